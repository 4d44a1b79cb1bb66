/**
 * What the page says after a change (spec 001 §8): a failure's server Message (or the
 * translated fallback) in an error toast, a 401 opens the login modal coming back here; a
 * success's Message in a success toast, which the toasts' live region announces.
 */
import { dialogs } from '../../../src/core/dialogs';
import { failureMessage } from '../../../src/core/errorPolicy';

export function sayFailure(error: unknown): void {
  const message = failureMessage(error);
  if (message) dialogs.toast({ kind: 'error', message });
}

export function saySuccess(message: string | undefined): void {
  if (message) dialogs.toast({ kind: 'success', message });
}

/** A control while its change is on its way: marked busy and not pressed twice. */
export async function whileBusy<T>(
  control: HTMLElement,
  task: () => Promise<T>,
): Promise<T | undefined> {
  if (control.getAttribute('aria-busy') === 'true') return undefined;
  control.setAttribute('aria-busy', 'true');
  try {
    return await task();
  } finally {
    control.removeAttribute('aria-busy');
  }
}

/** The confirm dialog of spec 000 §8 (Core.SureToDelete, Core.BtnBack, Core.BtnConfirm). */
export async function sureToDelete(): Promise<boolean> {
  try {
    return await dialogs.confirm({
      message: 'Core.SureToDelete',
      cancelLabel: 'Core.BtnBack',
      confirmLabel: 'Core.BtnConfirm',
    });
  } catch (error) {
    console.error('[vitrine] wishlist-page: the confirm dialog could not open', error);
    return false;
  }
}
