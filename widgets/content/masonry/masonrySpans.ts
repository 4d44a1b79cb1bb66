/**
 * The fallback of CSS masonry: a grid of small rows (ROW_UNIT px, no row gap) where each item
 * spans enough rows for its height plus the gap below it.
 */
export const ROW_UNIT = 4;

export function rowSpan(height: number, gap: number, unit = ROW_UNIT): number {
  if (!(height > 0)) return 1;
  return Math.max(1, Math.ceil((height + gap) / unit));
}

/** Whether the browser lays masonry out itself (CSS Grid Level 3). */
export const nativeMasonry = (): boolean =>
  typeof CSS !== 'undefined' && CSS.supports?.('grid-template-rows', 'masonry') === true;
