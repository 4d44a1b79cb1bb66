import type { WidgetText } from '../../types';

/** it: the checkout's order widgets (issue 12; see ../it.ts). */
export const checkoutOrders: Record<string, WidgetText> = {
  'checkout-form': {
    summary:
      'Invio del modulo d’ordine: il modulo viene controllato (errori annunciati in alto, il primo evidenziato), l’importo da pagare viene ricontrollato subito prima e l’ordine viene effettuato una sola volta; quanto digitato resta se la pagina si ricarica.',
    attributes: {
      'data-to-pay': {
        description:
          'Importo da pagare (EUR) mostrato quando la pagina è stata creata, se il riepilogo non lo indica.',
        example: '59.9',
      },
      'data-texts': {
        description:
          'Le frasi del modulo (errori, invio, nuovo totale, errore, ordine con carta), nella lingua della pagina.',
        example:
          '{"invalid": "…", "placing": "…", "totalChanged": "… {total}", "failed": "…", "placedCard": "… {number}"}',
      },
      'data-begin-checkout': {
        description:
          'Dati GA4 «begin_checkout» (articoli, importo, valuta, codice sconto), inviati una volta per visualizzazione.',
        example:
          '{"currency": "EUR", "value": 59.9, "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-draft-key': {
        description: 'Nome con cui la bozza del modulo viene conservata durante la visita.',
        example: 'vitrine:checkout-draft',
      },
      'data-skip': {
        description: 'Campi che la bozza non ripristina (scelte già salvate dal server).',
        example: '["ShippingMethodId", "PrepaidAccountId"]',
      },
    },
  },
  'purchase-tracking': {
    summary:
      'Misurazione GA4 dell’acquisto nella pagina di conferma, inviata una sola volta per ordine, anche se la pagina si ricarica.',
    attributes: {
      'data-purchase': {
        description:
          'Dati GA4 «purchase»: numero d’ordine, importo, IVA, spedizione, valuta, codice sconto, articoli.',
        example:
          '{"transaction_id": "VT-2026-001001", "value": 59.9, "tax": 10.4, "shipping": 5.95, "currency": "EUR", "items": [{"item_id": "1001", "item_name": "Vase", "quantity": 1}]}',
      },
      'data-storage-key': {
        description: 'Nome con cui il browser ricorda i numeri d’ordine già inviati.',
        example: 'vitrine:purchases-sent',
      },
    },
  },
};
