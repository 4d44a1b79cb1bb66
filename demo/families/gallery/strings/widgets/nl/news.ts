import type { WidgetText } from '../../types';

/** nl: the news widgets, and each of their attributes (see ../nl.ts). */
export const news: Record<string, WidgetText> = {
  'news-calendar': {
    summary:
      'Nieuwskalender: de dagen met berichten zijn links; een gekozen dag toont zijn berichten in de lijst ernaast, de pijlen wisselen van maand zonder de pagina te herladen. Met het toetsenbord gaan de pijltoetsen van dag tot dag en opent Enter de dag.',
    attributes: {
      'data-category-ids': {
        description:
          'De nummers van de rubrieken waarvan de berichten getoond worden, tussen vierkante haken en gescheiden door komma’s.',
        example: '[1,2]',
      },
      'data-display-children': {
        description: 'Ook de berichten van de subrubrieken tonen (standaard niet).',
        example: 'false',
      },
      'data-posts-per-page': {
        description: 'Het aantal berichten in de lijst van een dag (standaard 3).',
        example: '3',
      },
      'data-month': {
        description:
          'De maand die eerst getoond wordt (1 tot 12); de huidige maand als niets is ingevuld.',
        example: '11',
      },
      'data-year': {
        description:
          'Het jaar van de maand die eerst getoond wordt; het huidige jaar als niets is ingevuld.',
        example: '2026',
      },
      'data-list-id': {
        description:
          'De id van het element dat de berichten van de gekozen dag krijgt; zonder id opent een dag zijn eigen pagina.',
        example: 'news-list',
      },
    },
  },
};
