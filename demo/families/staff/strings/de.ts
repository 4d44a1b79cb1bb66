import type { FamilyStrings } from '../../../shared/strings';
import type { StaffPages } from './types';

/** What the staff family says in German. */
export const de: FamilyStrings<StaffPages> = {
  resources: {
    Sales: {
      CustomerSearchHint:
        'Geben Sie mindestens {{count}} Zeichen ein: einen Namen, eine E-Mail-Adresse, eine Kundennummer.',
      Customers: 'Kunden',
      CustomerCount_one: '{{count}} Kunde gefunden',
      CustomerCount_other: '{{count}} Kunden gefunden',
      NoCustomerFound: 'Kein Kunde entspricht Ihrer Suche.',
      CustomerSearchUnavailable:
        'Die Kundensuche ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut.',
      CustomerSearchForbidden: 'Nur Verkäufer dürfen Kunden suchen und bearbeiten.',
      CustomerNotFound: 'Diesen Kunden gibt es nicht mehr.',
      CustomerNotSaved:
        'Die Kundendaten wurden nicht gespeichert: Bitte prüfen Sie die markierten Felder.',
      CustomerFieldRequired: 'Dieses Feld ist ein Pflichtfeld.',
      CustomerEmailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      CustomerEmailTaken: 'Diese E-Mail-Adresse gehört bereits einem anderen Kunden.',
      CustomerPhoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein.',
      CustomerDetails: 'Kundendaten',
      CustomerId: 'Kundennummer',
      CustomerFirstName: 'Vorname',
      CustomerLastName: 'Nachname',
      CustomerEmail: 'E-Mail-Adresse',
      CustomerPhone: 'Telefon',
      CustomerAccountType: 'Kontoart',
      CustomerPrivate: 'Privatkunde',
      CustomerCompany: 'Geschäftskunde',
      CustomerCompanyName: 'Firmenname',
      CustomerSave: 'Kunden speichern',
      CustomerSaved: 'Die Daten von {{name}} wurden gespeichert.',
      CustomerChosen: 'Die Daten von {{name}} stehen im Formular unten.',
      CustomerChooseFirst: 'Wählen Sie in der Suche einen Kunden, um seine Daten zu bearbeiten.',
    },
  },
  pages: {
    editTitle: 'Kunden bearbeiten',
    editIntro:
      'Suchen Sie einen Kunden nach Name, E-Mail-Adresse oder Kundennummer und bearbeiten Sie dann seine Daten.',
    backToAccount: 'Zurück zu meinem Konto',
    forbiddenTitle: 'Nur für Verkäufer',
    forbiddenText:
      'Diese Seite ist den Verkäufern des Shops vorbehalten. Mit Ihrem Konto können Sie keine Kunden bearbeiten.',
  },
};
