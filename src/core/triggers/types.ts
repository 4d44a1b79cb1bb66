export const triggers = ['load', 'idle', 'visible', 'interaction'] as const;
export type Trigger = (typeof triggers)[number];

/** Calls `fire` once when the trigger happens; returns a function that cancels the wait. */
export type TriggerWaiter = (element: HTMLElement, fire: () => void) => () => void;
