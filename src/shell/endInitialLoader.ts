/**
 * The initial loader (`[data-initial-loader]`; decision 042): spec 000 §9's 3000 ms is the
 * longest it may stay, spec 001 §9's 600 ms its fade once the page has loaded (or once those
 * 3000 ms are over). Then it is hidden. When motion is reduced: no loader, at once.
 */
import { INITIAL_LOADER_FADE_MS, INITIAL_LOADER_MS } from './constants';
import { prefersReducedMotion } from './prefersReducedMotion';

export function endInitialLoader(): void {
  const loader = document.querySelector<HTMLElement>('[data-initial-loader]');
  if (!loader) return;
  const { style } = loader;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const end = () => {
    loader.classList.add('is-done');
    loader.setAttribute('aria-hidden', 'true');
    style.display = 'none';
  };
  const leave = () => {
    clearTimeout(timer);
    removeEventListener('load', leave);
    loader.classList.add('is-leaving');
    style.transition = `opacity ${INITIAL_LOADER_FADE_MS}ms`;
    style.opacity = '0';
    style.pointerEvents = 'none';
    setTimeout(end, INITIAL_LOADER_FADE_MS);
  };
  if (prefersReducedMotion()) end();
  // The page may have loaded before the bundle ran: fade now rather than wait 3000 ms.
  else if (document.readyState === 'complete') leave();
  else {
    timer = setTimeout(leave, INITIAL_LOADER_MS);
    addEventListener('load', leave);
  }
}
