import type { WidgetText } from '../../types';

/** de: the catalogue’s widgets (lists, search, home), and each of their attributes (see ../de.ts). */
export const catalog: Record<string, WidgetText> = {
  'banner-slider': {
    summary:
      'Banner-Leiste (Bilder oder Videos), jedes mit Überschrift und Schaltfläche. Sie wechselt ' +
      'nur von selbst, wenn eine Verzögerung angegeben ist, und hält an, sobald der Besucher mit ' +
      'der Maus darüberfährt oder sie mit der Tastatur betritt.',
    attributes: {
      'data-slides': {
        description:
          'Die Banner der Reihe nach: Bild oder Video, Alternativtext, Überschrift, Text, Schaltfläche und ihr Link.',
        example:
          '[{"image": "/media/sale.jpg", "alt": "", "heading": "Winterschlussverkauf", "cta": "Jetzt zugreifen", "href": "/de/catalog"}]',
      },
      'data-interval': {
        description:
          'Zeit zwischen zwei Bannern in Millisekunden; ohne sie wechselt die Leiste nie von selbst.',
        example: '6000',
      },
      'data-fade': {
        description: 'Blendet die Banner ineinander über, statt sie zu verschieben.',
        example: 'true',
      },
      'data-muted': {
        description:
          'Schaltet den Ton der Videos stumm (Browser starten nur stumme Videos von selbst).',
        example: 'false',
      },
    },
  },
  'brand-carousel': {
    summary:
      'Karussell der Markenlogos, jedes führt zur Seite seiner Marke, mit Schaltflächen zurück ' +
      'und weiter; es lässt sich auch mit dem Finger wischen.',
    attributes: {
      'data-brands': {
        description:
          'Die Marken: Name in der Adresse (Slug), angezeigter Name und Adresse des Logos.',
        example: '[{"slug": "altavetta", "name": "Altavetta", "logo": "/media/brand/1.svg"}]',
      },
    },
  },
  'category-list': {
    summary:
      'Aufklappbare Kategorieliste: Jede Kategorie mit Unterkategorien erhält eine Schaltfläche ' +
      'zum Ein- und Ausblenden, und die aktuelle Seite wird markiert.',
    attributes: {
      'data-toggle-label': {
        description:
          'Name der Schaltfläche für Screenreader; {{name}} wird durch den Namen der Kategorie ersetzt.',
        example: 'Unterkategorien von {{name}}',
      },
    },
  },
  'customer-reference-search': {
    summary:
      'Suche nach einem Produkt über die eigene Referenz des Kunden (ab zwei Zeichen); die Wahl ' +
      'eines Treffers öffnet die Produktseite.',
    attributes: {},
  },
  'filter-panel': {
    summary:
      'Filterbereich der Produktliste: Jede Auswahl lädt die Liste neu, sofort oder nach einer ' +
      'kurzen Verzögerung. Auf kleinen Bildschirmen ist er zunächst eingeklappt.',
    attributes: {
      'data-refresh-on-click': {
        description:
          'Lädt die Liste neu, sobald ein Wert an- oder abgewählt wird, ohne Verzögerung.',
        example: 'true',
      },
      'data-auto-submit-delay': {
        description:
          'Zeit zwischen der letzten Änderung und dem automatischen Absenden der Filter, in Millisekunden.',
        example: '500',
      },
      'data-collapse-below': {
        description: 'Bildschirmbreite in Pixeln, bis zu der der Bereich eingeklappt startet.',
        example: '1024',
      },
      'data-category-id': {
        description:
          'Die Nummer der Kategorie, deren Filter geladen werden, wenn der Bereich leer ist.',
        example: '12',
      },
      'data-brand-id': {
        description:
          'Die Nummer der Marke, deren Filter geladen werden, wenn der Bereich leer ist.',
        example: '3',
      },
    },
  },
  'list-controls': {
    summary:
      'Sortierung, Produkte pro Seite und Anzeige als Raster oder Liste: Eine Änderung lädt die ' +
      'Liste ohne OK-Schaltfläche neu.',
    attributes: {},
  },
  'list-tracking': {
    summary:
      'Reichweitenmessung einer Produktliste (Google Analytics 4): die gesehenen Produkte und ' +
      'das geöffnete Produkt.',
    attributes: {
      'data-list-name': {
        description: 'Der Name der Liste in den Berichten, zum Beispiel der Name der Kategorie.',
        example: 'Schuhe',
      },
      'data-list-id': {
        description: 'Die Kennung der Liste in den Berichten.',
        example: 'category-12',
      },
    },
  },
  'sale-countdown': {
    summary:
      'Countdown einer Aktion: verbleibende Tage, Stunden, Minuten und Sekunden, mit dem ' +
      'Enddatum. Nach dem Ende verschwindet er.',
    attributes: {
      'data-end': {
        description: 'Das Ende der Aktion: Datum und Uhrzeit im ISO-Format, mit Zeitzone.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Die Schreibweise des Enddatums mit DD, MM, YYYY, HH und mm; standardmäßig Tag, Monat und Jahr in der Reihenfolge der Sprache.',
        example: 'DD.MM.YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Name einer JavaScript-Funktion der Seite, am Ende aufgerufen, statt die Seite neu zu laden.',
        example: 'shop.onSaleEnd',
      },
    },
  },
  'search-box': {
    summary:
      'Suchfeld, das ab zwei Zeichen Produkte vorschlägt; ohne JavaScript bleibt das einfache ' +
      'Formular nutzbar.',
    attributes: {
      'data-action': {
        description:
          'Adresse der Ergebnisseite; standardmäßig der Katalog in der Sprache der Seite.',
        example: '/de/catalog',
      },
    },
  },
};
