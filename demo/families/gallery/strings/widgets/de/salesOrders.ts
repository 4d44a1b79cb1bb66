import type { WidgetText } from '../../types';

/** de: the customer's order widgets (issue 13; see ../de.ts). */
export const salesOrders: Record<string, WidgetText> = {
  'change-delivery-address': {
    summary:
      'Schaltfläche „Lieferadresse ändern“ einer Bestellung: ein Dialog mit der Lieferadresse, an den Server gesendet; danach ist die Schaltfläche deaktiviert und zeigt „Änderung angefragt“.',
    attributes: {
      'data-order-id': {
        description: 'Kennung der Bestellung, mit der Anfrage gesendet.',
        example: 'past-03',
      },
      'data-order-number': {
        description: 'Bestellnummer, die der Kunde liest, im Dialog genannt.',
        example: 'VT-2026-000826',
      },
      'data-requested': {
        description: 'Eine Änderung läuft bereits: die Schaltfläche ist von Anfang an deaktiviert.',
        example: 'false',
      },
      'data-countries': {
        description: 'Angebotene Länder (ISO-Codes), in der Sprache der Seite benannt.',
        example: '["BE", "FR", "NL"]',
      },
      'data-address': {
        description: 'Aktuelle Lieferadresse, mit der das Formular vorausgefüllt wird.',
        example:
          '{"FirstName": "Camille", "LastName": "Martin", "Street1": "Rue de la Loi", "HouseNumber": "16", "BoxNumber": "", "PostalCode": "1000", "City": "Bruxelles", "CountryCode": "BE"}',
      },
    },
  },
  reorder: {
    summary:
      'Schaltfläche „Erneut bestellen“: legt jeden Artikel der Bestellung wieder in den Warenkorb, aktualisiert den Warenkorb im Kopf und meldet einen Artikel, der nicht mehr verkauft wird.',
    attributes: {
      'data-order-id': {
        description: 'Kennung der Bestellung, mit der Anfrage gesendet.',
        example: 'past-05',
      },
      'data-currency-code': { description: 'Währung der Bestellung (ISO-Code).', example: 'EUR' },
      'data-item-origin': {
        description: 'Herkunft der Artikel, an den Server gesendet.',
        example: 'Catalog',
      },
      'data-basket-url': {
        description: 'Adresse der Warenkorbseite, nach dem Hinzufügen als Link angeboten.',
        example: '/de/shoppingcarts',
      },
      'data-lines': {
        description: 'Artikel der Bestellung: Name, Menge, Stückpreis, Kennung der Variante.',
        example: '[{"name": "Lampe", "quantity": 2, "price": 39.9, "itemKey": "100101"}]',
      },
    },
  },
  'refund-request': {
    summary:
      'Formular für einen Rückerstattungsantrag: eine Menge je Artikel, der erstattete Betrag je Zeile und die Summe folgen der Auswahl, ein Grund; der Antrag wird gesendet und danach sein Stand angezeigt.',
    attributes: {
      'data-order-id': {
        description: 'Kennung der Bestellung, mit der Anfrage gesendet.',
        example: 'past-09',
      },
      'data-order-number': {
        description: 'Bestellnummer, auch mit dem GA4-Ereignis „refund“ gesendet.',
        example: 'VT-2026-000604',
      },
      'data-currency': { description: 'Währung der Beträge (ISO-Code).', example: 'EUR' },
      'data-lines': {
        description:
          'Gekaufte Artikel: Kennung der Variante, Name, Artikelnummer, gekaufte Menge, Stückpreis inkl. MwSt.',
        example:
          '[{"productVariantId": 100101, "name": "Lampe", "sku": "LT-01", "quantity": 2, "unitPrice": 39.9}]',
      },
    },
  },
};
