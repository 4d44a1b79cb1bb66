/**
 * Product list addresses (spec 000 §2, §7; issue 4): display, pageSize, pageindex, sort,
 * filter (a JSON object keyed by filter type; ProductAttributes keyed by attribute id with
 * lists of value ids) and q. The query string is canonical — sorted keys, sorted unique ids,
 * no empty filter — so one filter set has one address, and Back finds it again.
 */
export type FilterIds = number[];
export interface Filters {
  [type: string]:
    | FilterIds
    | Record<string, FilterIds>
    | { min?: number; max?: number }
    | undefined;
}

export interface ListQuery {
  display?: string;
  pageSize?: number;
  /** 1-based. */
  pageIndex?: number;
  sort?: string;
  q?: string;
  filter: Filters;
}

const sortedIds = (ids: unknown): FilterIds =>
  [...new Set((Array.isArray(ids) ? ids : []).map(Number).filter(Number.isFinite))].sort(
    (a, b) => a - b,
  );

/** The filter object with sorted keys and ids and without empty entries. */
export function canonicalFilter(filter: Filters): Filters {
  const result: Filters = {};
  for (const type of Object.keys(filter).sort()) {
    const value = filter[type];
    if (Array.isArray(value)) {
      const ids = sortedIds(value);
      if (ids.length) result[type] = ids;
    } else if (value && typeof value === 'object') {
      const range = value as { min?: unknown; max?: unknown };
      if ('min' in range || 'max' in range) {
        const bounds: { min?: number; max?: number } = {};
        if (Number.isFinite(Number(range.min)) && range.min !== undefined)
          bounds.min = Number(range.min);
        if (Number.isFinite(Number(range.max)) && range.max !== undefined)
          bounds.max = Number(range.max);
        if (Object.keys(bounds).length) result[type] = bounds;
        continue;
      }
      const nested: Record<string, FilterIds> = {};
      for (const key of Object.keys(value).sort(
        (a, b) => Number(a) - Number(b) || a.localeCompare(b),
      )) {
        const ids = sortedIds((value as Record<string, unknown>)[key]);
        if (ids.length) nested[key] = ids;
      }
      if (Object.keys(nested).length) result[type] = nested;
    }
  }
  return result;
}

function parseFilter(raw: string | null): Filters {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? canonicalFilter(parsed as Filters)
      : {};
  } catch {
    return {};
  }
}

const positive = (raw: string | null): number | undefined => {
  const value = Number.parseInt(raw ?? '', 10);
  return value > 0 ? value : undefined;
};

export function parseListQuery(search: string): ListQuery {
  const params = new URLSearchParams(search);
  const query: ListQuery = { filter: parseFilter(params.get('filter')) };
  const display = params.get('display');
  const sort = params.get('sort');
  const q = params.get('q');
  const pageSize = positive(params.get('pageSize'));
  const pageIndex = positive(params.get('pageindex'));
  if (display) query.display = display;
  if (sort) query.sort = sort;
  if (q) query.q = q;
  if (pageSize) query.pageSize = pageSize;
  if (pageIndex && pageIndex > 1) query.pageIndex = pageIndex;
  return query;
}

/** The canonical query string (without '?'); parameters in alphabetical order. */
export function listQueryString(query: ListQuery): string {
  const entries: Array<[string, string]> = [];
  if (query.display) entries.push(['display', query.display]);
  const filter = canonicalFilter(query.filter);
  if (Object.keys(filter).length) entries.push(['filter', JSON.stringify(filter)]);
  if (query.pageSize) entries.push(['pageSize', String(query.pageSize)]);
  if (query.pageIndex && query.pageIndex > 1) entries.push(['pageindex', String(query.pageIndex)]);
  if (query.q) entries.push(['q', query.q]);
  if (query.sort) entries.push(['sort', query.sort]);
  return new URLSearchParams(entries).toString();
}

/**
 * The list after a change. spec 000 §2: pageindex is removed when the page size or the filters
 * change (the old page may not exist any more); a new sort or display keeps the page.
 */
export function changeList(current: ListQuery, change: Partial<ListQuery>): ListQuery {
  const next: ListQuery = { ...current, ...change, filter: change.filter ?? current.filter };
  const filterChanged =
    change.filter !== undefined &&
    JSON.stringify(canonicalFilter(change.filter)) !==
      JSON.stringify(canonicalFilter(current.filter));
  const sizeChanged = change.pageSize !== undefined && change.pageSize !== current.pageSize;
  if ((filterChanged || sizeChanged) && change.pageIndex === undefined) delete next.pageIndex;
  return next;
}

/** The address of a list after a change, from the current address. */
export function listUrl(currentHref: string, change: Partial<ListQuery>): string {
  const url = new URL(currentHref);
  const search = listQueryString(changeList(parseListQuery(url.search), change));
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
