import type { WidgetText } from '../../types';

/** es: the cart page's widgets, and each of their attributes (see ../es.ts). */
export const cart: Record<string, WidgetText> = {
  'cart-items': {
    summary:
      'Las líneas de la página de la cesta: cantidad de cada artículo, eliminación tras confirmar, totales recalculados en cada cambio y la cesta de la cabecera al día en todas las pestañas. Si está vacío, carga él mismo las líneas.',
    attributes: {
      'data-src': {
        description: 'Ruta del fragmento de las líneas bajo la ruta del idioma.',
        example: 'widget/shoppingcartitems',
      },
      'data-debounce': {
        description:
          'Milisegundos entre la última pulsación de menos o más y el envío: pulsaciones seguidas envían un solo cambio.',
        example: '400',
      },
    },
  },
};
