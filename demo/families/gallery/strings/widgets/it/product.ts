import type { WidgetText } from '../../types';

/** it: the product page’s and wishlist widgets, and each of their attributes (see ../it.ts). */
export const product: Record<string, WidgetText> = {
  'customer-reference-update': {
    summary:
      'Campo in cui il cliente salva il proprio codice per una variante di prodotto; la risposta ' +
      'compare in una notifica o in una finestra.',
    attributes: {
      'data-product-id': {
        description: 'Il numero del prodotto.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'Il numero della variante mostrata.',
        example: '100101',
      },
      'data-reference': {
        description: 'Il codice già salvato; vuoto se non ce n’è ancora uno.',
        example: 'MIO-RIF-12',
      },
      'data-max-length': {
        description: 'Il numero massimo di caratteri del codice.',
        example: '30',
      },
      'data-display': {
        description:
          'Dove compare la risposta: in una breve notifica (growl) o in una finestra che si chiude da sola (dialog).',
        example: 'dialog',
      },
      'data-update-url': {
        description:
          'Un altro indirizzo di salvataggio, sotto il percorso dell’applicazione, senza barra iniziale.',
        example: 'api/v1/catalog/customerref/update',
      },
    },
  },
  'number-stepper': {
    summary: 'Pulsanti meno e più intorno a un campo numerico (quantità, moduli).',
    attributes: {
      'data-non-negative': {
        description: 'Vieta i valori sotto lo zero: il pulsante meno si disattiva a 0.',
        example: 'true',
      },
    },
  },
  pagination: {
    summary:
      'Pagine dell’elenco: la prima, l’ultima, le vicine della pagina corrente, precedente e ' +
      'successiva. Nascosta quando c’è una sola pagina.',
    attributes: {
      'data-page': {
        description: 'La pagina corrente, contando da 1.',
        example: '3',
      },
      'data-pages': {
        description: 'Il numero totale di pagine.',
        example: '12',
      },
      'data-inner-window': {
        description: 'Quante pagine mostrare da ogni lato della pagina corrente.',
        example: '3',
      },
      'data-small-inner-window': {
        description: 'Quante pagine mostrare da ogni lato sugli schermi piccoli.',
        example: '1',
      },
      'data-small-below': {
        description:
          'Larghezza dello schermo in pixel sotto la quale lo schermo conta come piccolo.',
        example: '640',
      },
    },
  },
  'product-gallery': {
    summary:
      'Foto del prodotto: la foto principale con lo zoom, le miniature e un ingrandimento a ' +
      'schermo intero.',
    attributes: {
      'data-title': {
        description: 'Il nome del prodotto (e del suo colore), titolo della vista ingrandita.',
        example: 'Sandalo Kodiak, nero',
      },
      'data-images': {
        description: 'Le foto in ordine: l’indirizzo e il testo alternativo di ciascuna.',
        example: '[{"src": "/media/product/1005/0.jpg", "alt": "Sandalo Kodiak, vista frontale"}]',
      },
      'data-width': {
        description:
          'Larghezza delle foto in pixel, per riservare il loro spazio durante il caricamento.',
        example: '800',
      },
      'data-height': {
        description:
          'Altezza delle foto in pixel, per riservare il loro spazio durante il caricamento.',
        example: '800',
      },
    },
  },
  'product-variations': {
    summary:
      'Scelta della variante (colore, taglia…), quantità, prezzo e pulsante di aggiunta al ' +
      'carrello della scheda prodotto.',
    attributes: {
      'data-product-id': {
        description: 'Il numero del prodotto.',
        example: '1035',
      },
      'data-name': {
        description: 'Il nome del prodotto, inviato con l’ordine e mostrato nella conferma.',
        example: 'Giacca leggera Summit',
      },
      'data-variant': {
        description:
          'La variante mostrata per prima, come la descrive il negozio; sono ammessi altri campi.',
        example:
          '{"ProductId": 1035, "ProductVariantId": 103501, "SKU": "CR-17165-01", "CurrencyCode": "EUR", "UnitPriceTaxIncl": 139.95}',
      },
      'data-attributes': {
        description: 'Le caratteristiche da scegliere (colore, taglia…) con i loro valori.',
        example:
          '[{"ProductAttributeId": 2, "Value": "Taglia", "VariationDisplayTypeValue": "Button", "ProductAttributeValuesViewModel": [{"ProductAttributeValueId": 213, "DisplayValue": "S", "IsUnavailable": false}]}]',
      },
      'data-quantity': {
        description: 'La regola della quantità: minimo, passo e massimo (0 per nessun massimo).',
        example: '{"min": 1, "step": 1, "max": 10}',
      },
      'data-tracking': {
        description:
          'I dati del prodotto per la misurazione del pubblico: identificativo, marca e categoria.',
        example: '{"item_id": "1035", "item_brand": "Estrellino", "item_category": "Giacche"}',
      },
      'data-origin': {
        description:
          'L’origine inviata con l’ordine, per esempio la pagina da cui parte l’aggiunta.',
        example: 'product-page',
      },
      'data-in-address': {
        description:
          'Scrive la variante scelta nell’indirizzo della pagina (?variant=); false in un’anteprima rapida.',
        example: 'false',
      },
    },
  },
  'variant-fragment': {
    summary:
      'Blocco della scheda prodotto che si ricarica quando il visitatore sceglie un’altra ' +
      'variante (disponibilità, prezzi a scaglioni, foto…).',
    attributes: {
      'data-src': {
        description:
          'Il percorso del blocco sotto il percorso dell’applicazione, senza barra iniziale.',
        example: 'widget/catalog/StockByWarehouse',
      },
      'data-product-id': {
        description: 'Il numero del prodotto.',
        example: '1035',
      },
      'data-product-variant-id': {
        description: 'Il numero della variante per cui il blocco è stato scritto.',
        example: '103501',
      },
      'data-params': {
        description:
          'Parametri fissi inviati a ogni caricamento: nomi e valori (testo, numero, true o false).',
        example: '{"displayAllActiveWarehouses": false}',
      },
    },
  },
  'viewer-360': {
    summary:
      'Vista a 360° di un prodotto: le immagini girano da sole, e il visitatore le fa girare con ' +
      'il dito, il mouse o la tastiera.',
    attributes: {
      'data-src': {
        description:
          'L’indirizzo delle immagini, dove {frame} è sostituito dal numero di ciascuna immagine (0, 1, 2…).',
        example: '/media/product/12/spin/{frame}.jpg',
      },
      'data-frames': {
        description: 'Il numero di immagini di un giro completo (da 2 a 360).',
        example: '36',
      },
      'data-interval': {
        description: 'Tempo tra due immagini durante la rotazione automatica, in millisecondi.',
        example: '80',
      },
      'data-name': {
        description: 'Il nome del prodotto, che dà il nome alla vista per i lettori di schermo.',
        example: 'Sandalo Kodiak',
      },
    },
  },
  'wishlist-button': {
    summary:
      'Pulsante per aggiungere a una lista dei desideri o lista nascita: apre la scelta della ' +
      'lista, o l’accesso per un visitatore che non ha effettuato l’accesso.',
    attributes: {
      'data-product-id': {
        description: 'Il numero del prodotto.',
        example: '1001',
      },
      'data-product-variant-id': {
        description: 'Il numero della variante mostrata.',
        example: '100101',
      },
      'data-kind': {
        description:
          'Le liste proposte: liste dei desideri (wishlist) o liste nascita (birthlist).',
        example: 'birthlist',
      },
      'data-popup-url': {
        description:
          'Un altro indirizzo per la finestra di scelta della lista; vi si aggiunge il numero della variante.',
        example: '/it/catalog/wishlist/popup',
      },
      'data-item': {
        description:
          'I dati del prodotto per la misurazione del pubblico, quando la risposta del negozio non li fornisce.',
        example: '{"item_name": "Sandalo Kodiak", "item_id": "1005", "price": 49.95}',
      },
    },
  },
  'wishlist-count': {
    summary:
      'Link dell’intestazione alla lista dei desideri, con il numero di prodotti, aggiornato dopo ' +
      'ogni aggiunta.',
    attributes: {
      'data-wishlist-url': {
        description:
          'Indirizzo della pagina della lista dei desideri; di norma quella della lingua della pagina.',
        example: '/it/catalog/wishlist/list',
      },
      'data-prefetch': {
        description:
          'Mettete false per un visitatore non connesso: la pagina delle liste non viene allora precaricata al passaggio del mouse.',
        example: 'false',
      },
    },
  },
  'wishlist-page': {
    summary:
      'Pagina delle liste dei desideri e delle liste nascita del cliente: scegliere una lista ne mostra i prodotti senza ricaricare la pagina; lì si cambiano le quantità desiderate, si aggiunge al carrello, si toglie un prodotto, si rinomina, si descrive, si elimina la lista o la si ordina tutta.',
    attributes: {
      'data-list-item-url': {
        description:
          'Un altro indirizzo per i prodotti di una lista; vi si aggiunge il numero della lista.',
        example: '/it/catalog/wishlist/list_item',
      },
    },
  },
};
