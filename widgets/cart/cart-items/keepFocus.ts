/**
 * Focus over a reload of the lines (WCAG 2.4.3; decision 019's rule for lists): the control
 * that had it gets it back in the new markup (the same line's quantity input, its − or +, its
 * delete button); a deleted line hands it to the next line's same control, else the previous
 * line's, else to the first control left (the empty basket's link).
 */
import { lineId, lineOf } from './lineRule';

export interface FocusSpot {
  line: number;
  /** Which control of the line: a CSS selector inside it. */
  control: string;
  /** The lines in order when focus was taken, to find a neighbour. */
  order: number[];
}

const CONTROLS = [
  'input[name="Quantity"]',
  '[data-quantity-step="-1"]',
  '[data-quantity-step="1"]',
  '[data-delete]',
  'a',
];

const linesIn = (root: Element) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-line]'), (line) => lineId(line));

/** Where focus is inside `root`, or undefined when it is elsewhere. */
export function focusSpot(
  root: Element,
  target: Element | null = document.activeElement,
): FocusSpot | undefined {
  const line = target && root.contains(target) ? lineOf(target) : null;
  if (!line || !target) return undefined;
  const control = CONTROLS.find((selector) => target.matches(selector));
  return control ? { line: lineId(line), control, order: linesIn(root) } : undefined;
}

/** Puts focus back as `spot` says, in the new content of `root`. */
export function restoreFocus(root: Element, spot: FocusSpot | undefined): void {
  if (!spot) return;
  const present = new Set(linesIn(root));
  const index = spot.order.indexOf(spot.line);
  const candidates = [
    spot.line,
    ...spot.order.slice(index + 1),
    ...spot.order.slice(0, Math.max(index, 0)).reverse(),
  ];
  const target = candidates.find((id) => present.has(id));
  const line = target === undefined ? null : root.querySelector(`[data-line="${target}"]`);
  const control =
    line?.querySelector<HTMLElement>(spot.control) ??
    root.querySelector<HTMLElement>('a[href], button:not([disabled]), input');
  control?.focus();
}
