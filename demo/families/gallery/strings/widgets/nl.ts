import type { WidgetText } from '../types';

/** The editors’ manual in Dutch: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
  'banner-slider': {
    summary:
      'Strook met banners (afbeeldingen of video’s), elk met een titel en een knop. Ze wisselt ' +
      'alleen vanzelf als er een wachttijd is opgegeven, en stopt zodra de bezoeker erover ' +
      'beweegt of er met het toetsenbord in komt.',
    attributes: {
      'data-slides': {
        description:
          'De banners op volgorde: afbeelding of video, alternatieve tekst, titel, tekst, knop en de link ervan.',
        example:
          '[{"image": "/media/sale.jpg", "alt": "", "heading": "Winteruitverkoop", "cta": "Profiteer nu", "href": "/nl/catalog"}]',
      },
      'data-interval': {
        description:
          'Tijd tussen twee banners, in milliseconden; zonder deze wisselt de strook nooit vanzelf.',
        example: '6000',
      },
      'data-fade': {
        description: 'Laat de banners in elkaar overvloeien in plaats van ze te verschuiven.',
        example: 'true',
      },
      'data-muted': {
        description:
          'Zet het geluid van de video’s uit (browsers starten alleen stille video’s vanzelf).',
        example: 'false',
      },
    },
  },
  'basket-summary': {
    summary:
      'Het winkelmandje in de kop: aantal artikelen en bedrag, bijgewerkt in alle tabbladen.',
    attributes: {
      'data-basket-url': {
        description: 'Adres van de winkelmandpagina; standaard die van de taal van de pagina.',
        example: '/nl/shoppingcarts',
      },
      'data-amount': {
        description:
          'Bedrag naast het aantal artikelen: inclusief btw (incl), exclusief btw (excl) of geen (none).',
        example: 'excl',
      },
    },
  },
  'brand-carousel': {
    summary:
      'Carrousel met merklogo’s, elk met een link naar de pagina van het merk, met knoppen vorige ' +
      'en volgende; het kan ook met de vinger worden geveegd.',
    attributes: {
      'data-brands': {
        description: 'De merken: naam in het adres (slug), getoonde naam en adres van het logo.',
        example: '[{"slug": "altavetta", "name": "Altavetta", "logo": "/media/brand/1.svg"}]',
      },
    },
  },
  'category-list': {
    summary:
      'Uitklapbare lijst van categorieën: elke categorie met subcategorieën krijgt een knop om ze ' +
      'te tonen of te verbergen, en de huidige pagina wordt gemarkeerd.',
    attributes: {
      'data-toggle-label': {
        description:
          'Naam van de knop voor schermlezers; {{name}} wordt vervangen door de naam van de categorie.',
        example: 'Subcategorieën van {{name}}',
      },
    },
  },
  'cookie-consent': {
    summary:
      'Banner voor cookietoestemming en een venster met voorkeuren per categorie. Elke knop met ' +
      'het attribuut data-consent-open opent de voorkeuren opnieuw.',
    attributes: {
      'data-policy-url': {
        description:
          'Pagina met het privacybeleid, gelinkt vanuit de banner: een pad van de site of een https-adres.',
        example: '/nl/about#cookies',
      },
      'data-on-accept': {
        description:
          'Naam van een JavaScript-functie van de pagina, aangeroepen als minstens één categorie is toegestaan.',
        example: 'shop.onConsentAccepted',
      },
      'data-on-decline': {
        description:
          'Naam van een JavaScript-functie van de pagina, aangeroepen als alle categorieën zijn geweigerd.',
        example: 'shop.onConsentDeclined',
      },
      'data-position': {
        description:
          'Plaats van de banner: onderaan (bottom) of bovenaan (top) het scherm, of op deze plek in de pagina (inline).',
        example: 'top',
      },
    },
  },
  'cookie-law-bar': {
    summary:
      'Eenvoudige melding over cookies met een knop „Begrepen”, voor winkels zonder optionele ' +
      'cookies; gebruik anders cookie-consent.',
    attributes: {
      'data-policy-url': {
        description:
          'Pagina met het cookiebeleid, gelinkt vanuit de melding: een pad van de site of een https-adres.',
        example: '/nl/about#cookies',
      },
      'data-position': {
        description:
          'Plaats van de melding: onderaan (bottom) of bovenaan (top) het scherm, of op deze plek in de pagina (inline).',
        example: 'inline',
      },
    },
  },
  'country-selector': {
    summary:
      'Keuze van het land van de bezoeker, dat de belastingen in de prijzen bepaalt; na de ' +
      'wijziging wordt de pagina opnieuw geladen.',
    attributes: {
      'data-countries': {
        description: 'De aangeboden landen, als codes van twee hoofdletters.',
        example: '["BE", "NL", "LU"]',
      },
      'data-current': {
        description: 'Het huidige land van de bezoeker, als code van twee hoofdletters.',
        example: 'NL',
      },
    },
  },
  'currency-selector': {
    summary:
      'Keuze van de munteenheid van de prijzen. Staat het winkelmandje al in een andere ' +
      'munteenheid, dan bevestigt de bezoeker de wijziging eerst.',
    attributes: {
      'data-currencies': {
        description: 'De aangeboden munteenheden, als codes van drie hoofdletters.',
        example: '["EUR", "CHF"]',
      },
      'data-current': {
        description: 'De huidige munteenheid; standaard die uit de instellingen van de pagina.',
        example: 'EUR',
      },
    },
  },
  'customer-reference-search': {
    summary:
      'Zoeken naar een product op de eigen referentie van de klant (vanaf twee tekens); een ' +
      'resultaat kiezen opent de productpagina.',
    attributes: {},
  },
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
  'filter-panel': {
    summary:
      'Filterpaneel van de productlijst: elke keuze laadt de lijst opnieuw, meteen of na een ' +
      'korte wachttijd. Op kleine schermen start het ingeklapt.',
    attributes: {
      'data-refresh-on-click': {
        description:
          'Laadt de lijst opnieuw zodra een waarde aan- of uitgevinkt wordt, zonder wachten.',
        example: 'true',
      },
      'data-auto-submit-delay': {
        description:
          'Tijd tussen de laatste wijziging en het automatisch versturen van de filters, in milliseconden.',
        example: '500',
      },
      'data-collapse-below': {
        description: 'Schermbreedte in pixels tot waar het paneel ingeklapt start.',
        example: '1024',
      },
      'data-category-id': {
        description:
          'Het nummer van de categorie waarvan de filters worden geladen als het paneel leeg is.',
        example: '12',
      },
      'data-brand-id': {
        description:
          'Het nummer van het merk waarvan de filters worden geladen als het paneel leeg is.',
        example: '3',
      },
    },
  },
  'language-links': {
    summary:
      'Links naar de andere talen: elke link gaat naar dezelfde pagina in zijn taal, met de ' +
      'gekozen filters.',
    attributes: {},
  },
  'list-controls': {
    summary:
      'Sortering, aantal producten per pagina en weergave als raster of lijst: een wijziging ' +
      'laadt de lijst opnieuw zonder OK-knop.',
    attributes: {},
  },
  'list-tracking': {
    summary:
      'Bezoekersmeting van een productlijst (Google Analytics 4): de bekeken producten en het ' +
      'geopende product.',
    attributes: {
      'data-list-name': {
        description: 'De naam van de lijst in de rapporten, bijvoorbeeld de naam van de categorie.',
        example: 'Schoenen',
      },
      'data-list-id': {
        description: 'De code van de lijst in de rapporten.',
        example: 'category-12',
      },
    },
  },
  'main-navigation': {
    summary:
      'Hoofdnavigatie van de kop: op een telefoon opent een Menu-knop een paneel met de ' +
      'categorieën, de talen, het land en de valuta; op een groot scherm gaan de subcategorieën ' +
      'open bij aanwijzen of met het toetsenbord, en categorieën die niet op de regel passen ' +
      'staan onder ‘Meer’.',
    attributes: {
      'data-large-from': {
        description:
          'Schermbreedte in pixels vanaf waar de kop de computerweergave krijgt; daaronder de ' +
          'Menu-knop.',
        example: '992',
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
  'sale-countdown': {
    summary:
      'Aftelklok van een actie: resterende dagen, uren, minuten en seconden, met de einddatum. ' +
      'Na het einde verdwijnt ze.',
    attributes: {
      'data-end': {
        description: 'Het einde van de actie: datum en tijd in ISO-formaat, met de tijdzone.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'De schrijfwijze van de einddatum met DD, MM, YYYY, HH en mm; standaard dag, maand en jaar in de volgorde van de taal.',
        example: 'DD-MM-YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Naam van een JavaScript-functie van de pagina, aangeroepen bij het einde in plaats van de pagina te herladen.',
        example: 'shop.onSaleEnd',
      },
    },
  },
  'scroll-in': {
    summary:
      'Laat inhoud zacht verschijnen wanneer die op het scherm komt; meteen voor bezoekers die ' +
      'animaties beperken.',
    attributes: {
      'data-animation': {
        description:
          'De verschijning: invloeien (fade), invloeien en opschuiven (fade-up) of licht vergroten (zoom).',
        example: 'zoom',
      },
      'data-delay': {
        description:
          'Wachttijd voor de verschijning in milliseconden (hoogstens 2000), om naburige blokken te spreiden.',
        example: '200',
      },
    },
  },
  'search-box': {
    summary:
      'Zoekveld dat vanaf twee tekens producten voorstelt; zonder JavaScript blijft het gewone ' +
      'formulier bruikbaar.',
    attributes: {
      'data-action': {
        description:
          'Adres van de resultatenpagina; standaard de catalogus in de taal van de pagina.',
        example: '/nl/catalog',
      },
    },
  },
  'social-share': {
    summary:
      'Knoppen om de pagina te delen (sociale netwerken, e-mail en link kopiëren), met haar ' +
      'huidige adres.',
    attributes: {
      'data-show-labels': {
        description: 'Toont de namen van de netwerken naast hun pictogrammen.',
        example: 'true',
      },
      'data-keep-params': {
        description:
          'De adresparameters die in de gedeelde link blijven; de andere worden weggelaten.',
        example: '["variant", "color"]',
      },
      'data-popup-width': {
        description: 'Breedte van het deelvenster in pixels (van 200 tot 1600).',
        example: '700',
      },
      'data-popup-height': {
        description: 'Hoogte van het deelvenster in pixels (van 200 tot 1200).',
        example: '600',
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
    },
  },
};
