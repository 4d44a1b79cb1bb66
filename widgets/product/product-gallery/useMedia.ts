import { useSyncExternalStore } from 'react';

/** Whether a media query matches, following changes (rotation, window resize). */
export function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener?.('change', notify);
      return () => media?.removeEventListener?.('change', notify);
    },
    () => window.matchMedia?.(query).matches ?? false,
  );
}
