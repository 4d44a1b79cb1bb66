/**
 * spec 000 §9 animations give way to the shopper's wish for less motion. Its own file: the entry
 * script needs it, while the rest of a11y.ts (focus, announcement) belongs to the visit chunk.
 */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
