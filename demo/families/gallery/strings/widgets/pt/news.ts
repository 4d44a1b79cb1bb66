import type { WidgetText } from '../../types';

/** pt: the news widgets, and each of their attributes (see ../pt.ts). */
export const news: Record<string, WidgetText> = {
  'news-calendar': {
    summary:
      'Calendário de notícias: os dias com artigos são ligações; um dia escolhido mostra os seus artigos na lista ao lado e as setas mudam de mês sem recarregar a página. Com o teclado, as setas passam de um dia para outro e Enter abre o dia.',
    attributes: {
      'data-category-ids': {
        description:
          'Os números das rubricas cujos artigos são mostrados, entre parênteses retos e separados por vírgulas.',
        example: '[1,2]',
      },
      'data-display-children': {
        description: 'Mostrar também os artigos das sub-rubricas (não, por predefinição).',
        example: 'false',
      },
      'data-posts-per-page': {
        description: 'O número de artigos na lista de um dia (3 por predefinição).',
        example: '3',
      },
      'data-month': {
        description: 'O mês mostrado no início (1 a 12); o mês atual se nada for indicado.',
        example: '11',
      },
      'data-year': {
        description: 'O ano do mês mostrado no início; o ano atual se nada for indicado.',
        example: '2026',
      },
      'data-list-id': {
        description:
          'O identificador do elemento que recebe os artigos do dia escolhido; sem ele, um dia abre a sua própria página.',
        example: 'news-list',
      },
    },
  },
};
