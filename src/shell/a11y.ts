/**
 * Accessibility of a page swap (issue 3 §1): focus moves to the new main heading (or the
 * region) without scrolling, and one persistent polite live region announces the new title.
 */
import { bodyElement } from './bodyElement';

const liveRegion = () =>
  bodyElement(
    'vitrine-announcer',
    { 'aria-live': 'polite', 'aria-atomic': 'true', role: 'status' },
    'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap',
  );

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
