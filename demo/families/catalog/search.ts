import { brands, categories, products } from '../../data/catalog';
import type { Culture, Product } from '../../data/catalog/types';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Products whose name, brand or reference contain every word of the query (accent-insensitive). */
export function searchProducts(query: string, culture: Culture): Product[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return byPopularity(products);
  return byPopularity(
    products.filter((product) => {
      const brand = brands.find((b) => b.id === product.brandId)?.name ?? '';
      const haystack = fold(`${product.name[culture]} ${brand} ${product.customerSku}`);
      return words.every((word) => haystack.includes(word));
    }),
  );
}

/** A category's products, its subcategories' included. */
export function categoryProducts(categoryId: number): Product[] {
  const ids = new Set([
    categoryId,
    ...categories.filter((c) => c.parentId === categoryId).map((c) => c.id),
  ]);
  return byPopularity(products.filter((product) => ids.has(product.categoryId)));
}

export const byPopularity = (list: Product[]) =>
  [...list].sort((a, b) => b.popularity - a.popularity);
