import type { FamilyStrings } from '../../../shared/strings';

/** What the customer-references family says in Italian. */
export const it: FamilyStrings = {
  resources: {
    Catalog: {
      CustomerRefUpdateError: 'Non è stato possibile salvare il Suo riferimento. Riprovi.',
      ReferenceSearchTitle: 'Ricerca per riferimento',
      ReferenceSearchLabel: 'Cerca un prodotto con il tuo riferimento',
      ReferenceSearchHint: 'Digita almeno {{count}} caratteri, ad esempio CR-12345.',
      References: 'Riferimenti',
      ReferenceCount_one: '{{count}} riferimento',
      ReferenceCount_other: '{{count}} riferimenti',
      NoReferenceFound: 'Nessun riferimento corrisponde a quanto digitato.',
      ReferenceSearchUnavailable:
        'La ricerca per riferimento non è al ' + 'momento disponibile. Riprova.',
      MoreResults: 'Altri risultati',
      CustomerReference: 'Il Suo riferimento',
      CustomerReferenceHint: 'Il Suo codice per questo prodotto, per ritrovarlo più in fretta.',
      CustomerReferenceSaved: 'Il Suo riferimento è stato salvato.',
      CustomerReferenceRemoved: 'Il Suo riferimento è stato eliminato.',
      CustomerReferenceTooLong: 'Il Suo riferimento non può superare {{max}} caratteri.',
      CustomerReferenceSignIn: 'Acceda per salvare il Suo riferimento per questo prodotto.',
    },
  },
  pages: {},
};
