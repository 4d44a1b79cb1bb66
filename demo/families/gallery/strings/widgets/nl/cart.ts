import type { WidgetText } from '../../types';

/** nl: the cart page's widgets, and each of their attributes (see ../nl.ts). */
export const cart: Record<string, WidgetText> = {
  'cart-items': {
    summary:
      'De regels van de winkelmandpagina: aantal per artikel, verwijderen na bevestiging, totalen herberekend bij elke wijziging en het winkelmandje in de kop bijgewerkt in alle tabbladen. Leeg laadt het de regels zelf.',
    attributes: {
      'data-src': {
        description: 'Pad van het fragment met de regels, onder het pad van de taal.',
        example: 'widget/shoppingcartitems',
      },
      'data-debounce': {
        description:
          'Milliseconden tussen de laatste druk op min of plus en het verzenden: drukken na elkaar geven één verzending.',
        example: '400',
      },
    },
  },
};
