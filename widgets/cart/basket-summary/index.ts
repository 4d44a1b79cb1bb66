import * as z from 'zod/mini';
import { sitePath } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Where the basket link goes; defaults to {culture}/shoppingcarts (spec 000 §2). */
  basketUrl: z.optional(sitePath()),
  /** Which amount to show next to the count. */
  amount: z._default(z.enum(['incl', 'excl', 'none']), 'incl'),
});

export type Props = WidgetProps<typeof props>;

/** The header basket (issue 2 §4): items count and amount, kept fresh across widgets and tabs. */
export default defineWidget({
  props,
  load: () => import('./BasketSummary'),
});
