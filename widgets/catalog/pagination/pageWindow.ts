export type PageItem = number | 'gap';

/**
 * The pages to show: the first, the last, and `inner` pages on each side of the current one;
 * a gap stands for the pages left out (a gap of a single page shows that page instead).
 */
export function pageWindow(current: number, total: number, inner: number): PageItem[] {
  if (total <= 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set([1, total]);
  // Only the pages that exist: a window of a billion costs no more than the list (issue 16 §3).
  const last = Math.min(total, page + inner);
  for (let p = Math.max(1, page - inner); p <= last; p++) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(p - 1);
    else if (previous !== undefined && p - previous > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
