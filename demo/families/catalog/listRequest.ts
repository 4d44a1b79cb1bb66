/**
 * What a list address asks for (decision 009, spec 000 §2): the `filter` JSON of
 * src/api/listQuery.ts merged with the fallback form's own parameters (`Brands=3`,
 * `ProductAttributes.1=101`, `Price.min=`), and only the values the demo understands. The
 * canonical address of that request is what listQueryString writes, plus page extras.
 */
import {
  canonicalFilter,
  type Filters,
  type ListQuery,
  listQueryString,
  parseListQuery,
} from '../../../src/api/listQuery';

export const SORTS = ['relevance', 'price-asc', 'price-desc', 'name-asc', 'newest'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 24;
export const DISPLAYS = ['grid', 'table'] as const;
export type Display = (typeof DISPLAYS)[number];
/** The variation attributes offered as facets: colour (1) and size (2). */
export const FACET_ATTRIBUTE_IDS = [1, 2] as const;

export interface PriceBounds {
  min?: number;
  max?: number;
}

const ids = (values: string[]): number[] =>
  values.map((value) => Number.parseInt(value, 10)).filter(Number.isFinite);

const amount = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

/** The fallback facet form's parameters as a filter (decision 009: form style). */
export function formFilter(params: URLSearchParams): Filters {
  const filter: Filters = {};
  for (const type of ['Brands', 'Categories']) {
    const values = ids(params.getAll(type));
    if (values.length) filter[type] = values;
  }
  const attributes: Record<string, number[]> = {};
  for (const id of FACET_ATTRIBUTE_IDS) {
    const values = ids(params.getAll(`ProductAttributes.${id}`));
    if (values.length) attributes[id] = values;
  }
  if (Object.keys(attributes).length) filter.ProductAttributes = attributes;
  const price: PriceBounds = {};
  const min = amount(params.get('Price.min'));
  const max = amount(params.get('Price.max'));
  if (min !== undefined) price.min = min;
  if (max !== undefined) price.max = max;
  if (Object.keys(price).length) filter.Price = price;
  return filter;
}

const idList = (value: Filters[string]): number[] => (Array.isArray(value) ? value : []);

/** Both filters together: ids united, the form's price bounds winning over the JSON's. */
export function mergeFilters(json: Filters, form: Filters): Filters {
  const merged: Filters = {};
  for (const type of ['Brands', 'Categories']) {
    merged[type] = [...idList(json[type]), ...idList(form[type])];
  }
  const attributes: Record<string, number[]> = {};
  const jsonAttributes = json.ProductAttributes;
  const formAttributes = form.ProductAttributes;
  for (const id of FACET_ATTRIBUTE_IDS) {
    const from = (source: Filters[string]) =>
      source && !Array.isArray(source) && !('min' in source || 'max' in source)
        ? ((source as Record<string, number[]>)[id] ?? [])
        : [];
    attributes[id] = [...from(jsonAttributes), ...from(formAttributes)];
  }
  merged.ProductAttributes = attributes;
  const price = { ...priceOf(json), ...priceOf(form) };
  if (price.min !== undefined && price.max !== undefined && price.min > price.max) {
    merged.Price = { min: price.max, max: price.min };
  } else {
    merged.Price = price;
  }
  return canonicalFilter(merged);
}

/** The price bounds of a filter (`Price: {min, max}`), or none. */
export function priceOf(filter: Filters): PriceBounds {
  const value = filter.Price;
  if (!value || Array.isArray(value)) return {};
  const bounds: PriceBounds = {};
  const { min, max } = value as { min?: unknown; max?: unknown };
  if (typeof min === 'number' && min >= 0) bounds.min = min;
  if (typeof max === 'number' && max >= 0) bounds.max = max;
  return bounds;
}

const oneOf = <T extends string | number>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/**
 * The list request of an address: known filter types and values only; defaults (relevance,
 * 24 per page, grid) left out so that one list has one address.
 */
export function readListQuery(search: string): ListQuery {
  const parsed = parseListQuery(search);
  const query: ListQuery = {
    filter: mergeFilters(parsed.filter, formFilter(new URLSearchParams(search))),
  };
  if (oneOf(DISPLAYS, parsed.display) && parsed.display !== 'grid') query.display = parsed.display;
  if (oneOf(PAGE_SIZES, parsed.pageSize) && parsed.pageSize !== DEFAULT_PAGE_SIZE)
    query.pageSize = parsed.pageSize;
  if (oneOf(SORTS, parsed.sort) && parsed.sort !== 'relevance') query.sort = parsed.sort;
  if (parsed.q?.trim()) query.q = parsed.q.trim();
  if (parsed.pageIndex) query.pageIndex = parsed.pageIndex;
  return query;
}

export const sortOf = (query: ListQuery): Sort =>
  oneOf(SORTS, query.sort) ? query.sort : 'relevance';
export const displayOf = (query: ListQuery): Display =>
  query.display === 'table' ? 'table' : 'grid';
export const pageSizeOf = (query: ListQuery): number => query.pageSize ?? DEFAULT_PAGE_SIZE;

/**
 * The canonical query string: listQueryString's, with page-specific parameters (the tag page's
 * `entityName`, spec 001 §2) slotted in alphabetically.
 */
export function listSearch(query: ListQuery, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(listQueryString(query));
  for (const [name, value] of Object.entries(extra)) params.append(name, value);
  params.sort();
  return params.toString();
}
