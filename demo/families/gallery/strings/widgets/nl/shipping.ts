import type { WidgetText } from '../../types';

/** nl: the cart's shipping widgets, and each of their attributes (see ../nl.ts). */
export const shipping: Record<string, WidgetText> = {
  'pickup-point': {
    summary:
      'Knop die het zoeken naar afhaalpunten van een verzendwijze opent: een lijst met afstanden en openingsuren, een kaart, en dan de keuze van het punt, bewaard in het winkelmandje.',
    attributes: {
      'data-shipping-method-id': {
        description: 'Het nummer van de verzendwijze met afhaalpunten.',
        example: '213',
      },
      'data-carrier-gateway-id': {
        description: 'Het nummer van de vervoerder dat aan de zoekpagina wordt doorgegeven.',
        example: '7',
      },
      'data-carrier': {
        description:
          'De vervoerder die de punten zoekt (relaypost, parcelbox, of static voor uw eigen winkels).',
        example: 'relaypost',
      },
      'data-country-id': {
        description: 'Het nummer van het leveringsland.',
        example: '21',
      },
      'data-country-code': {
        description: 'De code van het leveringsland, in twee hoofdletters.',
        example: 'BE',
      },
      'data-post-code': {
        description:
          'De postcode waar de eerste zoekopdracht begint; leeg laat de klant hem zelf invullen.',
        example: '1000',
      },
      'data-city': {
        description: 'De plaats waar de eerste zoekopdracht begint.',
        example: 'Antwerpen',
      },
      'data-address': {
        description: 'Het adres waar de eerste zoekopdracht begint.',
        example: 'Meir 50',
      },
      'data-first-name': {
        description: 'De voornaam van de facturatie, overgenomen als voornaam voor de levering.',
        example: 'Marie',
      },
      'data-last-name': {
        description:
          'De achternaam van de facturatie, overgenomen als achternaam voor de levering.',
        example: 'Dubois',
      },
      'data-chosen': {
        description: 'Het al gekozen punt (naam en adres), getoond naast de knop.',
        example: '{"name": "Tabakshop De Hoek", "address": "Meir 50, 2000 Antwerpen"}',
      },
      'data-search-url': {
        description:
          'Een ander adres van de zoekpagina; de zoekparameters worden eraan toegevoegd.',
        example: '/nl/shippings/pickuppoint/search',
      },
    },
  },
};
