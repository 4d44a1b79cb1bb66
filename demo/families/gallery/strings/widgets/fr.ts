import type { WidgetText } from '../types';
import { catalog } from './fr/catalog';
import { product } from './fr/product';
import { shipping } from './fr/shipping';
import { site } from './fr/site';

/** The editors’ manual in French: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = { ...catalog, ...product, ...site, ...shipping };
