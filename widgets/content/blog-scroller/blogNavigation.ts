/**
 * Which post a step goes to (spec 001 §2: up/down scrolling between posts), from where the
 * posts' tops are now (px from the viewport's top) and the line a post is brought to (the
 * offset): the current post is the last whose top has reached the line.
 */

/**
 * A post whose top is this close to the line counts as at the line: rounding, the end of a
 * smooth scroll, a nudge of the page (a focus or a click that scrolls a little) keep it current.
 */
export const TOLERANCE = 24;

export function currentPost(tops: readonly number[], line: number): number {
  let current = -1;
  tops.forEach((top, index) => {
    if (top <= line + TOLERANCE) current = index;
  });
  return current;
}

/**
 * The post a step of `delta` (1 next, -1 previous) goes to. Next is the post after the current
 * one (the first when none has reached the line yet); previous goes back to the start of the
 * current post when it has scrolled past its top, else to the post before. Never past the ends.
 */
export function stepTarget(tops: readonly number[], line: number, delta: 1 | -1): number {
  const last = tops.length - 1;
  if (last < 0) return -1;
  const current = currentPost(tops, line);
  if (delta > 0) return Math.min(current + 1, last);
  if (current < 0) return 0;
  const top = tops[current] ?? line;
  return top < line - TOLERANCE ? current : Math.max(current - 1, 0);
}

/** Whether a step can move at all: used to mark the buttons `aria-disabled` at the ends. */
export function canStep(tops: readonly number[], line: number, delta: 1 | -1): boolean {
  const target = stepTarget(tops, line, delta);
  if (target < 0) return false;
  const top = tops[target] ?? line;
  return Math.abs(top - line) > TOLERANCE;
}

/** The page's address with the post's anchor (its query kept: a page index, a category). */
export function addressFor(href: string, id: string): string {
  const url = new URL(href);
  url.hash = id;
  return url.href;
}

/** Keys that step while focus is in the list; none while typing in a field. */
export function keyDelta(key: string): 1 | -1 | undefined {
  if (key === 'j' || key === 'J' || key === 'PageDown') return 1;
  if (key === 'k' || key === 'K' || key === 'PageUp') return -1;
  return undefined;
}
