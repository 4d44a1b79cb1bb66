/**
 * What the shopper is told when a wishlist call fails (calls made with `policy: false`):
 * a 401 opens the login modal (spec 000 §8) and is reported as handled; otherwise the
 * server's own text (spec 001 §8: the server Message; spec 000 §8: its status text), else a
 * translated fallback. An abort (a newer choice) says nothing.
 */
import { reportProblem } from '../../../src/core/errorPolicy';
import { HttpError, isAbort } from '../../../src/core/http';

export type Failure = { kind: 'handled' } | { kind: 'message'; message: string };

export function failureOf(
  error: unknown,
  returnUrl: string,
  fallback = 'Core.ErrorServer',
): Failure {
  if (isAbort(error)) return { kind: 'handled' };
  if (error instanceof HttpError) {
    if (error.response.status === 401) {
      reportProblem({ kind: 'login', returnUrl });
      return { kind: 'handled' };
    }
    const message = (error.response.data as { Message?: unknown } | null)?.Message;
    if (typeof message === 'string' && message.trim()) return { kind: 'message', message };
    return { kind: 'message', message: fallback };
  }
  if (error instanceof TypeError) return { kind: 'message', message: 'Manager.NetworkError' };
  // A malformed answer: already logged by parseAnswer.
  return { kind: 'message', message: fallback };
}

/**
 * The page to come back to after signing in: this page with `?openWishlist={variantId}` (or
 * `openBirthlist`), so the dialog the shopper asked for opens by itself (spec 000 §2).
 */
export function returnUrlFor(kind: 'wishlist' | 'birthlist', variantId: number): string {
  const url = new URL(location.href);
  url.searchParams.delete('openWishlist');
  url.searchParams.delete('openBirthlist');
  url.searchParams.set(kind === 'birthlist' ? 'openBirthlist' : 'openWishlist', String(variantId));
  return `${url.pathname}${url.search}${url.hash}`;
}
