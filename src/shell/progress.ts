/**
 * The long-loading state (issue 3 §1): `is-loading` on <html> while a page is pending, and
 * after a short delay `is-loading-long` with a visible progress bar, so a fast page never
 * flashes it.
 */
import { bodyElement, madeElement } from './bodyElement';
import { LONG_LOADING_DELAY_MS } from './constants';

const CLASS = 'vitrine-progress';
let timer: ReturnType<typeof setTimeout> | undefined;

const progressBar = () =>
  bodyElement(
    CLASS,
    { role: 'progressbar', 'aria-hidden': 'true' },
    'position:fixed;top:0;left:0;height:3px;z-index:2000;background:var(--vitrine-accent,#1f5f8b);' +
      'transition:width 8s cubic-bezier(.1,.7,.2,1);width:0',
  );

export function startLoading(): void {
  const root = document.documentElement;
  root.classList.add('is-loading');
  clearTimeout(timer);
  timer = setTimeout(() => {
    root.classList.add('is-loading-long');
    const element = progressBar();
    element.hidden = false;
    element.style.width = '0';
    void element.offsetWidth;
    element.style.width = '90%';
  }, LONG_LOADING_DELAY_MS);
}

export function stopLoading(): void {
  clearTimeout(timer);
  document.documentElement.classList.remove('is-loading', 'is-loading-long');
  const bar = madeElement(CLASS);
  if (bar) bar.hidden = true;
}
