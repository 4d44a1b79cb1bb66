import type { WidgetText } from '../../types';

/** de: the news widgets, and each of their attributes (see ../de.ts). */
export const news: Record<string, WidgetText> = {
  'news-calendar': {
    summary:
      'Nachrichtenkalender: Tage mit Beiträgen sind Links; ein gewählter Tag zeigt seine Beiträge in der Liste daneben, die Pfeile wechseln den Monat, ohne die Seite neu zu laden. Mit der Tastatur wechseln die Pfeiltasten von Tag zu Tag, und die Eingabetaste öffnet den Tag.',
    attributes: {
      'data-category-ids': {
        description:
          'Die Nummern der Rubriken, deren Beiträge gezeigt werden, in eckigen Klammern und durch Kommas getrennt.',
        example: '[1,2]',
      },
      'data-display-children': {
        description: 'Auch die Beiträge der Unterrubriken zeigen (standardmäßig nicht).',
        example: 'false',
      },
      'data-posts-per-page': {
        description: 'Die Zahl der Beiträge in der Liste eines Tages (standardmäßig 3).',
        example: '3',
      },
      'data-month': {
        description: 'Der zuerst gezeigte Monat (1 bis 12); ohne Angabe der aktuelle Monat.',
        example: '11',
      },
      'data-year': {
        description: 'Das Jahr des zuerst gezeigten Monats; ohne Angabe das aktuelle Jahr.',
        example: '2026',
      },
      'data-list-id': {
        description:
          'Die ID des Elements, das die Beiträge des gewählten Tages erhält; ohne sie öffnet ein Tag seine eigene Seite.',
        example: 'news-list',
      },
    },
  },
};
