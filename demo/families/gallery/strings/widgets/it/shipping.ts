import type { WidgetText } from '../../types';

/** it: the cart's shipping widgets, and each of their attributes (see ../it.ts). */
export const shipping: Record<string, WidgetText> = {
  'pickup-point': {
    summary:
      'Pulsante che apre la ricerca dei punti di ritiro di un metodo di spedizione: elenco con distanze e orari, mappa e poi la scelta del punto, salvata nel carrello.',
    attributes: {
      'data-shipping-method-id': {
        description: 'Il numero del metodo di spedizione con punti di ritiro.',
        example: '213',
      },
      'data-carrier-gateway-id': {
        description: 'Il numero del corriere passato alla pagina di ricerca.',
        example: '7',
      },
      'data-carrier': {
        description:
          'Il corriere che cerca i punti (relaypost, parcelbox o static per i vostri negozi).',
        example: 'relaypost',
      },
      'data-country-id': {
        description: 'Il numero del paese di consegna.',
        example: '21',
      },
      'data-country-code': {
        description: 'Il codice del paese di consegna, in due lettere maiuscole.',
        example: 'BE',
      },
      'data-post-code': {
        description: 'Il CAP da cui parte la prima ricerca; vuoto, lo indica il cliente.',
        example: '1000',
      },
      'data-city': {
        description: 'La città da cui parte la prima ricerca.',
        example: 'Roma',
      },
      'data-address': {
        description: 'L’indirizzo da cui parte la prima ricerca.',
        example: 'Via del Corso 120',
      },
      'data-first-name': {
        description: 'Il nome di fatturazione, ripreso come nome di consegna.',
        example: 'Marie',
      },
      'data-last-name': {
        description: 'Il cognome di fatturazione, ripreso come cognome di consegna.',
        example: 'Dubois',
      },
      'data-chosen': {
        description: 'Il punto già scelto (nome e indirizzo), mostrato accanto al pulsante.',
        example: '{"name": "Tabaccheria Centrale", "address": "Via del Corso 120, 00186 Roma"}',
      },
      'data-search-url': {
        description:
          'Un altro indirizzo della pagina di ricerca; vi si aggiungono i parametri della ricerca.',
        example: '/it/shippings/pickuppoint/search',
      },
    },
  },
};
