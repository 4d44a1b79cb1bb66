/**
 * Where a list's products come from: the whole catalogue (and search, spec 000 §2
 * `{culture}/catalog?q=`), a category with its subcategories, a brand, or a tag (spec 001 §2
 * tag search page). `q` narrows any of them.
 */
import { categories, onSale, products } from '../../data/catalog';
import type { Brand, Category, Culture, Product } from '../../data/catalog/types';
import { inCategory } from './matching';
import { searchProducts } from './search';

/** Tags derived from the catalogue; the address keeps the English slug. */
export const TAGS = ['new', 'bestsellers', 'sale'] as const;
export type Tag = (typeof TAGS)[number];
export const tagKey: Record<Tag, string> = {
  new: 'Catalog.TagNew',
  bestsellers: 'Catalog.TagBestsellers',
  sale: 'Catalog.TagSale',
};
export const isTag = (value: string): value is Tag => (TAGS as readonly string[]).includes(value);

/** How many products the `new` and `bestsellers` tags hold. */
const TAG_SIZE = 24;

export type ListSource =
  | { kind: 'catalog' }
  | { kind: 'category'; category: Category }
  | { kind: 'brand'; brand: Brand }
  | { kind: 'tag'; tag: Tag };

function tagged(tag: Tag): Product[] {
  switch (tag) {
    case 'new':
      return [...products]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, TAG_SIZE);
    case 'bestsellers':
      return [...products].sort((a, b) => b.popularity - a.popularity).slice(0, TAG_SIZE);
    case 'sale':
      // The products on sale, their old price struck through (issue 10 §4).
      return products.filter(onSale);
  }
}

export function baseProducts(source: ListSource, q: string | undefined, culture: Culture) {
  const all = (() => {
    switch (source.kind) {
      case 'category':
        return products.filter((p) => inCategory(p, source.category.id));
      case 'brand':
        return products.filter((p) => p.brandId === source.brand.id);
      case 'tag':
        return tagged(source.tag);
      default:
        return products;
    }
  })();
  if (!q) return all;
  const found = new Set(searchProducts(q, culture).map((product) => product.id));
  return all.filter((product) => found.has(product.id));
}

/** The Categories facet: subcategories on a category page, main categories elsewhere. */
export function categoryOptions(source: ListSource): Category[] {
  if (source.kind === 'category')
    return categories.filter((category) => category.parentId === source.category.id);
  return categories.filter((category) => category.parentId === null);
}
