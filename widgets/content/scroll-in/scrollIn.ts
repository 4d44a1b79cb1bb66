import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import './scrollIn.css';

/** spec 000 §9: an element counts as seen when 10 % of it is in the viewport. */
export const VIEWPORT_RATIO = 0.1;

const scrollIn: Behavior<Props> = (element, { animation, delay }) => {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced || typeof IntersectionObserver === 'undefined') return () => {};
  element.classList.add('vitrine-scroll-in', `vitrine-scroll-in--${animation}`);
  element.style.setProperty('--vitrine-scroll-in-delay', `${delay}ms`);
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.intersectionRatio >= VIEWPORT_RATIO)) {
        element.classList.add('is-visible');
        observer.disconnect();
      }
    },
    { threshold: VIEWPORT_RATIO },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    element.classList.remove('vitrine-scroll-in', `vitrine-scroll-in--${animation}`, 'is-visible');
    element.style.removeProperty('--vitrine-scroll-in-delay');
  };
};

export default scrollIn;
