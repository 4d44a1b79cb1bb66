/**
 * Growl notifications (spec 000 §8) in a live region: polite for news, assertive for errors.
 * Each goes away after 6 s, or at once with its dismiss button; hovering keeps it.
 */
import { useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '../core/react/translation';
import { dismissToast, type ToastItem, uiStore } from './store';

export const TOAST_DURATION_MS = 6000;

function Toast({ toast }: { toast: ToastItem }) {
  const { t } = useTranslation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const start = () => {
    timer.current = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
  };
  const stop = () => clearTimeout(timer.current);
  // Once per toast: a re-render (another toast arriving) must not restart its 6 s.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start and stop only touch the ref
  useEffect(() => {
    start();
    return stop;
  }, []);
  return (
    <li
      className={`vitrine-toast vitrine-toast--${toast.kind}`}
      onMouseEnter={stop}
      onMouseLeave={start}
    >
      <div className="vitrine-toast__text">
        {toast.title ? <strong className="vitrine-toast__title">{t(toast.title)}</strong> : null}
        <span>{t(toast.message)}</span>
      </div>
      <button
        type="button"
        className="vitrine-toast__dismiss"
        onClick={() => dismissToast(toast.id)}
        aria-label={t('Core.Dismiss')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

export function Toasts() {
  const { t } = useTranslation();
  const toasts = useStore(uiStore, (state) => state.toasts);
  const errors = toasts.filter((toast) => toast.kind === 'error');
  const news = toasts.filter((toast) => toast.kind !== 'error');
  return (
    <section className="vitrine-toasts" aria-label={t('Core.Notifications')}>
      <div role="status" aria-live="polite">
        <ul className="vitrine-toasts__list">
          {news.map((toast) => (
            <Toast key={toast.id} toast={toast} />
          ))}
        </ul>
      </div>
      <div role="alert" aria-live="assertive">
        <ul className="vitrine-toasts__list">
          {errors.map((toast) => (
            <Toast key={toast.id} toast={toast} />
          ))}
        </ul>
      </div>
    </section>
  );
}
