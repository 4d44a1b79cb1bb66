import type { WidgetText } from '../../types';

/** fr: the cart page's widgets, and each of their attributes (see ../fr.ts). */
export const cart: Record<string, WidgetText> = {
  'cart-items': {
    summary:
      'Les lignes de la page panier : quantité de chaque article, suppression après confirmation, totaux recalculés à chaque changement et panier de l’en-tête tenu à jour dans tous les onglets. Vide, il charge les lignes du panier lui-même.',
    attributes: {
      'data-src': {
        description: 'Chemin du fragment des lignes sous le chemin de la langue.',
        example: 'widget/shoppingcartitems',
      },
      'data-debounce': {
        description:
          'Millisecondes entre le dernier appui sur moins ou plus et l’envoi : des appuis de suite font un seul envoi.',
        example: '400',
      },
    },
  },
};
