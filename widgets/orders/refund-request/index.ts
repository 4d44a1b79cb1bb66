import * as z from 'zod/mini';
import { currencyCode } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The order whose refund page this is (the form posts to its address). */
  orderId: z.string().check(z.minLength(1)),
  /** GA4 `refund` transaction_id: the order number, as for `purchase`. */
  orderNumber: z.string().check(z.minLength(1)),
  /** The amounts' ISO 4217 code (EUR): any three characters made the price format throw. */
  currency: z._default(currencyCode(), 'EUR'),
  /** spec 001 §3 refund lines: what was bought and its unit price including tax. */
  lines: z.array(
    z.object({
      productVariantId: z.number().check(z.int(), z.positive()),
      name: z.string(),
      sku: z._default(z.string(), ''),
      /**
       * What was bought, at most 999: the refund select lists 0 to it, and a thousand choices
       * are already past use (issue 16 §3: a billion froze the tab). A larger line keeps the
       * server's form. RefundRequest.tsx's MOST_REFUNDED, written out: the component chunk is
       * not imported by the definition.
       */
      quantity: z.number().check(z.int(), z.positive(), z.maximum(999)),
      unitPrice: z.number(),
    }),
  ),
});

export type Props = WidgetProps<typeof props>;

/**
 * The refund request form (spec 001 §2, §3, §5; issue 13 "Refunds"): a quantity select per line
 * (0 to the quantity bought), the refunded amount per line (quantity × unit price incl. tax)
 * and the total with 2 decimals, updated as the shopper chooses (the total in a live region);
 * a reason and a comment. Submitting without any line, or without a reason, says so and
 * focuses it. The form is posted to its page, asking for JSON; once recorded, GA4 `refund` is
 * sent (items only for a partial refund) and the request's state is shown.
 */
export default defineWidget({
  props,
  load: () => import('./RefundRequest'),
});
