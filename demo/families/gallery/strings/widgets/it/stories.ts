import type { WidgetText } from '../../types';

/** The editors’ manual in Italian: the blog, masonry, ticker and zoomable image widgets (issue 15). */
export const stories: Record<string, WidgetText> = {
  'blog-scroller': {
    summary:
      'Elenco di articoli del blog sfogliato articolo per articolo: pulsanti precedente e successivo, ' +
      'tasti J e K; l’indirizzo della pagina segue l’articolo mostrato.',
    attributes: {
      'data-offset': {
        description:
          'Spazio lasciato sopra l’articolo portato sullo schermo, in pixel (per un’intestazione fissa).',
        example: '80',
      },
    },
  },
  masonry: {
    summary:
      'Elenco di foto o schede in colonne di altezze diverse, senza buchi, nell’ordine di lettura; ' +
      'nulla si sposta mentre le immagini si caricano.',
    attributes: {
      'data-column-width': {
        description: 'Larghezza minima di una colonna, in pixel: tante colonne quante ne stanno.',
        example: '220',
      },
      'data-gap': {
        description: 'Spazio tra gli elementi, in pixel.',
        example: '12',
      },
    },
  },
  ticker: {
    summary:
      'Nastro di notizie brevi che scorre senza fine, con un pulsante di pausa; si ferma al passaggio ' +
      'del mouse e resta fermo per chi riduce le animazioni.',
    attributes: {
      'data-speed': {
        description: 'Velocità di scorrimento, in pixel al secondo.',
        example: '50',
      },
    },
  },
  'zoom-images': {
    summary:
      'Foto che si aprono in grande in una finestra con miniature, foto precedente e successiva, e ' +
      'zoom con la rotellina, con due dita, da tastiera o con i pulsanti.',
    attributes: {
      'data-title': {
        description: 'Titolo della finestra delle foto (il nome dell’articolo o della galleria).',
        example: 'Foto: Tre giorni sulle creste del Vercors',
      },
    },
  },
};
