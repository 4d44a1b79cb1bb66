import type { WidgetText } from '../../types';

/** it: the catalogue’s widgets (lists, search, home), and each of their attributes (see ../it.ts). */
export const catalog: Record<string, WidgetText> = {
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
  'customer-reference-search': {
    summary:
      'Ricerca di un prodotto tramite il codice personale del cliente (da due caratteri); ' +
      'scegliere un risultato apre la scheda del prodotto.',
    attributes: {},
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
};
