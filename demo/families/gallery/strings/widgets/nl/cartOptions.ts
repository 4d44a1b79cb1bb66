import type { WidgetText } from '../../types';

/** nl: the basket page's options (delivery country, postal code, shipping methods, coupon; see ../nl.ts). */
export const cartOptions: Record<string, WidgetText> = {
  'city-lookup': {
    summary:
      'Postcode voor de levering: vanaf 4 tekens gaat de lijst met plaatsen open; de gekozen plaats wordt voor het winkelmandje bewaard.',
    attributes: {
      'data-country-id': {
        description: 'Id van het leveringsland, waarvan de plaatsen worden voorgesteld.',
        example: '21',
      },
      'data-postal-code': {
        description: 'Postcode die al voor het winkelmandje is bewaard, getoond in het veld.',
        example: '1050',
      },
      'data-city': {
        description: 'Plaats die al voor het winkelmandje is bewaard, vermeld onder het veld.',
        example: 'Elsene',
      },
      'data-numeric': {
        description: 'Postcodes van alleen cijfers: telefoons tonen het numerieke toetsenbord.',
        example: 'true',
      },
    },
  },
  'coupon-form': {
    summary:
      'Veld voor de kortingscode van het winkelmandje: Enter of de knop past hem toe, een toegepaste code kan worden verwijderd en een aangemelde klant kiest uit zijn eigen codes.',
    attributes: {
      'data-applied': {
        description:
          'Kortingscode die al op het winkelmandje is toegepast, getoond in het veld om hem te kunnen verwijderen.',
        example: 'BIENVENUE10',
      },
      'data-customer-id': {
        description: 'Id van de aangemelde klant: toont de knop „Mijn kortingscodes”.',
        example: '104872',
      },
      'data-list-url': {
        description:
          'Adres van de tekst van het venster „Mijn kortingscodes”, vanaf de taal van de pagina.',
        example: 'widget/couponcodes/list',
      },
    },
  },
  'shipping-country': {
    summary:
      'Leveringsland van het winkelmandje: de keuze wordt bewaard en de pagina wordt één keer bijgewerkt.',
    attributes: {
      'data-billing-select': {
        description:
          'Id van de keuzelijst van het factuurland, op pagina’s met beide landen: die worden dan samen verstuurd.',
        example: 'billing-country',
      },
    },
  },
  'shipping-methods': {
    summary:
      'Verzendmethoden van het winkelmandje met hun prijs en levertijd: de keuze wordt bewaard en een afhaalpunt opent zijn zoekvenster.',
    attributes: {
      'data-url': {
        description:
          'Adres van de lijst met verzendmethoden, opnieuw geladen als het winkelmandje verandert, vanaf de taal van de pagina.',
        example: 'widget/shippingmethods',
      },
      'data-checkout': {
        description:
          'Afrekenpagina: herlaadt de lijst als het leveringsadres of -land verandert, en meldt de gekozen methode aan GA4.',
        example: 'true',
      },
    },
  },
};
