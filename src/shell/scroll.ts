/**
 * In-page anchors (spec 000 §9): they scroll smoothly in 800 ms with an offset of -32 px, after
 * which clicks are ignored for 500 ms. Scroll positions in history entries: core/history.ts.
 */
import { ANCHOR_OFFSET_PX, ANCHOR_SCROLL_MS, CLICK_SUPPRESSION_MS } from './constants';

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

/**
 * Moves focus to an anchor's target, as the browser's own fragment navigation does (which the
 * shell replaces): a skip link then takes the keyboard there too (issue 10 §2). A target that
 * cannot take focus gets it for the moment, as the next Tab's starting point.
 */
export function focusAnchorTarget(target: Element): void {
  if (!(target instanceof HTMLElement)) return;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}
