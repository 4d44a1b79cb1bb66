import type { WidgetText } from '../types';
import { cart } from './de/cart';
import { cartOptions } from './de/cartOptions';
import { catalog } from './de/catalog';
import { product } from './de/product';
import { shipping } from './de/shipping';
import { site } from './de/site';

/** The editors’ manual in German: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
  ...cart,
  ...cartOptions,
  ...catalog,
  ...product,
  ...shipping,
  ...site,
};
