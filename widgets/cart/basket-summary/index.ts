import * as z from 'zod/mini';
import { defineWidget } from '../../../src/core/widget';

/** The header basket (issue 2 §4): items count and amount, kept fresh across widgets and tabs. */
export default defineWidget({
  props: z.object({
    /** Where the basket link goes; defaults to {culture}/shoppingcarts (spec 000 §2). */
    basketUrl: z.optional(z.string()),
    /** Which amount to show next to the count. */
    amount: z._default(z.enum(['incl', 'excl', 'none']), 'incl'),
  }),
  load: () => import('./BasketSummary'),
});
