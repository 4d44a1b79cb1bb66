import type { WidgetText } from '../types';
import { cart } from './it/cart';
import { cartOptions } from './it/cartOptions';
import { catalog } from './it/catalog';
import { product } from './it/product';
import { shipping } from './it/shipping';
import { site } from './it/site';

/** The editors’ manual in Italian: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = {
  ...cart,
  ...cartOptions,
  ...catalog,
  ...product,
  ...shipping,
  ...site,
};
