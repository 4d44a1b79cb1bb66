import type { WidgetText } from '../../types';

/** fr: the news widgets, and each of their attributes (see ../fr.ts). */
export const news: Record<string, WidgetText> = {
  'news-calendar': {
    summary:
      'Calendrier des actualités : les jours qui ont des articles sont des liens ; un jour choisi affiche ses articles dans la liste voisine, les flèches changent de mois sans recharger la page. Au clavier, les flèches passent d’un jour à l’autre et Entrée ouvre le jour.',
    attributes: {
      'data-category-ids': {
        description:
          'Les numéros des rubriques dont les articles sont montrés, entre crochets et séparés par des virgules.',
        example: '[1,2]',
      },
      'data-display-children': {
        description: 'Montrer aussi les articles des sous-rubriques (non par défaut).',
        example: 'false',
      },
      'data-posts-per-page': {
        description: 'Le nombre d’articles affichés dans la liste d’un jour (3 par défaut).',
        example: '3',
      },
      'data-month': {
        description: 'Le mois affiché au départ (1 à 12) ; le mois en cours si rien n’est indiqué.',
        example: '11',
      },
      'data-year': {
        description: 'L’année du mois affiché au départ ; l’année en cours si rien n’est indiqué.',
        example: '2026',
      },
      'data-list-id': {
        description:
          'L’identifiant de l’élément qui reçoit les articles du jour choisi ; sans lui, un jour ouvre sa propre page.',
        example: 'news-list',
      },
    },
  },
};
