import { onIdle } from './idle';
import { onInteraction } from './interaction';
import { onLoad } from './load';
import type { Trigger, TriggerWaiter } from './types';
import { onVisible } from './visible';

export const waiters: Record<Trigger, TriggerWaiter> = {
  load: onLoad,
  idle: onIdle,
  visible: onVisible,
  interaction: onInteraction,
};
