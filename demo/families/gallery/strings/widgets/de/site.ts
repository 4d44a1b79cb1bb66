import type { WidgetText } from '../../types';

/** de: the widgets every page has (basket, consent, localization, content), and each of their attributes (see ../de.ts). */
export const site: Record<string, WidgetText> = {
  'basket-summary': {
    summary:
      'Der Warenkorb in der Kopfzeile: Anzahl der Artikel und Betrag, in allen Tabs aktuell ' +
      'gehalten.',
    attributes: {
      'data-basket-url': {
        description: 'Adresse der Warenkorbseite; standardmäßig die der Sprache der Seite.',
        example: '/de/shoppingcarts',
      },
      'data-amount': {
        description:
          'Betrag neben der Artikelanzahl: mit Steuern (incl), ohne Steuern (excl) oder keiner (none).',
        example: 'excl',
      },
    },
  },
  'cookie-consent': {
    summary:
      'Cookie-Einwilligungsbanner und Einstellungsfenster je Kategorie. Jede Schaltfläche mit dem ' +
      'Attribut data-consent-open öffnet die Einstellungen erneut.',
    attributes: {
      'data-policy-url': {
        description:
          'Seite der Datenschutzerklärung, vom Banner aus verlinkt: ein Pfad der Website oder eine https-Adresse.',
        example: '/de/about#cookies',
      },
      'data-on-accept': {
        description:
          'Name einer JavaScript-Funktion der Seite, aufgerufen, wenn mindestens eine Kategorie erlaubt wird.',
        example: 'shop.onConsentAccepted',
      },
      'data-on-decline': {
        description:
          'Name einer JavaScript-Funktion der Seite, aufgerufen, wenn alle Kategorien abgelehnt werden.',
        example: 'shop.onConsentDeclined',
      },
      'data-position': {
        description:
          'Platz des Banners: unten (bottom) oder oben (top) am Bildschirm, oder an dieser Stelle der Seite (inline).',
        example: 'top',
      },
    },
  },
  'cookie-law-bar': {
    summary:
      'Einfacher Cookie-Hinweis mit einer Schaltfläche „Verstanden“, für Shops ohne optionale ' +
      'Cookies; sonst cookie-consent verwenden.',
    attributes: {
      'data-policy-url': {
        description:
          'Seite der Cookie-Richtlinie, vom Hinweis aus verlinkt: ein Pfad der Website oder eine https-Adresse.',
        example: '/de/about#cookies',
      },
      'data-position': {
        description:
          'Platz des Hinweises: unten (bottom) oder oben (top) am Bildschirm, oder an dieser Stelle der Seite (inline).',
        example: 'inline',
      },
    },
  },
  'country-selector': {
    summary:
      'Auswahl des Landes des Besuchers, das die Steuern in den Preisen bestimmt; nach der ' +
      'Änderung wird die Seite neu geladen.',
    attributes: {
      'data-countries': {
        description: 'Die angebotenen Länder als Codes aus zwei Großbuchstaben.',
        example: '["BE", "DE", "LU"]',
      },
      'data-current': {
        description: 'Das aktuelle Land des Besuchers als Code aus zwei Großbuchstaben.',
        example: 'DE',
      },
    },
  },
  'currency-selector': {
    summary:
      'Auswahl der Währung der Preise. Ist der Warenkorb schon in einer anderen Währung, ' +
      'bestätigt der Besucher die Änderung zuerst.',
    attributes: {
      'data-currencies': {
        description: 'Die angebotenen Währungen als Codes aus drei Großbuchstaben.',
        example: '["EUR", "CHF"]',
      },
      'data-current': {
        description: 'Die aktuelle Währung; standardmäßig die aus den Einstellungen der Seite.',
        example: 'EUR',
      },
    },
  },
  'language-links': {
    summary:
      'Links zu den anderen Sprachen: Jeder führt zur selben Seite in seiner Sprache, mit den ' +
      'gewählten Filtern.',
    attributes: {},
  },
  'main-navigation': {
    summary:
      'Hauptnavigation der Kopfzeile: Auf dem Smartphone öffnet eine Menü-Schaltfläche ein ' +
      'Fenster mit den Kategorien, den Sprachen, dem Land und der Währung; auf großen ' +
      'Bildschirmen öffnen sich die Unterkategorien beim Überfahren mit der Maus oder per ' +
      'Tastatur, und Kategorien, die nicht in die Zeile passen, stehen unter „Mehr“.',
    attributes: {
      'data-large-from': {
        description:
          'Bildschirmbreite in Pixeln, ab der die Kopfzeile ihre Desktop-Form annimmt; darunter die ' +
          'Menü-Schaltfläche.',
        example: '992',
      },
    },
  },
  'scroll-in': {
    summary:
      'Blendet einen Inhalt sanft ein, wenn er auf den Bildschirm kommt; sofort für Besucher, ' +
      'die Animationen reduzieren.',
    attributes: {
      'data-animation': {
        description:
          'Der Auftritt: Einblenden (fade), Einblenden mit Aufsteigen (fade-up) oder leichtes Vergrößern (zoom).',
        example: 'zoom',
      },
      'data-delay': {
        description:
          'Verzögerung vor dem Auftritt in Millisekunden (höchstens 2000), um benachbarte Blöcke zu staffeln.',
        example: '200',
      },
    },
  },
  'social-share': {
    summary:
      'Schaltflächen zum Teilen der Seite (soziale Netzwerke, E-Mail und Link kopieren), mit ' +
      'ihrer aktuellen Adresse.',
    attributes: {
      'data-show-labels': {
        description: 'Zeigt die Namen der Netzwerke neben ihren Symbolen.',
        example: 'true',
      },
      'data-keep-params': {
        description:
          'Die Adressparameter, die im geteilten Link bleiben; die anderen werden entfernt.',
        example: '["variant", "color"]',
      },
      'data-popup-width': {
        description: 'Breite des Teilen-Fensters in Pixeln (von 200 bis 1600).',
        example: '700',
      },
      'data-popup-height': {
        description: 'Höhe des Teilen-Fensters in Pixeln (von 200 bis 1200).',
        example: '600',
      },
    },
  },
};
