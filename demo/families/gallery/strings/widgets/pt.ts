import type { WidgetText } from '../types';
import { cart } from './pt/cart';
import { cartOptions } from './pt/cartOptions';
import { catalog } from './pt/catalog';
import { product } from './pt/product';
import { shipping } from './pt/shipping';
import { site } from './pt/site';

/**
 * The editors’ manual in Portuguese (of Portugal): what each widget and each of its attributes
 * is for.
 */
export const widgets: Record<string, WidgetText> = {
  ...cart,
  ...cartOptions,
  ...catalog,
  ...product,
  ...shipping,
  ...site,
};
