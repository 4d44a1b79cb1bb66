/**
 * The checkout's totals (issue 12; spec 001 §4 "totals are fetched again just before payment
 * starts", §9 rounded to 2 decimals), in EUR: read by the order summary and by the submit,
 * which compares `ToPay` with what the page shows before it places the order.
 */
import * as z from 'zod/mini';

export const CHECKOUT_TOTALS_PATH = 'api/v1/checkout/totals';

export const checkoutTotalsSchema = z.object({
  /** Units in the basket. */
  Count: z.number(),
  ItemsIncl: z.number(),
  /** Incl. tax; null while no shipping method is chosen, 0 when free. */
  Shipping: z.nullable(z.number()),
  /** The coupon's discount, a positive amount taken off. */
  Discount: z.number(),
  /** VAT in the total (0 when sold under the reverse charge). */
  Tax: z.number(),
  TaxExempt: z.boolean(),
  TotalIncl: z.number(),
  TotalExcl: z.number(),
  /** Paid from the chosen prepaid account. */
  Prepaid: z.number(),
  /** What the payment method still has to pay. */
  ToPay: z.number(),
});

export type CheckoutTotalsAnswer = z.infer<typeof checkoutTotalsSchema>;
