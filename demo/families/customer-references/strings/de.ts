import type { FamilyStrings } from '../../../shared/strings';

/** What the customer-references family says in German. */
export const de: FamilyStrings = {
  resources: {
    Catalog: {
      CustomerRefUpdateError:
        'Ihre Referenz konnte nicht gespeichert werden. ' + 'Bitte versuchen Sie es erneut.',
      ReferenceSearchTitle: 'Suche nach Referenz',
      ReferenceSearchLabel: 'Produkt über Ihre Referenz suchen',
      ReferenceSearchHint: 'Geben Sie mindestens {{count}} Zeichen ein, zum Beispiel CR-12345.',
      References: 'Referenzen',
      ReferenceCount_one: '{{count}} Referenz',
      ReferenceCount_other: '{{count}} Referenzen',
      NoReferenceFound: 'Keine Referenz entspricht Ihrer Eingabe.',
      ReferenceSearchUnavailable:
        'Die Suche nach Referenz ist vorübergehend nicht verfügbar. Bitte versuchen Sie es ' +
        'erneut.',
      MoreResults: 'Weitere Ergebnisse',
      CustomerReference: 'Ihre Referenz',
      CustomerReferenceHint: 'Ihr eigener Code für diesen Artikel, damit Sie ihn schneller finden.',
      CustomerReferenceSaved: 'Ihre Referenz wurde gespeichert.',
      CustomerReferenceRemoved: 'Ihre Referenz wurde gelöscht.',
      CustomerReferenceTooLong: 'Ihre Referenz darf höchstens {{max}} Zeichen lang sein.',
      CustomerReferenceSignIn:
        'Melden Sie sich an, um Ihre eigene Referenz ' + 'für diesen Artikel zu speichern.',
    },
  },
  pages: {},
};
