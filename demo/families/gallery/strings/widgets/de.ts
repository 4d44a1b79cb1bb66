import type { WidgetText } from '../types';

/** The editors’ manual in German: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
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
  'customer-reference-search': {
    summary:
      'Suche nach einem Produkt über die eigene Referenz des Kunden (ab zwei Zeichen); die Wahl ' +
      'eines Treffers öffnet die Produktseite.',
    attributes: {},
  },
  'customer-reference-update': {
    summary:
      'Feld, in dem der Kunde seine eigene Referenz für eine Produktvariante speichert; die ' +
      'Antwort erscheint als Benachrichtigung oder in einem Fenster.',
    attributes: {
      'data-product-id': {
        description: 'Die Nummer des Produkts.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'Die Nummer der angezeigten Variante.',
        example: '100101',
      },
      'data-reference': {
        description: 'Die bereits gespeicherte Referenz; leer, wenn es noch keine gibt.',
        example: 'MEINE-REF-12',
      },
      'data-max-length': {
        description: 'Die höchste Zeichenzahl der Referenz.',
        example: '30',
      },
      'data-display': {
        description:
          'Wo die Antwort erscheint: in einer kurzen Benachrichtigung (growl) oder einem Fenster, das sich selbst schließt (dialog).',
        example: 'dialog',
      },
      'data-update-url': {
        description:
          'Eine andere Speicheradresse unter dem Pfad der Anwendung, ohne Schrägstrich am Anfang.',
        example: 'api/v1/catalog/customerref/update',
      },
    },
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
  'language-links': {
    summary:
      'Links zu den anderen Sprachen: Jeder führt zur selben Seite in seiner Sprache, mit den ' +
      'gewählten Filtern.',
    attributes: {},
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
  'number-stepper': {
    summary: 'Minus- und Plus-Schaltflächen um ein Zahlenfeld (Mengen, Formulare).',
    attributes: {
      'data-non-negative': {
        description: 'Verbietet Werte unter null: Die Minus-Schaltfläche wird bei 0 deaktiviert.',
        example: 'true',
      },
    },
  },
  pagination: {
    summary:
      'Seiten der Liste: die erste, die letzte, die Nachbarn der aktuellen Seite, zurück und ' +
      'weiter. Ausgeblendet, wenn es nur eine Seite gibt.',
    attributes: {
      'data-page': {
        description: 'Die aktuelle Seite, ab 1 gezählt.',
        example: '3',
      },
      'data-pages': {
        description: 'Die Gesamtzahl der Seiten.',
        example: '12',
      },
      'data-inner-window': {
        description: 'Wie viele Seiten auf jeder Seite der aktuellen Seite erscheinen.',
        example: '3',
      },
      'data-small-inner-window': {
        description: 'Wie viele Seiten auf kleinen Bildschirmen auf jeder Seite erscheinen.',
        example: '1',
      },
      'data-small-below': {
        description: 'Bildschirmbreite in Pixeln, unter der ein Bildschirm als klein gilt.',
        example: '640',
      },
    },
  },
  'product-gallery': {
    summary: 'Produktfotos: das Hauptfoto mit Zoom, die Vorschaubilder und eine Vollbildansicht.',
    attributes: {
      'data-title': {
        description: 'Der Name des Produkts (und seiner Farbe), Titel der Vollbildansicht.',
        example: 'Sandale Kodiak, schwarz',
      },
      'data-images': {
        description: 'Die Fotos der Reihe nach: Adresse und Alternativtext jedes Fotos.',
        example: '[{"src": "/media/product/1005/0.jpg", "alt": "Sandale Kodiak, Vorderansicht"}]',
      },
      'data-width': {
        description: 'Breite der Fotos in Pixeln, damit ihr Platz beim Laden frei bleibt.',
        example: '800',
      },
      'data-height': {
        description: 'Höhe der Fotos in Pixeln, damit ihr Platz beim Laden frei bleibt.',
        example: '800',
      },
    },
  },
  'product-variations': {
    summary:
      'Wahl der Variante (Farbe, Größe …), Menge, Preis und Schaltfläche „In den Warenkorb“ der ' +
      'Produktseite.',
    attributes: {
      'data-product-id': {
        description: 'Die Nummer des Produkts.',
        example: '1035',
      },
      'data-name': {
        description:
          'Der Name des Produkts, mit der Bestellung gesendet und in der Bestätigung gezeigt.',
        example: 'Leichte Jacke Summit',
      },
      'data-variant': {
        description:
          'Die zuerst gezeigte Variante, wie der Shop sie beschreibt; weitere Felder sind erlaubt.',
        example:
          '{"ProductId": 1035, "ProductVariantId": 103501, "SKU": "CR-17165-01", "CurrencyCode": "EUR", "UnitPriceTaxIncl": 139.95}',
      },
      'data-attributes': {
        description: 'Die wählbaren Merkmale (Farbe, Größe …) mit ihren Werten.',
        example:
          '[{"ProductAttributeId": 2, "Value": "Größe", "VariationDisplayTypeValue": "Button", "ProductAttributeValuesViewModel": [{"ProductAttributeValueId": 213, "DisplayValue": "S", "IsUnavailable": false}]}]',
      },
      'data-quantity': {
        description: 'Die Mengenregel: Minimum, Schrittweite und Maximum (0 für kein Maximum).',
        example: '{"min": 1, "step": 1, "max": 10}',
      },
      'data-tracking': {
        description: 'Die Produktdaten für die Reichweitenmessung: Kennung, Marke und Kategorie.',
        example: '{"item_id": "1035", "item_brand": "Estrellino", "item_category": "Jacken"}',
      },
      'data-origin': {
        description:
          'Die mit der Bestellung gesendete Herkunft, zum Beispiel die Seite des Hinzufügens.',
        example: 'product-page',
      },
      'data-in-address': {
        description:
          'Schreibt die gewählte Variante in die Adresse der Seite (?variant=); false in der Schnellansicht.',
        example: 'false',
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
  'variant-fragment': {
    summary:
      'Block der Produktseite, der neu lädt, wenn der Besucher eine andere Variante wählt ' +
      '(Bestand, Staffelpreise, Fotos …).',
    attributes: {
      'data-src': {
        description:
          'Der Pfad des Blocks unter dem Pfad der Anwendung, ohne Schrägstrich am Anfang.',
        example: 'widget/catalog/StockByWarehouse',
      },
      'data-product-id': {
        description: 'Die Nummer des Produkts.',
        example: '1035',
      },
      'data-product-variant-id': {
        description: 'Die Nummer der Variante, für die der Block geschrieben wurde.',
        example: '103501',
      },
      'data-params': {
        description:
          'Feste Parameter, die bei jedem Laden mitgesendet werden: Namen und Werte (Text, Zahl, true oder false).',
        example: '{"displayAllActiveWarehouses": false}',
      },
    },
  },
  'viewer-360': {
    summary:
      '360°-Ansicht eines Produkts: Die Bilder drehen sich von selbst, und der Besucher dreht sie ' +
      'mit Finger, Maus oder Tastatur.',
    attributes: {
      'data-src': {
        description:
          'Die Adresse der Bilder, in der {frame} durch die Nummer jedes Bildes ersetzt wird (0, 1, 2 …).',
        example: '/media/product/12/spin/{frame}.jpg',
      },
      'data-frames': {
        description: 'Die Anzahl der Bilder einer vollen Drehung (von 2 bis 360).',
        example: '36',
      },
      'data-interval': {
        description: 'Zeit zwischen zwei Bildern bei der automatischen Drehung, in Millisekunden.',
        example: '80',
      },
      'data-name': {
        description: 'Der Name des Produkts, der die Ansicht für Screenreader benennt.',
        example: 'Sandale Kodiak',
      },
    },
  },
  'wishlist-button': {
    summary:
      'Schaltfläche zum Hinzufügen zu einer Wunsch- oder Geburtsliste: Sie öffnet die ' +
      'Listenauswahl, oder die Anmeldung für nicht angemeldete Besucher.',
    attributes: {
      'data-product-id': {
        description: 'Die Nummer des Produkts.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'Die Nummer der angezeigten Variante.',
        example: '100101',
      },
      'data-kind': {
        description:
          'Die angebotenen Listen: Wunschlisten (wishlist) oder Geburtslisten (birthlist).',
        example: 'birthlist',
      },
      'data-popup-url': {
        description:
          'Eine andere Adresse für das Fenster der Listenauswahl; die Variantennummer wird angehängt.',
        example: '/de/catalog/wishlist/popup',
      },
      'data-item': {
        description:
          'Die Produktdaten für die Reichweitenmessung, wenn die Antwort des Shops keine liefert.',
        example: '{"item_name": "Sandale Kodiak", "item_id": "1005", "price": 49.95}',
      },
    },
  },
  'wishlist-count': {
    summary:
      'Link in der Kopfzeile zur Wunschliste, mit der Anzahl der Produkte, nach jedem ' +
      'Hinzufügen aktualisiert.',
    attributes: {
      'data-wishlist-url': {
        description: 'Adresse der Wunschlistenseite; standardmäßig die der Sprache der Seite.',
        example: '/de/catalog/wishlist/list',
      },
    },
  },
};
