import type { WidgetText } from '../types';
import { cart } from './it/cart';
import { catalog } from './it/catalog';
import { product } from './it/product';
import { site } from './it/site';

/** The editors’ manual in Italian: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = { ...cart, ...catalog, ...product, ...site };
