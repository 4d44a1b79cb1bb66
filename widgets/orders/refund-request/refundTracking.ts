/**
 * GA4 `refund` (issue 13 "Refunds"): the order number as transaction_id, the refunded value and
 * its currency; the items only for a partial refund (GA4: a refund without items is a full one).
 */
import { track } from '../../../src/core/tracking';
import type { Props } from './index';

export function refundEvent(
  props: Pick<Props, 'orderNumber' | 'currency' | 'lines'>,
  chosen: readonly number[],
  value: number,
) {
  const partial = props.lines.some((line, index) => (chosen[index] ?? 0) < line.quantity);
  const items = props.lines
    .map((line, index) => ({
      item_id: String(line.productVariantId),
      item_name: line.name,
      ...(line.sku ? { sku: line.sku } : {}),
      price: line.unitPrice,
      quantity: chosen[index] ?? 0,
    }))
    .filter((item) => item.quantity > 0);
  return {
    transaction_id: props.orderNumber,
    value,
    currency: props.currency,
    ...(partial ? { items } : {}),
  };
}

export const trackRefund = (...args: Parameters<typeof refundEvent>) =>
  track('refund', refundEvent(...args));
