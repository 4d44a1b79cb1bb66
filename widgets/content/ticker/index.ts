import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** How fast the lines run, in CSS pixels per second. */
  speed: z._default(z.number().check(z.minimum(10), z.maximum(400)), 60),
});

export type Props = WidgetProps<typeof props>;

/**
 * Ticker slider (spec 001 §2): the server's list of short news lines (`[data-ticker-list]`)
 * runs as a CSS marquee (a transform animation over the list and a copy of it, the copy hidden
 * from assistive technology and out of the tab order). The pause button the server wrote
 * (`[data-ticker-toggle]`, hidden until this mounts, WCAG 2.2.2) stops and restarts it; hover
 * and focus inside hold it. Shoppers who prefer reduced motion get the plain list, as without
 * JavaScript.
 */
export default defineBehavior({
  props,
  load: () => import('./ticker'),
});
