/**
 * Strings in React widgets (decision 024): the page's translator (decision 046) through a
 * context, and `useTranslation()` giving `t` and the instance, as react-i18next's hook does for
 * what widgets use of it. A component renders again when words are added to the translator (the
 * bundle's own, decision 020).
 */

import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { I18n } from '../i18n';

const I18nContext = createContext<I18n | undefined>(undefined);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** A counter bumped on every change of the translator's words, per translator. */
const revisions = new WeakMap<I18n, number>();
const subscribe = (i18n: I18n) => (changed: () => void) => {
  const bump = () => {
    revisions.set(i18n, (revisions.get(i18n) ?? 0) + 1);
    changed();
  };
  i18n.store.on('added', bump);
  return () => i18n.store.off('added', bump);
};
const subscriptions = new WeakMap<I18n, ReturnType<typeof subscribe>>();

export function useTranslation(): { t: I18n['t']; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('[vitrine] useTranslation needs an I18nProvider above it');
  let subscription = subscriptions.get(i18n);
  if (!subscription) {
    subscription = subscribe(i18n);
    subscriptions.set(i18n, subscription);
  }
  useSyncExternalStore(subscription, () => revisions.get(i18n) ?? 0);
  return { t: i18n.t, i18n };
}
