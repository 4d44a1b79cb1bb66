import type { WidgetText } from '../../types';

/** de: the cart page's widgets, and each of their attributes (see ../de.ts). */
export const cart: Record<string, WidgetText> = {
  'cart-items': {
    summary:
      'Die Zeilen der Warenkorbseite: Menge jedes Artikels, Entfernen nach Bestätigung, Summen bei jeder Änderung neu berechnet und der Warenkorb in der Kopfzeile in allen Tabs aktuell. Ist er leer, lädt er die Zeilen selbst.',
    attributes: {
      'data-src': {
        description: 'Pfad des Zeilenfragments unter dem Pfad der Sprache.',
        example: 'widget/shoppingcartitems',
      },
      'data-debounce': {
        description:
          'Millisekunden zwischen letztem Druck auf Minus oder Plus und dem Senden: Drucke in Folge senden einmal.',
        example: '400',
      },
    },
  },
};
