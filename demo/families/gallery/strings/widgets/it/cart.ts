import type { WidgetText } from '../../types';

/** it: the cart page's widgets, and each of their attributes (see ../it.ts). */
export const cart: Record<string, WidgetText> = {
  'cart-items': {
    summary:
      'Le righe della pagina del carrello: quantità di ogni articolo, rimozione dopo conferma, totali ricalcolati a ogni modifica e carrello dell’intestazione aggiornato in tutte le schede. Se è vuoto, carica da sé le righe.',
    attributes: {
      'data-src': {
        description: 'Percorso del frammento delle righe sotto il percorso della lingua.',
        example: 'widget/shoppingcartitems',
      },
      'data-debounce': {
        description:
          'Millisecondi tra l’ultima pressione di meno o più e l’invio: più pressioni di seguito inviano una sola modifica.',
        example: '400',
      },
    },
  },
};
