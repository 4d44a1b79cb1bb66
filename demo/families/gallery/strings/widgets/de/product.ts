import type { WidgetText } from '../../types';

/** de: the product page’s and wishlist widgets, and each of their attributes (see ../de.ts). */
export const product: Record<string, WidgetText> = {
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
      'data-prefetch': {
        description:
          'Setzen Sie false für einen nicht angemeldeten Besucher: Die Listenseite wird dann beim Überfahren nicht vorab geladen.',
        example: 'false',
      },
    },
  },
  'wishlist-page': {
    summary:
      'Seite der Wunsch- und Geburtslisten des Kunden: Die Wahl einer Liste zeigt ihre Artikel, ohne die Seite neu zu laden; dort ändert man die Wunschmengen, legt in den Warenkorb, entfernt einen Artikel, benennt, beschreibt oder löscht die Liste oder bestellt sie ganz.',
    attributes: {
      'data-list-item-url': {
        description:
          'Eine andere Adresse für die Artikel einer Liste; die Nummer der Liste wird angehängt.',
        example: '/de/catalog/wishlist/list_item',
      },
    },
  },
};
