import type { WidgetText } from '../../types';

/** nl: the catalogue’s widgets (lists, search, home), and each of their attributes (see ../nl.ts). */
export const catalog: Record<string, WidgetText> = {
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
  'customer-reference-search': {
    summary:
      'Zoeken naar een product op de eigen referentie van de klant (vanaf twee tekens); een ' +
      'resultaat kiezen opent de productpagina.',
    attributes: {},
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
};
