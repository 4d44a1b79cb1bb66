import type { WidgetText } from '../types';
import { cart } from './fr/cart';
import { cartOptions } from './fr/cartOptions';
import { catalog } from './fr/catalog';
import { product } from './fr/product';
import { shipping } from './fr/shipping';
import { site } from './fr/site';

/** The editors’ manual in French: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
  ...cart,
  ...cartOptions,
  ...catalog,
  ...product,
  ...shipping,
  ...site,
};
