/**
 * The one HTTP client of the bundle (docs/architecture.md §5, spec 000 §7, §8), on the platform's
 * fetch: base paths from the page settings, the anti-forgery header on unsafe methods, abort
 * by key, and the error policy. A caller that handles failures itself passes `policy: false`.
 * Why not axios: docs/decisions/006-fetch-instead-of-axios.md (21 kB gzip on every page).
 */
import { type HttpProblem, reportProblem } from './errorPolicy';
import { appUrl } from './paths';
import { pageSettings } from './settings';

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: string;
  /** A plain object or array is sent as JSON; FormData, URLSearchParams and strings as they are. */
  data?: unknown;
  /** Query parameters, added to the address. */
  params?: Params;
  headers?: Record<string, string>;
  /** json (default): parsed when the answer is JSON; text: the body as it is. */
  responseType?: 'json' | 'text';
  /** A new request with the same key aborts the one in flight (variations, suggestions…). */
  abortKey?: string;
  /** false: the caller handles every failure; the policy of spec 000 §8 is skipped. */
  policy?: boolean;
  /** Where a 401 sends the shopper back after login (default: the current page). */
  returnUrl?: string;
  signal?: AbortSignal;
}

export interface HttpAnswer<T> {
  /** The final address, after redirects. */
  url: string;
  status: number;
  statusText: string;
  headers: Headers;
  data: T;
}

/** A non-2xx answer; `response` carries its status and body. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly response: HttpAnswer<unknown>,
    readonly url: string,
  ) {
    super(`${response.status} ${response.statusText} for ${url}`);
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const inFlight = new Map<string, AbortController>();

export const isAbort = (error: unknown): boolean =>
  (error as { name?: string })?.name === 'AbortError';

export function problemOf(error: unknown, url: string, returnUrl?: string): HttpProblem {
  if (!(error instanceof HttpError)) return { kind: 'aborted', url };
  const { status } = error.response;
  if (status === 401)
    return { kind: 'login', returnUrl: returnUrl ?? location.pathname + location.search };
  if (status === 404) return { kind: 'not-found', url };
  return { kind: 'unknown', url, status };
}

/** The full address of a request: a path under the app path, a site-root path or a full URL. */
export function address(path: string, params: Params = {}): string {
  // '//host' is another site, not a path: it goes through appUrl like any relative path.
  const url = new URL(/^https?:|^\/(?!\/)/.test(path) ? path : appUrl(path), location.href);
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.href;
}

function body(data: unknown, headers: Headers): BodyInit | undefined {
  if (data === undefined) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof URLSearchParams ||
    data instanceof Blob
  ) {
    return data;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(data);
}

async function read(response: Response, type: 'json' | 'text'): Promise<unknown> {
  const text = await response.text();
  if (type === 'text' || !text) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a request to {app}/path; resolves with status, headers and data. */
export async function send<T>(path: string, options: RequestOptions = {}): Promise<HttpAnswer<T>> {
  const { abortKey, policy = true, returnUrl, responseType = 'json' } = options;
  const method = (options.method ?? 'GET').toUpperCase();
  const url = address(path, options.params);
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', ...options.headers });
  const token = pageSettings().antiForgeryToken;
  // The token is for this site only (docs/architecture.md §5).
  const sameOrigin = new URL(url).origin === location.origin;
  if (UNSAFE.has(method) && token && sameOrigin) headers.set('RequestVerificationToken', token);
  let controller: AbortController | undefined;
  if (abortKey) {
    inFlight.get(abortKey)?.abort();
    controller = new AbortController();
    inFlight.set(abortKey, controller);
  }
  // Both may abort: a newer request with the same key, and the caller (a widget unmounting).
  const signals = [controller?.signal, options.signal].filter((s): s is AbortSignal => Boolean(s));
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: body(options.data, headers) ?? null,
      credentials: 'same-origin',
      ...(signal ? { signal } : {}),
    });
    const answer: HttpAnswer<T> = {
      url: response.url || url,
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      data: (await read(response, responseType)) as T,
    };
    if (!response.ok) throw new HttpError(answer, url);
    return answer;
  } catch (error) {
    if (policy) reportProblem(problemOf(error, url, returnUrl));
    throw error;
  } finally {
    if (abortKey && inFlight.get(abortKey) === controller) inFlight.delete(abortKey);
  }
}

export const request = async <T>(path: string, options?: RequestOptions): Promise<T> =>
  (await send<T>(path, options)).data;
export const get = <T>(path: string, options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'GET' });
export const post = <T>(path: string, data?: unknown, options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'POST', data });
export const put = <T>(path: string, data?: unknown, options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'PUT', data });
export const del = <T>(path: string, options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'DELETE' });
