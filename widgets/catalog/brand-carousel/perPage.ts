/**
 * Logos per page for the viewport (spec 000 §9: 6, 3 below 1024 px, 2 below 600 px, 1 below
 * 480 px), written as Splide's `perPage` and `breakpoints` (mediaQuery 'max': a key is a
 * max-width in px, the smallest matching key wins). The query is `width < key + 1` rather than
 * `max-width: key`, so that fractional widths (zoom: 1023.5 px) still count as below 1024.
 */
export type Breakpoints = Record<number, number>;

export const PER_PAGE = 6;
export const BREAKPOINTS: Breakpoints = { 1023: 3, 599: 2, 479: 1 };

export const queryOf = (maxWidth: number) => `(width < ${maxWidth + 1}px)`;

export function perPageFor(
  matches: (query: string) => boolean,
  perPage = PER_PAGE,
  breakpoints = BREAKPOINTS,
): number {
  const widths = Object.keys(breakpoints)
    .map(Number)
    .sort((a, b) => a - b);
  const hit = widths.find((width) => matches(queryOf(width)));
  return hit === undefined ? perPage : (breakpoints[hit] ?? perPage);
}
