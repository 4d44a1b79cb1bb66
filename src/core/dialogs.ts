/**
 * Dialogs and notifications as a port for code that may not import src/ui (core's error
 * policy and failure helper, the shell, forms, behaviours): boot.ts provides the
 * implementation, which loads the UI chunk on first use. The one way to the login modal and
 * the generic error modal (spec 000 §8).
 */
export interface ToastInput {
  kind: 'info' | 'success' | 'warning' | 'error';
  /** Translation key or plain text. */
  message: string;
  title?: string;
}

export interface ConfirmOptions {
  /** The dialog's title (translation key); the question itself is its body (issue 10 §4). */
  title?: string;
  message?: string;
  cancelLabel?: string;
  confirmLabel?: string;
}

export interface FragmentOptions {
  cache?: boolean;
}

export interface Dialogs {
  confirm: (options?: ConfirmOptions) => Promise<boolean>;
  toast: (item: ToastInput) => void;
  /** A same-origin fragment in a modal dialog; `cache` loads it once per page (quick view). */
  openFragment: (
    url: string,
    titleKey: string,
    className?: string,
    options?: FragmentOptions,
  ) => void;
  login: (returnUrl: string) => void;
  error: (messageKey?: string) => void;
}

let provider: (() => Promise<Dialogs>) | undefined;

export function provideDialogs(load: () => Promise<Dialogs>): void {
  provider = load;
}

function use<T>(act: (dialogs: Dialogs) => T | Promise<T>): Promise<T> {
  if (!provider)
    return Promise.reject(new Error('[vitrine] no dialogs provided (boot.ts wires them)'));
  return provider().then(act);
}

/** For what is only shown: a failure to show it is logged, never an unhandled rejection. */
const show = (act: (dialogs: Dialogs) => void): void =>
  void use(act).catch((error: unknown) =>
    console.error('[vitrine] could not show a dialog', error),
  );

export const dialogs = {
  confirm: (options?: ConfirmOptions) => use((d) => d.confirm(options)),
  toast: (item: ToastInput) => show((d) => d.toast(item)),
  openFragment: (url: string, titleKey: string, className?: string, options?: FragmentOptions) =>
    show((d) => d.openFragment(url, titleKey, className, options)),
  login: (returnUrl: string) => show((d) => d.login(returnUrl)),
  error: (messageKey?: string) => show((d) => d.error(messageKey)),
};
