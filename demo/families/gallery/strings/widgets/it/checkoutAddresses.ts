import type { WidgetText } from '../../types';

/** it: la cassa: gli indirizzi e la verifica della partita IVA (see ../it.ts). */
export const checkoutAddresses: Record<string, WidgetText> = {
  'address-picker': {
    summary:
      'Sezione indirizzi della cassa: scegliere l’indirizzo di fatturazione e di consegna e il tipo di account, oppure inserire l’indirizzo senza account; ogni scelta è salvata subito e le spese di spedizione si aggiornano. I link «Aggiungi» e «Modifica» aprono il modulo dell’indirizzo in una finestra.',
    attributes: {
      'data-postal-codes': {
        description:
          'Regola del CAP per paese (codice ISO → modello, in JSON), applicata al campo quando cambia il paese.',
        example: '{"BE":"\\\\d{4}","NL":"\\\\d{4} ?[A-Za-z]{2}"}',
      },
      'data-section-url': {
        description:
          'Indirizzo del contenuto della sezione, ricaricato dopo il salvataggio di un indirizzo.',
        example: '/it/checkout/addresses',
      },
    },
  },
  'vat-check': {
    summary:
      'Partita IVA verificata appena cambia (se non è vuota); la risposta valida, non valida o servizio non disponibile compare accanto al campo e la pagina si ricarica quando cambia la validità.',
    attributes: {
      'data-customer-id': {
        description:
          'Identificativo del cliente connesso, inviato con la verifica (vuoto per un ospite).',
        example: '104872',
      },
      'data-state': {
        description:
          'Ultima risposta nota: true (valida), false (non valida), null (servizio non disponibile) o unchecked.',
        example: 'unchecked',
      },
    },
  },
};
