/**
 * The imperative UI API: notifications, dialogs and the login modal. The React host that
 * renders them is a chunk of its own, loaded the first time something is shown
 * (issue 2 §2: UI chunks load only when first needed).
 */
import { loadChunk } from '../core/chunks';
import type { ConfirmOptions, Dialogs, FragmentOptions } from '../core/dialogs';
import { loginUrl } from '../core/paths';
import { closeDialog, type DialogItem, newId, type ToastItem, uiStore } from './store';

let host: Promise<unknown> | undefined;
const ensureHost = () => {
  host ??= loadChunk('ui host', () => import('./host'))
    .then((module) => module.mountHost())
    .catch((error: unknown) => {
      // Let the next dialog try again rather than fail for the rest of the page.
      host = undefined;
      throw error;
    });
  return host;
};

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

function openDialog(dialog: WithoutId<DialogItem>): void {
  const item = { ...dialog, id: newId() } as DialogItem;
  uiStore.setState((state) => ({ dialogs: [...state.dialogs, item] }));
  ensureHost().catch((error: unknown) => {
    // The dialog cannot show: forget it, and a confirmation counts as "no".
    console.error('[vitrine] the dialog could not be shown', error);
    closeDialog(item.id);
    if (item.type === 'confirm') item.resolve(false);
  });
}

/** Shows a notification in the polite live region; it goes away after a while. */
export function toast(item: Omit<ToastItem, 'id'>): void {
  ensureHost().catch((error: unknown) =>
    console.warn('[vitrine] a notification could not be shown', error),
  );
  uiStore.setState((state) => ({ toasts: [...state.toasts, { ...item, id: newId() }] }));
}

/** Asks for confirmation (spec 000 §8 defaults); resolves true when the shopper confirms. */
export function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) =>
    openDialog({
      type: 'confirm',
      title: options.title ?? 'Core.BtnConfirm',
      message: options.message ?? 'Core.SureToDelete',
      cancelLabel: options.cancelLabel ?? 'Core.BtnBack',
      confirmLabel: options.confirmLabel ?? 'Core.BtnConfirm',
      resolve,
    }),
  );
}

/** The generic error modal of spec 000 §8: Manager.UnknowsErrors with a Core.Close button. */
export function showErrorModal(messageKey = 'Manager.UnknowsErrors'): void {
  const open = uiStore
    .getState()
    .dialogs.some((d) => d.type === 'message' && d.messageKey === messageKey);
  if (!open) openDialog({ type: 'message', messageKey, titleKey: 'Core.Error' });
}

/** A same-origin page fragment in a dialog (modal links, login, stock by warehouse…). */
export function openFragmentModal(
  url: string,
  titleKey: string,
  className = '',
  options: FragmentOptions = {},
): void {
  openDialog({ type: 'fragment', url, titleKey, className, cache: options.cache ?? false });
}

/** The login modal of spec 000 §8 (class login-modal), returning to `returnUrl` after login. */
export function openLoginModal(returnUrl: string): void {
  if (
    uiStore.getState().dialogs.some((d) => d.type === 'fragment' && d.className === 'login-modal')
  )
    return;
  openFragmentModal(loginUrl(returnUrl), 'Security.LoginTitle', 'login-modal');
}

/** The ui side of core/dialogs, for the shell, forms and behaviours. */
export const dialogs = {
  confirm: confirmDialog,
  toast,
  openFragment: openFragmentModal,
  login: openLoginModal,
  error: showErrorModal,
} satisfies Dialogs;
