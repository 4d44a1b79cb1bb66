import type { WidgetText } from '../../types';

/** it: the news widgets, and each of their attributes (see ../it.ts). */
export const news: Record<string, WidgetText> = {
  'news-calendar': {
    summary:
      'Calendario delle notizie: i giorni con articoli sono link; un giorno scelto mostra i suoi articoli nell’elenco accanto e le frecce cambiano mese senza ricaricare la pagina. Da tastiera, le frecce passano da un giorno all’altro e Invio apre il giorno.',
    attributes: {
      'data-category-ids': {
        description:
          'I numeri delle rubriche di cui si mostrano gli articoli, tra parentesi quadre e separati da virgole.',
        example: '[1,2]',
      },
      'data-display-children': {
        description:
          'Mostrare anche gli articoli delle sottorubriche (non per impostazione predefinita).',
        example: 'false',
      },
      'data-posts-per-page': {
        description:
          'Il numero di articoli nell’elenco di un giorno (3 per impostazione predefinita).',
        example: '3',
      },
      'data-month': {
        description:
          'Il mese mostrato all’inizio (da 1 a 12); il mese corrente se non è indicato nulla.',
        example: '11',
      },
      'data-year': {
        description:
          'L’anno del mese mostrato all’inizio; l’anno corrente se non è indicato nulla.',
        example: '2026',
      },
      'data-list-id': {
        description:
          'L’identificativo dell’elemento che riceve gli articoli del giorno scelto; senza, un giorno apre la sua pagina.',
        example: 'news-list',
      },
    },
  },
};
