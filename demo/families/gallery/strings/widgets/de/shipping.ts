import type { WidgetText } from '../../types';

/** de: the cart's shipping widgets, and each of their attributes (see ../de.ts). */
export const shipping: Record<string, WidgetText> = {
  'pickup-point': {
    summary:
      'Schaltfläche, die die Suche nach Abholstellen einer Versandart öffnet: eine Liste mit Entfernungen und Öffnungszeiten, eine Karte und dann die Wahl der Stelle, die im Warenkorb gespeichert wird.',
    attributes: {
      'data-shipping-method-id': {
        description: 'Die Nummer der Versandart mit Abholstellen.',
        example: '213',
      },
      'data-carrier-gateway-id': {
        description: 'Die Nummer des Versanddienstleisters, die an die Suchseite übergeben wird.',
        example: '7',
      },
      'data-carrier': {
        description:
          'Der Versanddienstleister, der die Stellen sucht (relaypost, parcelbox oder static für Ihre eigenen Geschäfte).',
        example: 'relaypost',
      },
      'data-country-id': {
        description: 'Die Nummer des Lieferlandes.',
        example: '21',
      },
      'data-country-code': {
        description: 'Der Code des Lieferlandes, zwei Großbuchstaben.',
        example: 'BE',
      },
      'data-post-code': {
        description:
          'Die Postleitzahl, bei der die erste Suche beginnt; leer gibt der Kunde sie selbst ein.',
        example: '1000',
      },
      'data-city': {
        description: 'Der Ort, bei dem die erste Suche beginnt.',
        example: 'Berlin',
      },
      'data-address': {
        description: 'Die Adresse, bei der die erste Suche beginnt.',
        example: 'Friedrichstraße 40',
      },
      'data-first-name': {
        description: 'Der Vorname der Rechnungsadresse, als Vorname der Lieferung übernommen.',
        example: 'Marie',
      },
      'data-last-name': {
        description: 'Der Nachname der Rechnungsadresse, als Nachname der Lieferung übernommen.',
        example: 'Dubois',
      },
      'data-chosen': {
        description:
          'Die bereits gewählte Stelle (Name und Adresse), neben der Schaltfläche angezeigt.',
        example: '{"name": "Kiosk am Markt", "address": "Friedrichstraße 40, 10117 Berlin"}',
      },
      'data-search-url': {
        description: 'Eine andere Adresse der Suchseite; die Suchparameter werden angehängt.',
        example: '/de/shippings/pickuppoint/search',
      },
    },
  },
};
