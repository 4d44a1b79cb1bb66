import type { WidgetText } from '../../types';

/** nl: the widgets every page has (basket, consent, localization, content), and each of their attributes (see ../nl.ts). */
export const site: Record<string, WidgetText> = {
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
  'language-links': {
    summary:
      'Links naar de andere talen: elke link gaat naar dezelfde pagina in zijn taal, met de ' +
      'gekozen filters.',
    attributes: {},
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
};
