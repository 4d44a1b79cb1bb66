import type { WidgetText } from '../../types';

/** pt: the cart page's widgets, and each of their attributes (see ../pt.ts). */
export const cart: Record<string, WidgetText> = {
  'cart-items': {
    summary:
      'As linhas da página do carrinho: quantidade de cada artigo, remoção após confirmação, totais recalculados a cada alteração e o carrinho do cabeçalho atualizado em todos os separadores. Vazio, carrega ele próprio as linhas.',
    attributes: {
      'data-src': {
        description: 'Caminho do fragmento das linhas sob o caminho do idioma.',
        example: 'widget/shoppingcartitems',
      },
      'data-debounce': {
        description:
          'Milissegundos entre o último toque em menos ou mais e o envio: toques seguidos enviam uma só alteração.',
        example: '400',
      },
    },
  },
};
