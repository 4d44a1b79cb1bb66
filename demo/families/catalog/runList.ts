/**
 * One product list answer (decision 009): the base set filtered by the address, sorted, cut
 * into the requested page (clamped to the pages there are), with the facets of the base set.
 */
import type { ListQuery } from '../../../src/api/listQuery';
import type { Product } from '../../data/catalog/types';
import { computeFacets, type FacetOptions, type Facets } from './facets';
import { pageSizeOf, sortOf } from './listRequest';
import { matches, selectionOf } from './matching';
import { sortProducts } from './sorting';

export interface ListResult {
  /** The products of the current page. */
  items: Product[];
  /** Products matching the filters, every page. */
  total: number;
  /** 1-based, clamped to 1..pages. */
  page: number;
  pages: number;
  pageSize: number;
  facets: Facets;
  /** The query as answered: pageIndex clamped. */
  query: ListQuery;
}

export function runList(base: Product[], query: ListQuery, options: FacetOptions): ListResult {
  const selection = selectionOf(query.filter);
  const found = base.filter((product) => matches(product, selection, options.currency));
  const sorted = sortProducts(found, sortOf(query), options.culture);
  const pageSize = pageSizeOf(query);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(Math.max(1, query.pageIndex ?? 1), pages);
  const answered: ListQuery = { ...query };
  if (page > 1) answered.pageIndex = page;
  else delete answered.pageIndex;
  return {
    items: sorted.slice((page - 1) * pageSize, page * pageSize),
    total: sorted.length,
    page,
    pages,
    pageSize,
    facets: computeFacets(base, selection, options),
    query: answered,
  };
}
