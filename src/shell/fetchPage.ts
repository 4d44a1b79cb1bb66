/**
 * Fetches a page for the shell with the platform's fetch (no HTTP library in the entry), and keeps a
 * small prefetch cache: hover or focus intent fetches a page once; a click within the time
 * to live reuses the answer, or the request still in flight. An address that answered 401 or 404
 * to a prefetch is not prefetched again on this page (issue 10 §4): a signed-in page asked by an
 * anonymous visitor stays refused, and the browser would log each refusal. A basket change
 * forgets every prefetched page: the basket page (or a checkout) fetched while the shopper tabbed
 * past its link would otherwise show the basket as it was before "Add to cart".
 */
import { on } from '../core/events';
import { PREFETCH_MAX_ENTRIES, PREFETCH_TTL_MS } from './constants';

export interface PageAnswer {
  status: number;
  /** The final address, after redirects. */
  url: string;
  contentType: string;
  html: string;
}

export interface FetchOptions {
  signal?: AbortSignal;
  /** no-cache class and Back/Forward: revalidate with the server (spec 000 §4, §7). */
  noCache?: boolean;
  purpose?: 'prefetch';
}

export async function fetchPage(url: string, options: FetchOptions = {}): Promise<PageAnswer> {
  const headers: Record<string, string> = { Accept: 'text/html, application/xhtml+xml' };
  if (options.purpose) headers['X-Purpose'] = options.purpose;
  const response = await fetch(url, {
    headers,
    credentials: 'same-origin',
    cache: options.noCache ? 'no-cache' : 'default',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return {
    status: response.status,
    url: response.url || url,
    contentType: response.headers.get('Content-Type') ?? '',
    html: await response.text(),
  };
}

interface Entry {
  time: number;
  answer: Promise<PageAnswer>;
}

const cache = new Map<string, Entry>();
/** Addresses whose prefetch answered 401 or 404: not asked again until a visit loads the page. */
const refused = new Set<string>();
const REFUSED_STATUSES = new Set([401, 404]);

const key = (url: string) => url.split('#')[0] ?? url;

/** Starts (or reuses) a prefetch of a page; undefined for an address that refused one. */
export function prefetch(url: string, now = Date.now()): Promise<PageAnswer> | undefined {
  if (refused.has(key(url))) return undefined;
  const existing = cache.get(key(url));
  if (existing && now - existing.time < PREFETCH_TTL_MS) return existing.answer;
  const answer = fetchPage(url, { purpose: 'prefetch' });
  // Deleted first so a refreshed entry moves to the end: the Map order is the eviction order.
  cache.delete(key(url));
  cache.set(key(url), { time: now, answer });
  answer.then(
    ({ status }) => {
      if (REFUSED_STATUSES.has(status)) refused.add(key(url));
    },
    () => {
      // Only this request's own entry: a newer prefetch of the same page may have replaced it.
      if (cache.get(key(url))?.answer === answer) cache.delete(key(url));
    },
  );
  while (cache.size > PREFETCH_MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
  return answer;
}

/** A prefetched answer still fresh for this address, taken out of the cache (used once). */
export function takePrefetched(url: string, now = Date.now()): Promise<PageAnswer> | undefined {
  const entry = cache.get(key(url));
  cache.delete(key(url));
  return entry && now - entry.time < PREFETCH_TTL_MS ? entry.answer : undefined;
}

export function clearPrefetched(): void {
  cache.clear();
  refused.clear();
}

on('vitrine:basket-changed', clearPrefetched);
