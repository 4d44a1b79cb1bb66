import type { TriggerWaiter } from './types';

/** Mounts at once (the default trigger). */
export const onLoad: TriggerWaiter = (_element, fire) => {
  fire();
  return () => {};
};
