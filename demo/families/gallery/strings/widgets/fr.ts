import type { WidgetText } from '../types';
import { cart } from './fr/cart';
import { catalog } from './fr/catalog';
import { product } from './fr/product';
import { site } from './fr/site';

/** The editors’ manual in French: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = { ...cart, ...catalog, ...product, ...site };
