import type { WidgetText } from '../types';
import { cart } from './pt/cart';
import { catalog } from './pt/catalog';
import { product } from './pt/product';
import { site } from './pt/site';

/**
 * The editors’ manual in Portuguese (of Portugal): what each widget and each of its attributes
 * is for.
 */
export const widgets: Record<string, WidgetText> = { ...cart, ...catalog, ...product, ...site };
