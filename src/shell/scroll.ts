/**
 * Scroll positions live in history.state (issue 3 §1), so Back restores them even after a
 * reload; and in-page anchors scroll smoothly in 800 ms with an offset of -32 px, after which
 * clicks are ignored for 500 ms (spec 000 §9).
 */
import { ANCHOR_OFFSET_PX, ANCHOR_SCROLL_MS, CLICK_SUPPRESSION_MS } from './constants';

export interface ShellState {
  vitrine: true;
  scrollY: number;
}

export const isShellState = (state: unknown): state is ShellState =>
  typeof state === 'object' && state !== null && (state as { vitrine?: unknown }).vitrine === true;

/** Writes the current scroll position into the current history entry. */
export function rememberScroll(): void {
  const state: ShellState = {
    // Any object: keys other scripts keep in this entry must survive.
    ...(typeof history.state === 'object' && history.state !== null ? history.state : {}),
    vitrine: true,
    scrollY: window.scrollY,
  };
  history.replaceState(state, '');
}

let suppressUntil = 0;

/** True while clicks must be ignored after an anchor scroll. */
export const clicksSuppressed = (now = performance.now()): boolean => now < suppressUntil;

const ease = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls to an element with the anchor offset; instantly when motion is reduced. */
export function scrollToElement(target: Element, reduced: boolean): Promise<void> {
  const to = Math.max(0, target.getBoundingClientRect().top + window.scrollY + ANCHOR_OFFSET_PX);
  if (reduced) {
    window.scrollTo(0, to);
    suppressUntil = performance.now() + CLICK_SUPPRESSION_MS;
    return Promise.resolve();
  }
  const from = window.scrollY;
  const start = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const progress = Math.min(1, (now - start) / ANCHOR_SCROLL_MS);
      window.scrollTo(0, from + (to - from) * ease(progress));
      if (progress < 1) requestAnimationFrame(step);
      else {
        suppressUntil = performance.now() + CLICK_SUPPRESSION_MS;
        resolve();
      }
    };
    requestAnimationFrame(step);
  });
}

/** The element an in-page anchor points at. */
export function anchorTarget(hash: string): Element | null {
  const raw = hash.replace(/^#/, '');
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A lone % (id="remise-50%") is no escape: URIError; the id is then used as written.
  }
  return id ? (document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null) : null;
}
