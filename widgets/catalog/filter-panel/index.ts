import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Reload as soon as a value is (un)selected. */
  refreshOnClick: z._default(z.boolean(), false),
  /** Delay before the facet form submits itself, in ms (spec 000 §9: 1000), at most 10000. */
  autoSubmitDelay: z._default(z.number().check(z.nonnegative(), z.maximum(10_000)), 1000),
  /**
   * Width in px at or below which the panel starts collapsed (the medium breakpoint), at most
   * 10000.
   */
  collapseBelow: z._default(z.number().check(z.positive(), z.maximum(10_000)), 768),
  /**
   * Without a facet form inside, the form is loaded from GET {app}widget/catalog/ListFilter
   * with these ids and the current filter (spec 001 §7).
   */
  categoryId: z.optional(z.number().check(z.int(), z.positive())),
  brandId: z.optional(z.number().check(z.int(), z.positive())),
});

export type Props = WidgetProps<typeof props>;

/**
 * Filter panel (spec 000 §2, §4, §9; docs/decisions/009): enhances the server's facet form.
 * With refresh-on-click a selection reloads the list at once; otherwise the form submits
 * 1000 ms after the last change, or on Apply. Radios can be unchecked by clicking again. The
 * panel collapses at or below the medium breakpoint. Every change is one canonical address,
 * loaded through the page shell.
 */
export default defineBehavior({
  props,
  load: () => import('./filterPanel'),
});
