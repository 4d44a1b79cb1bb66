import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The summary's HTML (under the culture path), reloaded into `[data-summary]`. */
  url: z._default(z.string(), 'widget/checkoutsummary'),
  /**
   * What the payment pays, EUR with 2 decimals, as the server rendered it: kept in step with
   * each reload, and read by the checkout's submit to compare with the totals before paying.
   */
  toPay: z.optional(z.string().check(z.regex(/^\d+\.\d{2}$/, 'an amount such as 42.50'))),
});

export type Props = WidgetProps<typeof props>;

/**
 * The checkout's order summary (issue 12): reloads its lines and totals as a fragment when
 * the checkout or the basket changes (`vitrine:checkout-changed`, `vitrine:basket-changed`),
 * copies the fragment's `data-to-pay` to its root (what the submit compares with the totals
 * call, spec 001 §4) and announces the new amount to pay in its `[data-summary-status]`.
 */
export default defineBehavior({
  props,
  load: () => import('./checkoutSummary'),
});
