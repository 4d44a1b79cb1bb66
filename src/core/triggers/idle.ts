import type { TriggerWaiter } from './types';

/** Mounts when the main thread is idle; browsers without requestIdleCallback wait 200 ms. */
export const onIdle: TriggerWaiter = (_element, fire) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fire, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(fire, 200);
  return () => clearTimeout(timer);
};
