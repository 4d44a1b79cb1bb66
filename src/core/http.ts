/**
 * The one axios instance (ARCHITECTURE.md §5, spec 000 §7, §8): base path from the page
 * settings, the anti-forgery header on unsafe methods, abort by key, and the error policy.
 * A caller that handles failures itself passes `policy: false`.
 */
import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { type HttpProblem, reportProblem } from './errorPolicy';
import { appUrl } from './paths';
import { pageSettings } from './settings';

export interface RequestOptions extends AxiosRequestConfig {
  /** A new request with the same key aborts the one in flight (variations, suggestions…). */
  abortKey?: string;
  /** false: the caller handles every failure; the policy of spec 000 §8 is skipped. */
  policy?: boolean;
  /** Where a 401 sends the shopper back after login (default: the current page). */
  returnUrl?: string;
}

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);
const inFlight = new Map<string, AbortController>();

export const http = axios.create({ headers: { 'X-Requested-With': 'XMLHttpRequest' } });

http.interceptors.request.use((config) => {
  if (UNSAFE.has((config.method ?? 'get').toLowerCase())) {
    const token = pageSettings().antiForgeryToken;
    if (token) config.headers.set('RequestVerificationToken', token);
  }
  return config;
});

export function problemOf(error: unknown, url: string, returnUrl?: string): HttpProblem {
  if (axios.isCancel(error) || !axios.isAxiosError(error) || !error.response) {
    return { kind: 'aborted', url };
  }
  const { status } = error.response;
  if (status === 401)
    return { kind: 'login', returnUrl: returnUrl ?? location.pathname + location.search };
  if (status === 404) return { kind: 'not-found', url };
  return { kind: 'unknown', url, status };
}

export function isAbort(error: unknown): boolean {
  return axios.isCancel(error);
}

/** Sends a request to {app}/path; resolves with the answer's data. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { abortKey, policy = true, returnUrl, ...config } = options;
  let controller: AbortController | undefined;
  if (abortKey) {
    inFlight.get(abortKey)?.abort();
    controller = new AbortController();
    inFlight.set(abortKey, controller);
  }
  const url = /^https?:|^\//.test(path) ? path : appUrl(path);
  try {
    const response: AxiosResponse<T> = await http.request<T>({
      url,
      ...config,
      ...(controller ? { signal: controller.signal } : {}),
    });
    return response.data;
  } catch (error) {
    if (policy) reportProblem(problemOf(error, url, returnUrl));
    throw error;
  } finally {
    if (abortKey && inFlight.get(abortKey) === controller) inFlight.delete(abortKey);
  }
}

export const get = <T>(path: string, options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'GET' });
export const post = <T>(path: string, data?: unknown, options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'POST', data });
export const put = <T>(path: string, data?: unknown, options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'PUT', data });
export const del = <T>(path: string, options?: RequestOptions) =>
  request<T>(path, { ...options, method: 'DELETE' });
