import type { TriggerWaiter } from './types';

/** Mounts on the first sign of intent: pointer over, touch or keyboard focus inside. */
const intents = ['pointerover', 'focusin', 'touchstart'] as const;

export const onInteraction: TriggerWaiter = (element, fire) => {
  const handle = () => {
    cancel();
    fire();
  };
  const cancel = () => {
    for (const type of intents) element.removeEventListener(type, handle);
  };
  for (const type of intents) element.addEventListener(type, handle, { passive: true });
  return cancel;
};
