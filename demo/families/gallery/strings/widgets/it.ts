import type { WidgetText } from '../types';

/** The editors’ manual in Italian: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
  'banner-slider': {
    summary:
      'Striscia di banner (immagini o video), ciascuno con un titolo e un pulsante. Scorre da ' +
      'sola solo se è indicato un intervallo, e si ferma appena il visitatore ci passa sopra con ' +
      'il mouse o ci entra con la tastiera.',
    attributes: {
      'data-slides': {
        description:
          'I banner in ordine: immagine o video, testo alternativo, titolo, testo, pulsante e il suo link.',
        example:
          '[{"image": "/media/saldi.jpg", "alt": "", "heading": "Saldi invernali", "cta": "Approfittane", "href": "/it/catalog"}]',
      },
      'data-interval': {
        description:
          'Tempo tra due banner, in millisecondi; senza di esso la striscia non scorre mai da sola.',
        example: '6000',
      },
      'data-fade': {
        description: 'Passa da un banner all’altro in dissolvenza invece di farli scorrere.',
        example: 'true',
      },
      'data-muted': {
        description:
          'Toglie l’audio ai video (i browser avviano da soli solo i video senza audio).',
        example: 'false',
      },
    },
  },
  'basket-summary': {
    summary:
      'Il carrello dell’intestazione: numero di articoli e importo, aggiornati in tutte le schede.',
    attributes: {
      'data-basket-url': {
        description:
          'Indirizzo della pagina del carrello; di norma quella della lingua della pagina.',
        example: '/it/shoppingcarts',
      },
      'data-amount': {
        description:
          'Importo accanto al numero di articoli: IVA inclusa (incl), IVA esclusa (excl) o nessuno (none).',
        example: 'excl',
      },
    },
  },
  'brand-carousel': {
    summary:
      'Carosello dei loghi delle marche, ciascuno collegato alla pagina della sua marca, con i ' +
      'pulsanti precedente e successivo; si può anche scorrere con il dito.',
    attributes: {
      'data-brands': {
        description: 'Le marche: nome nell’indirizzo (slug), nome mostrato e indirizzo del logo.',
        example: '[{"slug": "altavetta", "name": "Altavetta", "logo": "/media/brand/1.svg"}]',
      },
    },
  },
  'category-list': {
    summary:
      'Elenco di categorie espandibile: ogni categoria con sottocategorie riceve un pulsante per ' +
      'mostrarle o nasconderle, e la pagina corrente è segnalata.',
    attributes: {
      'data-toggle-label': {
        description:
          'Nome del pulsante per i lettori di schermo; {{name}} è sostituito dal nome della categoria.',
        example: 'Sottocategorie di {{name}}',
      },
    },
  },
  'cookie-consent': {
    summary:
      'Banner di consenso ai cookie e finestra delle preferenze per categoria. Ogni pulsante con ' +
      'l’attributo data-consent-open riapre le preferenze.',
    attributes: {
      'data-policy-url': {
        description:
          'Pagina dell’informativa sulla privacy, collegata dal banner: un percorso del sito o un indirizzo https.',
        example: '/it/about#cookies',
      },
      'data-on-accept': {
        description:
          'Nome di una funzione JavaScript della pagina, chiamata quando almeno una categoria è accettata.',
        example: 'shop.onConsentAccepted',
      },
      'data-on-decline': {
        description:
          'Nome di una funzione JavaScript della pagina, chiamata quando tutte le categorie sono rifiutate.',
        example: 'shop.onConsentDeclined',
      },
      'data-position': {
        description:
          'Posizione del banner: in basso (bottom) o in alto (top) sullo schermo, oppure in questo punto della pagina (inline).',
        example: 'top',
      },
    },
  },
  'cookie-law-bar': {
    summary:
      'Semplice avviso sui cookie con un pulsante «Ho capito», per i negozi senza cookie ' +
      'facoltativi; altrimenti usate cookie-consent.',
    attributes: {
      'data-policy-url': {
        description:
          'Pagina della cookie policy, collegata dall’avviso: un percorso del sito o un indirizzo https.',
        example: '/it/about#cookies',
      },
      'data-position': {
        description:
          'Posizione dell’avviso: in basso (bottom) o in alto (top) sullo schermo, oppure in questo punto della pagina (inline).',
        example: 'inline',
      },
    },
  },
  'country-selector': {
    summary:
      'Scelta del paese del visitatore, che stabilisce le imposte applicate ai prezzi; dopo il ' +
      'cambio la pagina si ricarica.',
    attributes: {
      'data-countries': {
        description: 'I paesi proposti, in codici di due lettere maiuscole.',
        example: '["BE", "FR", "LU"]',
      },
      'data-current': {
        description: 'Il paese attuale del visitatore, in codice di due lettere maiuscole.',
        example: 'FR',
      },
    },
  },
  'currency-selector': {
    summary:
      'Scelta della valuta dei prezzi. Se il carrello è già in un’altra valuta, il visitatore ' +
      'conferma prima il cambio.',
    attributes: {
      'data-currencies': {
        description: 'Le valute proposte, in codici di tre lettere maiuscole.',
        example: '["EUR", "CHF"]',
      },
      'data-current': {
        description: 'La valuta attuale; di norma quella delle impostazioni della pagina.',
        example: 'EUR',
      },
    },
  },
  'customer-reference-search': {
    summary:
      'Ricerca di un prodotto tramite il codice personale del cliente (da due caratteri); ' +
      'scegliere un risultato apre la scheda del prodotto.',
    attributes: {},
  },
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
  'filter-panel': {
    summary:
      'Pannello dei filtri dell’elenco di prodotti: ogni scelta ricarica l’elenco, subito o dopo ' +
      'una breve attesa. Sugli schermi piccoli parte chiuso.',
    attributes: {
      'data-refresh-on-click': {
        description:
          'Ricarica l’elenco appena un valore è selezionato o deselezionato, senza attesa.',
        example: 'true',
      },
      'data-auto-submit-delay': {
        description:
          'Tempo tra l’ultima modifica e l’invio automatico dei filtri, in millisecondi.',
        example: '500',
      },
      'data-collapse-below': {
        description: 'Larghezza dello schermo in pixel fino alla quale il pannello parte chiuso.',
        example: '1024',
      },
      'data-category-id': {
        description:
          'Il numero della categoria di cui caricare i filtri quando il pannello è vuoto.',
        example: '12',
      },
      'data-brand-id': {
        description: 'Il numero della marca di cui caricare i filtri quando il pannello è vuoto.',
        example: '3',
      },
    },
  },
  'language-links': {
    summary:
      'Link alle altre lingue: ciascuno porta alla stessa pagina nella sua lingua, con i filtri ' +
      'scelti.',
    attributes: {},
  },
  'list-controls': {
    summary:
      'Ordinamento, prodotti per pagina e visualizzazione a griglia o a elenco: una modifica ' +
      'ricarica l’elenco senza pulsante OK.',
    attributes: {},
  },
  'list-tracking': {
    summary:
      'Misurazione del pubblico di un elenco di prodotti (Google Analytics 4): i prodotti visti e ' +
      'il prodotto aperto.',
    attributes: {
      'data-list-name': {
        description: 'Il nome dell’elenco nei rapporti, per esempio il nome della categoria.',
        example: 'Scarpe',
      },
      'data-list-id': {
        description: 'L’identificativo dell’elenco nei rapporti.',
        example: 'category-12',
      },
    },
  },
  'main-navigation': {
    summary:
      'Navigazione principale dell’intestazione: sullo smartphone un pulsante Menu apre un ' +
      'pannello con le categorie, le lingue, il paese e la valuta; su schermo grande le ' +
      'sottocategorie si aprono al passaggio del mouse o con la tastiera, e le categorie che ' +
      'non stanno sulla riga passano sotto «Altro».',
    attributes: {
      'data-large-from': {
        description:
          'Larghezza dello schermo, in pixel, da cui l’intestazione prende la forma desktop; al di ' +
          'sotto, il pulsante Menu.',
        example: '992',
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
  'sale-countdown': {
    summary:
      'Conto alla rovescia di una promozione: giorni, ore, minuti e secondi rimanenti, con la ' +
      'data di fine. Scompare una volta passata la fine.',
    attributes: {
      'data-end': {
        description: 'La fine della promozione: data e ora in formato ISO, con il fuso orario.',
        example: '2026-12-31T23:59:00+01:00',
      },
      'data-format': {
        description:
          'Come scrivere la data di fine, con DD, MM, YYYY, HH e mm; di norma giorno, mese e anno nell’ordine della lingua.',
        example: 'DD/MM/YYYY HH:mm',
      },
      'data-on-end': {
        description:
          'Nome di una funzione JavaScript della pagina, chiamata alla fine invece di ricaricare la pagina.',
        example: 'shop.onSaleEnd',
      },
    },
  },
  'scroll-in': {
    summary:
      'Fa apparire un contenuto con delicatezza quando arriva sullo schermo; subito per i ' +
      'visitatori che riducono le animazioni.',
    attributes: {
      'data-animation': {
        description:
          'L’entrata: dissolvenza (fade), dissolvenza salendo (fade-up) o leggero ingrandimento (zoom).',
        example: 'zoom',
      },
      'data-delay': {
        description:
          'Attesa prima dell’entrata, in millisecondi (al massimo 2000), per scaglionare blocchi vicini.',
        example: '200',
      },
    },
  },
  'search-box': {
    summary:
      'Campo di ricerca che suggerisce prodotti da due caratteri; senza JavaScript il modulo ' +
      'semplice resta utilizzabile.',
    attributes: {
      'data-action': {
        description:
          'Indirizzo della pagina dei risultati; di norma il catalogo della lingua della pagina.',
        example: '/it/catalog',
      },
    },
  },
  'social-share': {
    summary:
      'Pulsanti per condividere la pagina (social network, e-mail e copia del link), con il suo ' +
      'indirizzo del momento.',
    attributes: {
      'data-show-labels': {
        description: 'Mostra il nome dei social network accanto alle loro icone.',
        example: 'true',
      },
      'data-keep-params': {
        description:
          'I parametri dell’indirizzo mantenuti nel link condiviso; gli altri vengono tolti.',
        example: '["variant", "color"]',
      },
      'data-popup-width': {
        description: 'Larghezza della finestra di condivisione, in pixel (da 200 a 1600).',
        example: '700',
      },
      'data-popup-height': {
        description: 'Altezza della finestra di condivisione, in pixel (da 200 a 1200).',
        example: '600',
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
    },
  },
};
