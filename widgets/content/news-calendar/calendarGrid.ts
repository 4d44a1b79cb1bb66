/**
 * The calendar's table as a WAI-ARIA grid (APG grid pattern): one day in the tab order
 * (roving tabindex), the day chosen marked `aria-selected`. A day with posts is focused on
 * its link; a day without posts on its cell. The keys are the shared date grid's model
 * (src/ui/dateGridKeys.ts, decision 037).
 */
import { type GridKey, nextFocus } from '../../../src/ui/dateGridKeys';

export const DAY = 'td[data-day]';

/** What takes focus for a day: its link, else the cell. */
export const focusTarget = (cell: HTMLElement): HTMLElement =>
  cell.querySelector<HTMLElement>('a[data-news-day]') ?? cell;

export const cellOf = (root: ParentNode, day: string) =>
  root.querySelector<HTMLTableCellElement>(`td[data-day="${day}"]`);

const daysOf = (root: ParentNode) => Array.from(root.querySelectorAll<HTMLElement>(DAY));

/** Makes `day` the grid's one tabbable day. */
export function rove(root: ParentNode, day: HTMLElement): void {
  for (const cell of daysOf(root)) {
    const target = focusTarget(cell);
    target.tabIndex = cell === day ? 0 : -1;
    // A cell whose link takes focus is not focusable itself.
    if (target !== cell) cell.removeAttribute('tabindex');
  }
}

/** Marks the chosen day (and only it) selected. */
export function select(root: ParentNode, day: string | undefined): void {
  for (const cell of daysOf(root)) {
    const chosen = cell.dataset.day === day;
    cell.setAttribute('aria-selected', String(chosen));
    cell.classList.toggle('is-selected', chosen);
  }
}

/**
 * Makes the month's table a grid; the tabbable day is the selected one, else today, else
 * the first with posts, else the first.
 */
export function upgrade(root: ParentNode): void {
  const table = root.querySelector('table');
  if (!table) return;
  table.setAttribute('role', 'grid');
  const days = daysOf(root);
  const selected = days.find((cell) => cell.classList.contains('is-selected'));
  select(root, selected?.dataset.day);
  const start =
    selected ??
    days.find((cell) => cell.getAttribute('aria-current') === 'date') ??
    days.find((cell) => cell.querySelector('a[data-news-day]')) ??
    days[0];
  if (start) rove(root, start);
}

/** Bounds of the calendar (the fragment's year range). */
const MIN = '2000-01-01';
const MAX = '2100-12-31';

/** The day a key moves to from `day`, or undefined when the key is not the grid's. */
export const dayFor = (day: string, key: GridKey): string | undefined =>
  nextFocus(day, key, MIN, MAX);
