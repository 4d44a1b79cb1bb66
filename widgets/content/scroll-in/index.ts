import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The entrance: fade in, fade in while rising, or grow slightly. */
  animation: z._default(z.enum(['fade', 'fade-up', 'zoom']), 'fade-up'),
  /** Delay before the entrance, in ms (to stagger neighbours). */
  delay: z._default(z.number().check(z.nonnegative(), z.maximum(2000)), 0),
});

export type Props = WidgetProps<typeof props>;

/**
 * Scroll-in animation (spec 000 §2): the server content fades in when a tenth of it enters
 * the viewport (spec 000 §9: viewport animation ratio 0.1). A behaviour: the markup stays the
 * server's, no React is loaded. Shoppers who prefer reduced motion see it at once.
 */
export default defineBehavior({
  props,
  load: () => import('./scrollIn'),
});
