/**
 * Accessibility of a page swap (issue 3 §1): focus moves to the new main heading (or the
 * region) without scrolling, and one persistent polite live region announces the new title.
 */
let announcer: HTMLElement | undefined;

function liveRegion(): HTMLElement {
  if (announcer?.isConnected) return announcer;
  announcer = document.createElement('div');
  announcer.className = 'vitrine-announcer';
  announcer.setAttribute('aria-live', 'polite');
  announcer.setAttribute('aria-atomic', 'true');
  announcer.setAttribute('role', 'status');
  announcer.style.cssText =
    'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
  document.body.append(announcer);
  return announcer;
}

export function announce(text: string): void {
  const region = liveRegion();
  // Clearing first makes screen readers read a title equal to the previous one too.
  region.textContent = '';
  requestAnimationFrame(() => {
    region.textContent = text;
  });
}

export function focusPage(region: HTMLElement): void {
  const target = region.querySelector<HTMLElement>('h1') ?? region;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
