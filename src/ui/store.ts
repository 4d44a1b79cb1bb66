/**
 * State of the page-level UI host: open dialogs and notifications. Widgets and the error
 * policy add to it through ./services; the host renders it.
 */
import { createStore } from 'zustand/vanilla';

export type ToastKind = 'info' | 'success' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  /** Translation key or plain text (server text is shown as text). */
  message: string;
  title?: string;
}

export type DialogItem =
  | { id: number; type: 'message'; messageKey: string; titleKey?: string }
  | {
      id: number;
      type: 'confirm';
      title: string;
      message: string;
      cancelLabel: string;
      confirmLabel: string;
      resolve: (confirmed: boolean) => void;
    }
  | {
      id: number;
      type: 'fragment';
      url: string;
      className: string;
      titleKey: string;
      cache: boolean;
    };

interface UiState {
  toasts: ToastItem[];
  dialogs: DialogItem[];
}

export const uiStore = createStore<UiState>(() => ({ toasts: [], dialogs: [] }));

let nextId = 0;
export const newId = (): number => ++nextId;

export function closeDialog(id: number): void {
  uiStore.setState((state) => ({ dialogs: state.dialogs.filter((dialog) => dialog.id !== id) }));
}

export function dismissToast(id: number): void {
  uiStore.setState((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
}
