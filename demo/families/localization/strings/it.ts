import type { FamilyStrings } from '../../../shared/strings';

/** What the localization family says in Italian. */
export const it: FamilyStrings = {
  resources: {
    Currency: {
      Currency: 'Valuta',
      ChangeCurrency: 'Cambia valuta',
      ConfirmChange:
        'Il Suo carrello contiene già degli articoli. Se cambia valuta, i prezzi verranno ' +
        'ricalcolati nella nuova valuta. Vuole continuare?',
      Force: 'Cambia comunque',
      ChangeError: 'Non è stato possibile cambiare la valuta. Riprovi.',
      Country: 'Paese',
      ChangeCountry: 'Cambia Paese',
    },
  },
  pages: {},
};
