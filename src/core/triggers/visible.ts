import type { TriggerWaiter } from './types';

/** Mounts when the placeholder comes within 200 px of the viewport. */
export const onVisible: TriggerWaiter = (element, fire) => {
  if (typeof IntersectionObserver === 'undefined') {
    fire();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        fire();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
};
