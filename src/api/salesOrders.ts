/**
 * The customer's orders (issue 13; spec 001 §2, §3, §4, §7, §8): the delivery address change
 * of an order, ordering an order's items again, the refund request. The answers' shapes are
 * not in the specification ("success message or error message", "adds an order to the cart"):
 * they are our contract, listed in salesOrderEndpoints.ts and docs/endpoints.md.
 */
import * as z from 'zod/mini';
import { round2 } from '../core/format';
import { request } from '../core/http';
import { cultureUrl } from '../core/paths';
import { parseAnswer, postJson } from './parse';

/** spec 001 §7, under the culture path: POST /{culture}/sales/order/ChangeDeliveryAddressRequest. */
export const CHANGE_DELIVERY_ADDRESS_PATH = 'sales/order/ChangeDeliveryAddressRequest';
/** spec 001 §7: PUT api/v1/sales/orders/addtocart (one call per order line). */
export const REORDER_PATH = 'api/v1/sales/orders/addtocart';
/** The refund request page of an order (issue 13), under the culture path; posted to itself. */
export const refundPath = (orderId: string) =>
  `account/orders/${encodeURIComponent(orderId)}/refund`;

/** spec 001 §4: a success message, or an error message (both shown as they are). */
export const deliveryChangeAnswerSchema = z.object({
  Success: z.boolean(),
  Message: z.string(),
});
export type DeliveryChangeAnswer = z.infer<typeof deliveryChangeAnswerSchema>;

/** Posts the dialog's form (OrderId and the shipping fields); failures are the caller's. */
export function requestDeliveryChange(form: FormData): Promise<DeliveryChangeAnswer> {
  return postJson(deliveryChangeAnswerSchema, cultureUrl(CHANGE_DELIVERY_ADDRESS_PATH), form, {
    policy: false,
  });
}

/** One line put back in the basket, or refused with the reason (no longer sold, no stock). */
export const reorderAnswerSchema = z.object({
  Added: z.boolean(),
  Message: z.optional(z.string()),
});
export type ReorderAnswer = z.infer<typeof reorderAnswerSchema>;

/** spec 001 §3 "Add-to-cart form (orders)", one order line. */
export interface ReorderLine {
  name: string;
  quantity: number;
  price: number;
  ItemKey: string;
  OrderId: string;
  ItemOrigin: string;
  currencyCode: string;
}

export async function reorderLine(line: ReorderLine): Promise<ReorderAnswer> {
  const form = new FormData();
  for (const [key, value] of Object.entries(line)) form.set(key, String(value));
  const data = await request<unknown>(REORDER_PATH, { method: 'PUT', data: form, policy: false });
  return parseAnswer(reorderAnswerSchema, data, REORDER_PATH);
}

/** The recorded refund request. */
export const refundAnswerSchema = z.object({
  Total: z.number(),
  Message: z.string(),
});
export type RefundAnswer = z.infer<typeof refundAnswerSchema>;

/** Posts the refund form (`Quantity_{variantId}` per line, `Reason`), asking for JSON. */
export function requestRefund(orderId: string, form: FormData): Promise<RefundAnswer> {
  return postJson(refundAnswerSchema, cultureUrl(refundPath(orderId)), form, {
    policy: false,
    headers: { Accept: 'application/json' },
  });
}

/** spec 001 §3 refund line: what was bought, and the units chosen to refund. */
export interface RefundLine {
  productVariantId: number;
  /** Units bought. */
  quantity: number;
  /** spec 001 §3: unit price including tax. */
  unitPrice: number;
}

/**
 * spec 001 §5: the refunded amount per line is quantity × unit price (incl. tax), the total has
 * 2 decimals (§9). Each line is rounded, then the total of the rounded lines, so the lines
 * shown always add up to the total shown. A chosen quantity is brought within 0..bought.
 */
export function refundAmounts(lines: readonly RefundLine[], chosen: readonly number[]) {
  const amounts = lines.map((line, index) => {
    const wanted = Math.trunc(chosen[index] ?? 0);
    const quantity = Math.min(line.quantity, Math.max(0, Number.isFinite(wanted) ? wanted : 0));
    // toPrecision(12) first: 7 × 1.005 is 7.034999… in binary and must round to 7.04.
    return { quantity, amount: round2(Number((quantity * line.unitPrice).toPrecision(12))) };
  });
  const total = round2(amounts.reduce((sum, line) => sum + line.amount, 0));
  return { amounts, total };
}

/** The form field of a line's chosen quantity. */
export const refundQuantityField = (productVariantId: number) => `Quantity_${productVariantId}`;

/** spec 001 §2 refund reasons (our list): the `Reason` field's values. */
export const REFUND_REASONS = ['Damaged', 'Wrong', 'NotNeeded', 'Other'] as const;
