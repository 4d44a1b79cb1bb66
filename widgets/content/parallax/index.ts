import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** spec 001 §9: the picture moves by the scroll divided by 4; a larger number moves it less. */
  divisor: z._default(z.number().check(z.minimum(2), z.maximum(12)), 4),
});

export type Props = WidgetProps<typeof props>;

/**
 * Parallax (spec 001 §2, §9): the placeholder's picture (`[data-parallax-layer]`, else its
 * first image) moves at the scroll divided by 4, by a transform only while the box is in view
 * (decision 042). The box keeps the size its CSS gives it (an aspect ratio): nothing shifts.
 * Shoppers who prefer reduced motion see a still picture. A behaviour: no React.
 */
export default defineBehavior({
  props,
  load: () => import('./parallax'),
});
