/**
 * spec 000 §9: the initial loader animation (`[data-initial-loader]`) lasts at most 3000 ms,
 * and ends sooner once the page has loaded; at once when motion is reduced.
 */
import { INITIAL_LOADER_MS } from './constants';
import { prefersReducedMotion } from './prefersReducedMotion';

export function endInitialLoader(): void {
  const loader = document.querySelector<HTMLElement>('[data-initial-loader]');
  if (!loader) return;
  const end = () => {
    loader.classList.add('is-done');
    loader.setAttribute('aria-hidden', 'true');
  };
  if (prefersReducedMotion()) {
    end();
    return;
  }
  const timer = setTimeout(end, INITIAL_LOADER_MS);
  const onLoad = () => {
    clearTimeout(timer);
    end();
  };
  window.addEventListener('load', onLoad, { once: true });
}
