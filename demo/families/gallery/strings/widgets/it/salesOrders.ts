import type { WidgetText } from '../../types';

/** it: the customer's order widgets (issue 13; see ../it.ts). */
export const salesOrders: Record<string, WidgetText> = {
  'change-delivery-address': {
    summary:
      'Pulsante «Modifica l’indirizzo di consegna» di un ordine: una finestra con l’indirizzo di consegna, inviata al server; poi il pulsante è disattivato e indica «Modifica richiesta».',
    attributes: {
      'data-order-id': {
        description: 'Identificativo dell’ordine inviato con la richiesta.',
        example: 'past-03',
      },
      'data-order-number': {
        description: 'Numero d’ordine letto dal cliente, citato nella finestra.',
        example: 'VT-2026-000826',
      },
      'data-requested': {
        description: 'Una modifica è già in corso: il pulsante è disattivato fin dall’inizio.',
        example: 'false',
      },
      'data-countries': {
        description: 'Paesi proposti (codici ISO), nominati nella lingua della pagina.',
        example: '["BE", "FR", "NL"]',
      },
      'data-address': {
        description: 'Indirizzo di consegna attuale, che precompila il modulo.',
        example:
          '{"FirstName": "Camille", "LastName": "Martin", "Street1": "Rue de la Loi", "HouseNumber": "16", "BoxNumber": "", "PostalCode": "1000", "City": "Bruxelles", "CountryCode": "BE"}',
      },
    },
  },
  reorder: {
    summary:
      'Pulsante «Ordina di nuovo»: rimette ogni articolo dell’ordine nel carrello, aggiorna il carrello dell’intestazione e segnala un articolo non più in vendita.',
    attributes: {
      'data-order-id': {
        description: 'Identificativo dell’ordine inviato con la richiesta.',
        example: 'past-05',
      },
      'data-currency-code': { description: 'Valuta dell’ordine (codice ISO).', example: 'EUR' },
      'data-item-origin': {
        description: 'Origine degli articoli inviata al server.',
        example: 'Catalog',
      },
      'data-basket-url': {
        description: 'Indirizzo della pagina del carrello, proposto come link dopo l’aggiunta.',
        example: '/it/shoppingcarts',
      },
      'data-lines': {
        description:
          'Articoli dell’ordine: nome, quantità, prezzo unitario, identificativo della variante.',
        example: '[{"name": "Lampe", "quantity": 2, "price": 39.9, "itemKey": "100101"}]',
      },
    },
  },
  'refund-request': {
    summary:
      'Modulo di richiesta di rimborso: una quantità per articolo, l’importo rimborsato per riga e il totale che seguono le scelte, un motivo; la richiesta viene inviata e poi se ne mostra lo stato.',
    attributes: {
      'data-order-id': {
        description: 'Identificativo dell’ordine inviato con la richiesta.',
        example: 'past-09',
      },
      'data-order-number': {
        description: 'Numero d’ordine, inviato anche a GA4 con l’evento «refund».',
        example: 'VT-2026-000604',
      },
      'data-currency': { description: 'Valuta degli importi (codice ISO).', example: 'EUR' },
      'data-lines': {
        description:
          'Articoli acquistati: identificativo della variante, nome, codice, quantità acquistata, prezzo unitario IVA inclusa.',
        example:
          '[{"productVariantId": 100101, "name": "Lampe", "sku": "LT-01", "quantity": 2, "unitPrice": 39.9}]',
      },
    },
  },
};
