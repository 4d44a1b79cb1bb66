import type { WidgetText } from '../types';
import { cart } from './de/cart';
import { catalog } from './de/catalog';
import { product } from './de/product';
import { site } from './de/site';

/** The editors’ manual in German: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = { ...cart, ...catalog, ...product, ...site };
