import type { WidgetText } from '../../types';

/** nl: the product page’s and wishlist widgets, and each of their attributes (see ../nl.ts). */
export const product: Record<string, WidgetText> = {
  'customer-reference-update': {
    summary:
      'Veld waarin de klant zijn eigen referentie voor een productvariant bewaart; het antwoord ' +
      'verschijnt in een melding of een venster.',
    attributes: {
      'data-product-id': {
        description: 'Het nummer van het product.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'Het nummer van de getoonde variant.',
        example: '100101',
      },
      'data-reference': {
        description: 'De al bewaarde referentie; leeg als er nog geen is.',
        example: 'MIJN-REF-12',
      },
      'data-max-length': {
        description: 'Het maximale aantal tekens van de referentie.',
        example: '30',
      },
      'data-display': {
        description:
          'Waar het antwoord verschijnt: in een korte melding (growl) of een venster dat vanzelf sluit (dialog).',
        example: 'dialog',
      },
      'data-update-url': {
        description:
          'Een ander adres om te bewaren, onder het pad van de toepassing, zonder schuine streep vooraan.',
        example: 'api/v1/catalog/customerref/update',
      },
    },
  },
  'number-stepper': {
    summary: 'Min- en plusknoppen rond een getalveld (aantallen, formulieren).',
    attributes: {
      'data-non-negative': {
        description: 'Verbiedt waarden onder nul: de minknop wordt uitgeschakeld bij 0.',
        example: 'true',
      },
    },
  },
  pagination: {
    summary:
      'Pagina’s van de lijst: de eerste, de laatste, de buren van de huidige pagina, vorige en ' +
      'volgende. Verborgen als er maar één pagina is.',
    attributes: {
      'data-page': {
        description: 'De huidige pagina, geteld vanaf 1.',
        example: '3',
      },
      'data-pages': {
        description: 'Het totale aantal pagina’s.',
        example: '12',
      },
      'data-inner-window': {
        description: 'Hoeveel pagina’s aan elke kant van de huidige pagina verschijnen.',
        example: '3',
      },
      'data-small-inner-window': {
        description: 'Hoeveel pagina’s aan elke kant verschijnen op kleine schermen.',
        example: '1',
      },
      'data-small-below': {
        description: 'Schermbreedte in pixels waaronder een scherm als klein telt.',
        example: '640',
      },
    },
  },
  'product-gallery': {
    summary:
      'Productfoto’s: de hoofdfoto met zoom, de miniaturen en een vergroting op volledig scherm.',
    attributes: {
      'data-title': {
        description: 'De naam van het product (en zijn kleur), titel van de vergrote weergave.',
        example: 'Sandaal Kodiak, zwart',
      },
      'data-images': {
        description: 'De foto’s op volgorde: het adres en de alternatieve tekst van elke foto.',
        example: '[{"src": "/media/product/1005/0.jpg", "alt": "Sandaal Kodiak, vooraanzicht"}]',
      },
      'data-width': {
        description:
          'Breedte van de foto’s in pixels, zodat hun plaats vrij blijft tijdens het laden.',
        example: '800',
      },
      'data-height': {
        description:
          'Hoogte van de foto’s in pixels, zodat hun plaats vrij blijft tijdens het laden.',
        example: '800',
      },
    },
  },
  'product-variations': {
    summary:
      'Keuze van de variant (kleur, maat…), aantal, prijs en de knop om toe te voegen aan het ' +
      'winkelmandje op de productpagina.',
    attributes: {
      'data-product-id': {
        description: 'Het nummer van het product.',
        example: '1035',
      },
      'data-name': {
        description:
          'De naam van het product, meegestuurd met de bestelling en getoond in de bevestiging.',
        example: 'Lichte jas Summit',
      },
      'data-variant': {
        description:
          'De eerst getoonde variant, zoals de winkel die beschrijft; andere velden mogen erbij.',
        example:
          '{"ProductId": 1035, "ProductVariantId": 103501, "SKU": "CR-17165-01", "CurrencyCode": "EUR", "UnitPriceTaxIncl": 139.95}',
      },
      'data-attributes': {
        description: 'De kenmerken om te kiezen (kleur, maat…) met hun waarden.',
        example:
          '[{"ProductAttributeId": 2, "Value": "Maat", "VariationDisplayTypeValue": "Button", "ProductAttributeValuesViewModel": [{"ProductAttributeValueId": 213, "DisplayValue": "S", "IsUnavailable": false}]}]',
      },
      'data-quantity': {
        description: 'De regel voor het aantal: minimum, stap en maximum (0 voor geen maximum).',
        example: '{"min": 1, "step": 1, "max": 10}',
      },
      'data-tracking': {
        description: 'De productgegevens voor de bezoekersmeting: code, merk en categorie.',
        example: '{"item_id": "1035", "item_brand": "Estrellino", "item_category": "Jassen"}',
      },
      'data-origin': {
        description:
          'De herkomst die met de bestelling wordt meegestuurd, bijvoorbeeld de pagina van de toevoeging.',
        example: 'product-page',
      },
      'data-in-address': {
        description:
          'Zet de gekozen variant in het adres van de pagina (?variant=); false in een snelle weergave.',
        example: 'false',
      },
    },
  },
  'variant-fragment': {
    summary:
      'Blok van de productpagina dat opnieuw laadt wanneer de bezoeker een andere variant kiest ' +
      '(voorraad, staffelprijzen, foto’s…).',
    attributes: {
      'data-src': {
        description:
          'Het pad van het blok onder het pad van de toepassing, zonder schuine streep vooraan.',
        example: 'widget/catalog/StockByWarehouse',
      },
      'data-product-id': {
        description: 'Het nummer van het product.',
        example: '1035',
      },
      'data-product-variant-id': {
        description: 'Het nummer van de variant waarvoor het blok is geschreven.',
        example: '103501',
      },
      'data-params': {
        description:
          'Vaste parameters die bij elke lading worden meegestuurd: namen en waarden (tekst, getal, true of false).',
        example: '{"displayAllActiveWarehouses": false}',
      },
    },
  },
  'viewer-360': {
    summary:
      '360°-weergave van een product: de beelden draaien vanzelf, en de bezoeker draait ze met ' +
      'de vinger, de muis of het toetsenbord.',
    attributes: {
      'data-src': {
        description:
          'Het adres van de beelden, waarin {frame} wordt vervangen door het nummer van elk beeld (0, 1, 2…).',
        example: '/media/product/12/spin/{frame}.jpg',
      },
      'data-frames': {
        description: 'Het aantal beelden van een volledige draai (van 2 tot 360).',
        example: '36',
      },
      'data-interval': {
        description: 'Tijd tussen twee beelden tijdens het automatisch draaien, in milliseconden.',
        example: '80',
      },
      'data-name': {
        description: 'De naam van het product, die de weergave benoemt voor schermlezers.',
        example: 'Sandaal Kodiak',
      },
    },
  },
  'wishlist-button': {
    summary:
      'Knop om toe te voegen aan een verlanglijst of geboortelijst: hij opent de keuze van de ' +
      'lijst, of het aanmelden voor een bezoeker die niet is aangemeld.',
    attributes: {
      'data-product-id': {
        description: 'Het nummer van het product.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'Het nummer van de getoonde variant.',
        example: '100101',
      },
      'data-kind': {
        description:
          'De aangeboden lijsten: verlanglijsten (wishlist) of geboortelijsten (birthlist).',
        example: 'birthlist',
      },
      'data-popup-url': {
        description:
          'Een ander adres voor het venster om een lijst te kiezen; het variantnummer wordt eraan toegevoegd.',
        example: '/nl/catalog/wishlist/popup',
      },
      'data-item': {
        description:
          'De productgegevens voor de bezoekersmeting, als het antwoord van de winkel ze niet geeft.',
        example: '{"item_name": "Sandaal Kodiak", "item_id": "1005", "price": 49.95}',
      },
    },
  },
  'wishlist-count': {
    summary:
      'Link in de kop naar de verlanglijst, met het aantal producten, bijgewerkt na elke ' +
      'toevoeging.',
    attributes: {
      'data-wishlist-url': {
        description: 'Adres van de verlanglijstpagina; standaard die van de taal van de pagina.',
        example: '/nl/catalog/wishlist/list',
      },
      'data-prefetch': {
        description:
          'Zet false voor een bezoeker die niet is aangemeld: de pagina met lijsten wordt dan niet vooraf geladen bij aanwijzen.',
        example: 'false',
      },
    },
  },
  'wishlist-page': {
    summary:
      'Pagina met de verlanglijstjes en geboortelijsten van de klant: een lijst kiezen toont haar producten zonder de pagina te herladen; daar past u gewenste aantallen aan, voegt u toe aan het winkelmandje, verwijdert u een product, geeft u de lijst een andere naam of beschrijving, verwijdert u ze of bestelt u ze helemaal.',
    attributes: {
      'data-list-item-url': {
        description:
          'Een ander adres voor de producten van een lijst; het nummer van de lijst wordt eraan toegevoegd.',
        example: '/nl/catalog/wishlist/list_item',
      },
    },
  },
};
