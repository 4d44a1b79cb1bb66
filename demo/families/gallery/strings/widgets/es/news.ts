import type { WidgetText } from '../../types';

/** es: the news widgets, and each of their attributes (see ../es.ts). */
export const news: Record<string, WidgetText> = {
  'news-calendar': {
    summary:
      'Calendario de noticias: los días con artículos son enlaces; un día elegido muestra sus artículos en la lista de al lado y las flechas cambian de mes sin recargar la página. Con el teclado, las flechas pasan de un día a otro e Intro abre el día.',
    attributes: {
      'data-category-ids': {
        description:
          'Los números de las secciones cuyos artículos se muestran, entre corchetes y separados por comas.',
        example: '[1,2]',
      },
      'data-display-children': {
        description: 'Mostrar también los artículos de las subsecciones (no por defecto).',
        example: 'false',
      },
      'data-posts-per-page': {
        description: 'El número de artículos de la lista de un día (3 por defecto).',
        example: '3',
      },
      'data-month': {
        description:
          'El mes que se muestra al principio (1 a 12); el mes actual si no se indica nada.',
        example: '11',
      },
      'data-year': {
        description:
          'El año del mes que se muestra al principio; el año actual si no se indica nada.',
        example: '2026',
      },
      'data-list-id': {
        description:
          'El identificador del elemento que recibe los artículos del día elegido; sin él, un día abre su propia página.',
        example: 'news-list',
      },
    },
  },
};
