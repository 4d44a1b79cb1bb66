import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import { parallaxOffset, parallaxOverflow } from './parallaxMath';
import './parallax.css';

const REDUCE = '(prefers-reduced-motion: reduce)';

/**
 * Moves the layer with a transform, at most once a frame (rAF), from passive scroll and resize
 * listeners that exist only while the box is in view (IntersectionObserver); stops, and puts the
 * picture back, when the shopper asks for reduced motion.
 */
const parallax: Behavior<Props> = (element, { divisor }) => {
  const layer =
    element.querySelector<HTMLElement>('[data-parallax-layer]') ??
    element.querySelector<HTMLElement>('img, picture, video');
  const motion = window.matchMedia?.(REDUCE);
  if (!layer || typeof IntersectionObserver === 'undefined') return () => {};

  let frame = 0;
  let running = false;
  const update = () => {
    frame = 0;
    const box = element.getBoundingClientRect();
    const height = window.innerHeight;
    element.style.setProperty(
      '--vitrine-parallax-overflow',
      `${parallaxOverflow(box.height, height, divisor)}px`,
    );
    const offset = parallaxOffset(box.top, box.height, height, divisor);
    layer.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`;
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const listen = (on: boolean) => {
    if (on === running) return;
    running = on;
    const method = on ? 'addEventListener' : 'removeEventListener';
    window[method]('scroll', schedule, { passive: true } as AddEventListenerOptions);
    window[method]('resize', schedule, { passive: true } as AddEventListenerOptions);
    if (on) schedule();
  };
  const still = () => {
    listen(false);
    cancelAnimationFrame(frame);
    frame = 0;
    layer.style.removeProperty('transform');
    element.style.removeProperty('--vitrine-parallax-overflow');
    element.classList.remove('vitrine-parallax');
    layer.classList.remove('vitrine-parallax__layer');
  };

  let inView = false;
  const observer = new IntersectionObserver((entries) => {
    inView = entries.some((entry) => entry.isIntersecting);
    if (!motion?.matches) listen(inView);
  });
  const start = () => {
    if (motion?.matches) return still();
    element.classList.add('vitrine-parallax');
    layer.classList.add('vitrine-parallax__layer');
    listen(inView);
  };
  motion?.addEventListener?.('change', start);
  start();
  observer.observe(element);

  return () => {
    observer.disconnect();
    motion?.removeEventListener?.('change', start);
    still();
  };
};

export default parallax;
