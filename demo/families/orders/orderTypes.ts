/**
 * The orders of the customer area (issue 13): the checkout's order (demo/families/checkout)
 * with the statuses a shop's orders go through after it, and what the customer asked about it
 * (a delivery address change, a refund).
 */
import type { Order, OrderStatus } from '../checkout/public';

/**
 * The checkout's statuses, then Processing (paid, being prepared), Shipped, Delivered and
 * Cancelled. The delivery address may change until the order is shipped (spec 001 §4).
 */
export type CustomerOrderStatus =
  | OrderStatus
  | 'Processing'
  | 'Shipped'
  | 'Delivered'
  | 'Cancelled';

export const STATUSES: readonly CustomerOrderStatus[] = [
  'AwaitingTransfer',
  'AwaitingPayment',
  'PaymentFailed',
  'Paid',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancelled',
];

/** A refund request of some of the order's units (spec 001 §3 refund line). */
export interface RefundRequest {
  createdAt: string;
  reason: string;
  lines: Array<{ productVariantId: number; quantity: number; amount: number }>;
  total: number;
}

export interface CustomerOrder extends Omit<Order, 'status'> {
  status: CustomerOrderStatus;
  /** A delivery address change was asked for (spec 001 §4): a second one is refused. */
  deliveryChangeRequested?: boolean;
  refund?: RefundRequest;
}

/** spec 001 §4: the address may change while the order has not left. */
export const canChangeDelivery = (order: CustomerOrder): boolean =>
  !order.shipping.pickupPoint &&
  ['AwaitingTransfer', 'AwaitingPayment', 'PaymentFailed', 'Paid', 'Processing'].includes(
    order.status,
  );

/** Delivered orders may be refunded, once. */
export const canRefund = (order: CustomerOrder): boolean =>
  order.status === 'Delivered' && !order.refund;
