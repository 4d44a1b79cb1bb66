import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /**
   * Milliseconds a popover stays after the pointer leaves its method (to reach the popover),
   * from 0 to 5000.
   */
  closeDelay: z._default(z.number().check(z.nonnegative(), z.maximum(5000)), 300),
});

export type Props = WidgetProps<typeof props>;

/**
 * Details popovers of the checkout's shipping methods (spec 001 §2 "hover popovers"): each
 * method's details button (`aria-controls` names its popover) opens it on hover, on focus of
 * the method and by Enter or Space; it stays while the pointer is on the method or on the
 * popover and closes with Esc (WCAG 1.4.13). Delegated, so it survives the list's reloads.
 */
export default defineBehavior({
  props,
  load: () => import('./methodDetails'),
});
