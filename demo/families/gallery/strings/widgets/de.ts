import type { WidgetText } from '../types';
import { catalog } from './de/catalog';
import { product } from './de/product';
import { shipping } from './de/shipping';
import { site } from './de/site';

/** The editors’ manual in German: what each widget and each of its attributes is for. */
export const widgets: Record<string, WidgetText> = { ...catalog, ...product, ...site, ...shipping };
