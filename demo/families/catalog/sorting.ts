/**
 * The list orders of the sort select (spec 000 §2 `sort`): relevance is popularity, names
 * compare in the page's language, newest is the date the product was added.
 */
import type { Culture, Product } from '../../data/catalog/types';
import type { Sort } from './listRequest';
import { listPrice } from './matching';

const byPopularity = (a: Product, b: Product) => b.popularity - a.popularity || a.id - b.id;

export function sortProducts(list: Product[], sort: Sort, culture: Culture): Product[] {
  const sorted = [...list];
  switch (sort) {
    case 'price-asc':
    case 'price-desc': {
      const sign = sort === 'price-asc' ? 1 : -1;
      return sorted.sort(
        (a, b) => sign * (listPrice(a, 'EUR') - listPrice(b, 'EUR')) || byPopularity(a, b),
      );
    }
    case 'name-asc': {
      const collator = new Intl.Collator(culture, { sensitivity: 'base', numeric: true });
      return sorted.sort(
        (a, b) => collator.compare(a.name[culture], b.name[culture]) || a.id - b.id,
      );
    }
    case 'newest':
      return sorted.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || byPopularity(a, b));
    default:
      return sorted.sort(byPopularity);
  }
}
