import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * One page may hold two cookie-consent placeholders (the layout's and a gallery example):
 * only the first mounted one shows the banner and answers `vitrine:consent-open`, so the
 * shopper never sees two banners or two dialogs. The others wait to take over.
 */
let holders: number[] = [];
let next = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useLeadInstance(): boolean {
  const [id] = useState(() => ++next);
  useEffect(() => {
    holders.push(id);
    notify();
    return () => {
      holders = holders.filter((holder) => holder !== id);
      notify();
    };
  }, [id]);
  return useSyncExternalStore(subscribe, () => holders[0] === id);
}
