/**
 * Dialogs and notifications as a port for code that may not import src/ui (the shell, forms,
 * behaviours): boot.ts provides the implementation, which loads the UI chunk on first use.
 */
export interface ToastInput {
  kind: 'info' | 'success' | 'warning' | 'error';
  /** Translation key or plain text. */
  message: string;
  title?: string;
}

export interface ConfirmOptions {
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

function use(): Promise<Dialogs> {
  if (!provider)
    return Promise.reject(new Error('[vitrine] no dialogs provided (boot.ts wires them)'));
  return provider();
}

export const dialogs = {
  confirm: (options?: ConfirmOptions) => use().then((d) => d.confirm(options)),
  toast: (item: ToastInput) => void use().then((d) => d.toast(item)),
  openFragment: (url: string, titleKey: string, className?: string, options?: FragmentOptions) =>
    void use().then((d) => d.openFragment(url, titleKey, className, options)),
  login: (returnUrl: string) => void use().then((d) => d.login(returnUrl)),
  error: (messageKey?: string) => void use().then((d) => d.error(messageKey)),
};
