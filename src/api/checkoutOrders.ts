/**
 * Placing the order (issue 12 "Submit"; spec 001 §3 field names, §4): the checkout form is
 * posted as it is (its anti-forgery field and `CheckoutKey` with it) to the culture's checkout
 * address, asking for JSON. One order per `CheckoutKey`: the server answers the same order to
 * a repeated post. A refusal is a 422 `{Errors: {Field: message}, Message?}` (our contract).
 */
import * as z from 'zod/mini';
import { cultureUrl } from '../core/paths';
import { postJson } from './parse';

/** Relative to the culture path (`/{culture}/checkout`), like the form's own action. */
export const PLACE_ORDER_PATH = 'checkout';

export const placedOrderSchema = z.object({
  OrderId: z.string(),
  /** What the shopper reads, e.g. VT-2026-001001 (also GA4's transaction_id). */
  OrderNumber: z.string(),
  PaymentMethod: z.enum(['banktransfer', 'card']),
  Status: z.optional(z.enum(['AwaitingTransfer', 'AwaitingPayment', 'PaymentFailed', 'Paid'])),
  ToPay: z.number(),
  /** The confirmation page: a hard navigation when nothing is to be paid by card. */
  ConfirmationUrl: z.string(),
});

export type PlacedOrder = z.infer<typeof placedOrderSchema>;

/** The 422 answer's body: every message on its field's exact name. */
export const orderRefusalSchema = z.object({
  Errors: z._default(z.record(z.string(), z.string()), {}),
  Message: z.optional(z.string()),
});

export type OrderRefusal = z.infer<typeof orderRefusalSchema>;

/** Posts the checkout form; failures are the caller's (`policy: false`). */
export function placeOrder(form: FormData): Promise<PlacedOrder> {
  return postJson(placedOrderSchema, cultureUrl(PLACE_ORDER_PATH), form, {
    policy: false,
    headers: { Accept: 'application/json' },
  });
}
