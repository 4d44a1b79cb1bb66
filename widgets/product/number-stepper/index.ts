import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Never below 0 (spec 000 §5 non-negative mode). */
  nonNegative: z._default(z.boolean(), false),
});

export type Props = WidgetProps<typeof props>;

/**
 * Number stepper (spec 000 §5): minus and plus buttons around a server-rendered number input
 * (wishlist quantities, any CMS form). Non-numeric becomes 0; in non-negative mode the value
 * cannot go below 0 and minus is disabled at 0 or less. The input's step, min and max count.
 */
export default defineBehavior({
  props,
  load: () => import('./numberStepper'),
});
