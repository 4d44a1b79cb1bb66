import type { WidgetText } from '../types';
import { cart } from './nl/cart';
import { catalog } from './nl/catalog';
import { product } from './nl/product';
import { site } from './nl/site';

/** The editors’ manual in Dutch: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = { ...cart, ...catalog, ...product, ...site };
