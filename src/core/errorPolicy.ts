/**
 * The error policy of spec 000 §8 (decisions 003, 014), in two halves:
 * - `reportProblem`, for calls that leave failures to the policy: core/http decides *what*
 *   happened, and the one dialogs port (core/dialogs, wired in boot.ts) shows it, so http
 *   stays free of React and the UI chunk loads only when an error is first shown;
 * - `classifyFailure` / `failureMessage`, for callers that show their own errors
 *   (`policy: false`; spec 001 §8): an abort says nothing (a newer request, or the widget went
 *   away), a 401 opens the login modal, anything else is a sentence for the shopper: the
 *   server's own Message when it sent one, else the caller's fallback key. A network failure
 *   says Manager.NetworkError, and so does a call that outlived the time limit (decision 047);
 *   a malformed answer (already logged by the parser) the fallback.
 * It travels with core/http, never in the entry script.
 */
import { dialogs } from './dialogs';
import { HttpError, isAbort, isTimeout } from './http';

export type HttpProblem =
  | { kind: 'login'; returnUrl: string }
  | { kind: 'not-found'; url: string }
  | { kind: 'aborted'; url: string }
  | { kind: 'timeout'; url: string }
  | { kind: 'unknown'; url: string; status: number };

/**
 * Applies the policy: 401 opens the login modal, 404 is logged, status 0 or an abort is a
 * warning, any other status opens the generic error modal; so does a call that got no answer
 * within the time limit (decision 047: the shopper waited, and must learn it failed).
 */
export function reportProblem(problem: HttpProblem): void {
  if (problem.kind === 'not-found') console.error(`[vitrine] 404 not found: ${problem.url}`);
  else if (problem.kind === 'aborted') console.warn(`[vitrine] request aborted: ${problem.url}`);
  else if (problem.kind === 'login') dialogs.login(problem.returnUrl);
  else {
    if (problem.kind === 'timeout') console.warn(`[vitrine] no answer in time: ${problem.url}`);
    dialogs.error('Manager.UnknowsErrors');
  }
}

export type Failure = { kind: 'silent' } | { kind: 'login' } | { kind: 'message'; message: string };

export interface FailureOptions {
  /** Translation key (or text) said when there is no better sentence; Core.ErrorServer by default. */
  fallback?: string;
  /**
   * Whose Message is shown: any refusal's (default); only a 4xx refusal's ('client': a 5xx
   * Message may be a stack trace); none ('none': the specification fixes the sentence).
   */
  serverMessage?: 'any' | 'client' | 'none';
  /** What a network failure (status 0) or a timeout says; Manager.NetworkError unless given. */
  network?: string;
}

function messageOf(error: HttpError, which: FailureOptions['serverMessage']): string | undefined {
  if (which === 'none' || (which === 'client' && error.response.status >= 500)) return undefined;
  const message = (error.response.data as { Message?: unknown } | null | undefined)?.Message;
  return typeof message === 'string' && message.trim() ? message : undefined;
}

/** What a failure means for the shopper; nothing is shown here. */
export function classifyFailure(error: unknown, options: FailureOptions = {}): Failure {
  const fallback = options.fallback ?? 'Core.ErrorServer';
  if (isAbort(error)) return { kind: 'silent' };
  if (error instanceof HttpError) {
    if (error.response.status === 401) return { kind: 'login' };
    return {
      kind: 'message',
      message: messageOf(error, options.serverMessage ?? 'any') ?? fallback,
    };
  }
  // fetch rejects with a TypeError when the network fails; with our TimeoutError when the
  // answer did not come in time: to the shopper both are "no answer, try again".
  if (error instanceof TypeError || isTimeout(error))
    return { kind: 'message', message: options.network ?? 'Manager.NetworkError' };
  return { kind: 'message', message: fallback };
}

/**
 * Classifies a failure and opens the login modal for a 401 (through the one dialogs port),
 * coming back to `returnUrl` (default: this page). Returns the sentence to show, if any.
 */
export function failureMessage(
  error: unknown,
  options: FailureOptions & { returnUrl?: string } = {},
): string | undefined {
  const failure = classifyFailure(error, options);
  if (failure.kind === 'login')
    dialogs.login(options.returnUrl ?? location.pathname + location.search);
  return failure.kind === 'message' ? failure.message : undefined;
}
