import type { WidgetText } from '../../types';

/** nl: the customer's order widgets (issue 13; see ../nl.ts). */
export const salesOrders: Record<string, WidgetText> = {
  'change-delivery-address': {
    summary:
      'Knop “Leveringsadres wijzigen” van een bestelling: een venster met het leveringsadres, naar de server verstuurd; daarna is de knop uitgeschakeld en staat er “Wijziging aangevraagd”.',
    attributes: {
      'data-order-id': {
        description: 'Id van de bestelling, meegestuurd met de aanvraag.',
        example: 'past-03',
      },
      'data-order-number': {
        description: 'Bestelnummer dat de klant leest, vermeld in het venster.',
        example: 'VT-2026-000826',
      },
      'data-requested': {
        description: 'Er loopt al een wijziging: de knop is meteen uitgeschakeld.',
        example: 'false',
      },
      'data-countries': {
        description: 'Voorgestelde landen (ISO-codes), benoemd in de taal van de pagina.',
        example: '["BE", "FR", "NL"]',
      },
      'data-address': {
        description: 'Huidig leveringsadres, waarmee het formulier vooraf wordt ingevuld.',
        example:
          '{"FirstName": "Camille", "LastName": "Martin", "Street1": "Rue de la Loi", "HouseNumber": "16", "BoxNumber": "", "PostalCode": "1000", "City": "Bruxelles", "CountryCode": "BE"}',
      },
    },
  },
  reorder: {
    summary:
      'Knop “Opnieuw bestellen”: legt elk artikel van de bestelling terug in het winkelmandje, werkt het mandje in de kop bij en meldt een artikel dat niet meer verkocht wordt.',
    attributes: {
      'data-order-id': {
        description: 'Id van de bestelling, meegestuurd met de aanvraag.',
        example: 'past-05',
      },
      'data-currency-code': { description: 'Munt van de bestelling (ISO-code).', example: 'EUR' },
      'data-item-origin': {
        description: 'Herkomst van de artikelen, naar de server verstuurd.',
        example: 'Catalog',
      },
      'data-basket-url': {
        description: 'Adres van de winkelmandpagina, als link getoond na het toevoegen.',
        example: '/nl/shoppingcarts',
      },
      'data-lines': {
        description: 'Artikelen van de bestelling: naam, aantal, eenheidsprijs, id van de variant.',
        example: '[{"name": "Lampe", "quantity": 2, "price": 39.9, "itemKey": "100101"}]',
      },
    },
  },
  'refund-request': {
    summary:
      'Formulier voor een terugbetaling: een aantal per artikel, het terugbetaalde bedrag per lijn en het totaal die de keuzes volgen, een reden; de aanvraag wordt verstuurd en daarna wordt de status getoond.',
    attributes: {
      'data-order-id': {
        description: 'Id van de bestelling, meegestuurd met de aanvraag.',
        example: 'past-09',
      },
      'data-order-number': {
        description: 'Bestelnummer, ook naar GA4 gestuurd met het event “refund”.',
        example: 'VT-2026-000604',
      },
      'data-currency': { description: 'Munt van de bedragen (ISO-code).', example: 'EUR' },
      'data-lines': {
        description:
          'Gekochte artikelen: id van de variant, naam, referentie, gekocht aantal, eenheidsprijs incl. btw.',
        example:
          '[{"productVariantId": 100101, "name": "Lampe", "sku": "LT-01", "quantity": 2, "unitPrice": 39.9}]',
      },
    },
  },
};
