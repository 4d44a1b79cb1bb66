/**
 * The error policy of spec 000 §8 (decision 003): core/http decides *what* happened, and the
 * one dialogs port (core/dialogs, wired in boot.ts) shows it, so http stays free of React and
 * the UI chunk loads only when an error is first shown.
 */
import { dialogs } from './dialogs';

export type HttpProblem =
  | { kind: 'login'; returnUrl: string }
  | { kind: 'not-found'; url: string }
  | { kind: 'aborted'; url: string }
  | { kind: 'unknown'; url: string; status: number };

/**
 * Applies the policy: 401 opens the login modal, 404 is logged, status 0 or an abort is a
 * warning, any other status opens the generic error modal.
 */
export function reportProblem(problem: HttpProblem): void {
  if (problem.kind === 'not-found') console.error(`[vitrine] 404 not found: ${problem.url}`);
  else if (problem.kind === 'aborted') console.warn(`[vitrine] request aborted: ${problem.url}`);
  else if (problem.kind === 'login') dialogs.login(problem.returnUrl);
  else dialogs.error('Manager.UnknowsErrors');
}
