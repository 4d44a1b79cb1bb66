import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { lapSeconds } from './tickerTiming';
import './ticker.css';

const REDUCED = '(prefers-reduced-motion: reduce)';

/**
 * Runs the marquee while motion is welcome; under reduced motion the server's plain list stays
 * (and comes back if the preference changes while the page is open).
 */
const ticker: Behavior<Props> = (element, props) => {
  const media = window.matchMedia?.(REDUCED);
  let stop: (() => void) | undefined;
  const follow = () => {
    stop?.();
    stop = media?.matches ? undefined : run(element, props);
  };
  follow();
  media?.addEventListener?.('change', follow);
  return () => {
    media?.removeEventListener?.('change', follow);
    stop?.();
  };
};

function run(element: HTMLElement, { speed }: Props): () => void {
  const list = element.querySelector<HTMLElement>('[data-ticker-list]');
  const toggle = element.querySelector<HTMLButtonElement>('[data-ticker-toggle]');
  if (!list) return () => {};
  const parent = list.parentElement as HTMLElement;
  const next = list.nextSibling;

  const viewport = document.createElement('div');
  viewport.className = 'vitrine-ticker__viewport';
  const track = document.createElement('div');
  track.className = 'vitrine-ticker__track';
  // The copy makes the loop seamless; it is decoration: hidden and inert.
  const copy = list.cloneNode(true) as HTMLElement;
  copy.removeAttribute('id');
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  copy.classList.add('vitrine-ticker__copy');
  for (const node of copy.querySelectorAll('[id]')) node.removeAttribute('id');
  track.append(list, copy);
  viewport.append(track);
  parent.insertBefore(viewport, next);
  element.classList.add('vitrine-ticker');

  const time = () =>
    track.style.setProperty('--vitrine-ticker-lap', `${lapSeconds(list.scrollWidth, speed)}s`);
  time();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(time);
  observer?.observe(list);

  const onToggle = () => {
    const paused = toggle?.getAttribute('aria-pressed') !== 'true';
    toggle?.setAttribute('aria-pressed', String(paused));
    element.classList.toggle('is-paused', paused);
  };
  if (toggle) {
    toggle.hidden = false;
    toggle.setAttribute('aria-pressed', 'false');
    toggle.addEventListener('click', onToggle);
  }

  return () => {
    observer?.disconnect();
    toggle?.removeEventListener('click', onToggle);
    if (toggle) toggle.hidden = true;
    parent.insertBefore(list, viewport);
    viewport.remove();
    element.classList.remove('vitrine-ticker', 'is-paused');
  };
}

export default ticker;
