import type { WidgetText } from '../../types';

/** it: the basket page's options (delivery country, postal code, shipping methods, coupon; see ../it.ts). */
export const cartOptions: Record<string, WidgetText> = {
  'city-lookup': {
    summary:
      'Codice postale di consegna: da 4 caratteri si apre l’elenco delle località; la località scelta viene salvata per il carrello.',
    attributes: {
      'data-country-id': {
        description: 'Identificativo del paese di consegna, di cui vengono proposte le località.',
        example: '21',
      },
      'data-postal-code': {
        description: 'Codice postale già salvato per il carrello, mostrato nel campo.',
        example: '1050',
      },
      'data-city': {
        description: 'Località già salvata per il carrello, ricordata sotto il campo.',
        example: 'Ixelles',
      },
      'data-numeric': {
        description: 'Codici postali di sole cifre: i telefoni mostrano la tastiera numerica.',
        example: 'true',
      },
    },
  },
  'coupon-form': {
    summary:
      'Campo del codice sconto del carrello: Invio o il pulsante lo applica, un codice applicato si può rimuovere e un cliente connesso sceglie tra i propri codici.',
    attributes: {
      'data-applied': {
        description:
          'Codice sconto già applicato al carrello, mostrato nel campo per poterlo rimuovere.',
        example: 'BIENVENUE10',
      },
      'data-customer-id': {
        description:
          'Identificativo del cliente connesso: mostra il pulsante «I miei codici sconto».',
        example: '104872',
      },
      'data-list-url': {
        description:
          'Indirizzo del testo della finestra «I miei codici sconto», dalla lingua della pagina.',
        example: 'widget/couponcodes/list',
      },
    },
  },
  'shipping-country': {
    summary:
      'Paese di consegna del carrello: la scelta viene salvata e la pagina si aggiorna una sola volta.',
    attributes: {
      'data-billing-select': {
        description:
          'Identificativo dell’elenco del paese di fatturazione, nelle pagine con entrambi i paesi: vengono allora inviati insieme.',
        example: 'billing-country',
      },
    },
  },
  'shipping-methods': {
    summary:
      'Metodi di spedizione del carrello con prezzo e tempi: la scelta viene salvata e un punto di ritiro apre la sua ricerca.',
    attributes: {
      'data-url': {
        description:
          'Indirizzo dell’elenco dei metodi di spedizione, ricaricato quando il carrello cambia, dalla lingua della pagina.',
        example: 'widget/shippingmethods',
      },
      'data-checkout': {
        description:
          'Checkout: ricarica l’elenco se cambiano indirizzo o paese di spedizione e comunica a GA4 il metodo scelto.',
        example: 'true',
      },
    },
  },
};
