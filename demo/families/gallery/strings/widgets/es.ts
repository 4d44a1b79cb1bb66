import type { WidgetText } from '../types';
import { cart } from './es/cart';
import { catalog } from './es/catalog';
import { product } from './es/product';
import { site } from './es/site';

/** The editors’ manual in Spanish: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = { ...cart, ...catalog, ...product, ...site };
