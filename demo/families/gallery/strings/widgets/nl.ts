import type { WidgetText } from '../types';
import { cart } from './nl/cart';
import { cartOptions } from './nl/cartOptions';
import { catalog } from './nl/catalog';
import { product } from './nl/product';
import { shipping } from './nl/shipping';
import { site } from './nl/site';

/** The editors’ manual in Dutch: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
  ...cart,
  ...cartOptions,
  ...catalog,
  ...product,
  ...shipping,
  ...site,
};
