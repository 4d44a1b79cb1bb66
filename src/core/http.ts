/**
 * The one HTTP client of the bundle (docs/architecture.md §5, spec 000 §7, §8), on the platform's
 * fetch: base paths from the page settings, the anti-forgery header on unsafe methods, abort
 * by key, a time limit on every call, and the error policy. A caller that handles failures
 * itself passes `policy: false`.
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

/**
 * How long a call may go unanswered, body included, before it fails (issue 16 §5; spec 000 §9
 * fixes only the chunks' 120 s): docs/decisions/047-request-timeout.md.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const inFlight = new Map<string, AbortController>();

/** A newer request or the caller gave up: nothing to tell the shopper. */
export const isAbort = (error: unknown): boolean =>
  (error as { name?: string })?.name === 'AbortError';

/** The call outlived REQUEST_TIMEOUT_MS: a failure the shopper is told of, never silent. */
export const isTimeout = (error: unknown): boolean =>
  (error as { name?: string })?.name === 'TimeoutError';

export function problemOf(error: unknown, url: string, returnUrl?: string): HttpProblem {
  if (isTimeout(error)) return { kind: 'timeout', url };
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

/** The body's text, or the signal's reason as soon as it aborts (a body may stall too). */
function textOf(response: Response, signal: AbortSignal): Promise<string> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    response
      .text()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', stop));
  });
}

async function read(response: Response, type: 'json' | 'text', signal: AbortSignal) {
  const text = await textOf(response, signal);
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
  // Three may end it: a newer request with the same key, the caller (a widget unmounting), and
  // the time limit. A timer of our own rather than AbortSignal.timeout: it is cleared as soon as
  // the answer is read, and the tests' fake clocks drive it (decision 047).
  const timeout = new AbortController();
  const timer = setTimeout(
    () =>
      timeout.abort(new DOMException(`no answer within ${REQUEST_TIMEOUT_MS} ms`, 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  );
  const signals = [timeout.signal, controller?.signal, options.signal].filter(
    (s): s is AbortSignal => Boolean(s),
  );
  const signal = signals.length > 1 ? AbortSignal.any(signals) : timeout.signal;
  try {
    const response = await fetch(url, {
      method,
      headers,
      body: body(options.data, headers) ?? null,
      credentials: 'same-origin',
      signal,
    });
    const answer: HttpAnswer<T> = {
      url: response.url || url,
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      data: (await read(response, responseType, signal)) as T,
    };
    if (!response.ok) throw new HttpError(answer, url);
    return answer;
  } catch (error) {
    if (policy) reportProblem(problemOf(error, url, returnUrl));
    throw error;
  } finally {
    clearTimeout(timer);
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
