import type { FamilyStrings } from '../../../shared/strings';

/** What the customer-references family says in Dutch. */
export const nl: FamilyStrings = {
  resources: {
    Catalog: {
      CustomerRefUpdateError: 'Uw referentie kon niet worden opgeslagen. Probeer het opnieuw.',
      ReferenceSearchTitle: 'Zoeken op referentie',
      ReferenceSearchLabel: 'Zoek een product op uw referentie',
      ReferenceSearchHint: 'Typ minstens {{count}} tekens, bijvoorbeeld CR-12345.',
      References: 'Referenties',
      ReferenceCount_one: '{{count}} referentie',
      ReferenceCount_other: '{{count}} referenties',
      NoReferenceFound: 'Geen enkele referentie komt overeen met uw invoer.',
      ReferenceSearchUnavailable:
        'Zoeken op referentie is tijdelijk niet ' + 'beschikbaar. Probeer het opnieuw.',
      MoreResults: 'Meer resultaten',
      CustomerReference: 'Uw referentie',
      CustomerReferenceHint: 'Uw eigen code voor dit product, om het sneller terug te vinden.',
      CustomerReferenceSaved: 'Uw referentie is opgeslagen.',
      CustomerReferenceRemoved: 'Uw referentie is verwijderd.',
      CustomerReferenceTooLong: 'Uw referentie mag niet langer zijn dan {{max}} tekens.',
      CustomerReferenceSignIn: 'Log in om uw eigen referentie voor dit product op te slaan.',
    },
  },
  pages: {},
};
