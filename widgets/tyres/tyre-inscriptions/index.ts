import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Width in px below which the schema lines are hidden (the extra-small breakpoint), at most 10000. */
  smallBelow: z._default(z.number().check(z.int(), z.positive(), z.maximum(10_000)), 576),
});

export type Props = WidgetProps<typeof props>;

/**
 * The tyre inscriptions form (issue 13; spec 001 §2, §4, §5, §9), a behaviour on the server's
 * form: each `[data-tyre-section]`'s h2 becomes a disclosure button (aria-expanded) that folds
 * its body with a 200 ms fade; `input[data-plate]` keeps only letters and digits as the
 * shopper types, the caret kept in place; the `[data-tyre-schema]` diagram draws its
 * `[data-schema-line]` lines in 1000 ms once in view and above the extra-small breakpoint
 * (hidden below it; at once with reduced motion). No React is loaded.
 */
export default defineBehavior({
  props,
  load: () => import('./tyreInscriptions'),
});
