/**
 * Sections other families add to the product page (decision 016: through public.ts, never by
 * importing the product family's internals): e.g. the images an editor saved (issue 14). Each
 * renders below the product's layout, in the order added; one per name.
 */
import type { Product } from '../../data/catalog/types';
import type { PageContext } from '../../shared/context';

export type ProductSection = (ctx: PageContext, product: Product) => unknown;

const sections = new Map<string, ProductSection>();

/** Adds (or replaces) the section of that name. */
export function addProductSection(name: string, section: ProductSection): void {
  sections.set(name, section);
}

export const productSections = (ctx: PageContext, product: Product) =>
  [...sections.values()].map((section) => section(ctx, product));
