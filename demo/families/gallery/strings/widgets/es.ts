import type { WidgetText } from '../types';
import { cart } from './es/cart';
import { cartOptions } from './es/cartOptions';
import { catalog } from './es/catalog';
import { product } from './es/product';
import { shipping } from './es/shipping';
import { site } from './es/site';

/** The editors’ manual in Spanish: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
  ...cart,
  ...cartOptions,
  ...catalog,
  ...product,
  ...shipping,
  ...site,
};
