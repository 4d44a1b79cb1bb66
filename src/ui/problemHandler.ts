/** The UI side of the error policy (spec 000 §8): 401 opens the login modal, the rest the generic modal. */
import type { HttpProblem } from '../core/errorPolicy';
import { openLoginModal, showErrorModal } from './services';

export function handleProblem(problem: HttpProblem): void {
  if (problem.kind === 'login') openLoginModal(problem.returnUrl);
  else if (problem.kind === 'unknown') showErrorModal('Manager.UnknowsErrors');
}
