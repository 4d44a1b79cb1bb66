/**
 * The demo's orders (issue 12): created by the checkout, paid by bank transfer or card, kept
 * for the customer area (issue 13 lists them). A signed-in customer's orders outlive the
 * session; a guest's belong to the session that placed them.
 *
 * CONTRACT (coordinator): the types and signatures below are what every slice reads (the
 * order slice creates orders, the payment slice sets their payment, the customer area lists
 * them). The order slice fills in the bodies where marked.
 */
import type { Session } from '../../shared/session';
import type { Address } from './addressStore';
import type { CheckoutTotals } from './checkoutTotals';

export type PaymentMethod = 'banktransfer' | 'card';

/**
 * AwaitingTransfer: placed, to be paid by bank transfer. AwaitingPayment: placed, the card
 * payment not made yet. PaymentFailed: the last card payment was refused (it can be paid
 * again: same order, spec issue 12). Paid: the provider confirmed it to the server.
 */
export type OrderStatus = 'AwaitingTransfer' | 'AwaitingPayment' | 'PaymentFailed' | 'Paid';

export interface OrderLine {
  productVariantId: number;
  name: string;
  sku: string;
  quantity: number;
  /** EUR, incl. tax. */
  unitPrice: number;
  total: number;
  /** The product page with its variant, for the confirmation's link ('' for prepaid money). */
  href: string;
  /**
   * Prepaid money (issue 13): the account it credits, null for a new account; undefined for a
   * product line. Such a line carries no VAT (the prepaid slice's decision 034).
   */
  prepaidAccountId?: number | null;
}

export interface OrderShipping {
  methodId: number;
  methodName: string;
  /** A pickup point's name when the method is a pickup one. */
  pickupPoint?: string;
  address: Address | undefined;
}

export interface Order {
  /** Opaque id in addresses (`/checkout/confirmation/{id}`). */
  id: string;
  /** What the shopper reads: VT-2026-000123. */
  number: string;
  createdAt: string;
  culture: string;
  /** The customer's e-mail, or the guest's. */
  email: string;
  signedIn: boolean;
  lines: OrderLine[];
  billing: Address;
  accountType: 'private' | 'company';
  companyName: string;
  vat: string;
  shipping: OrderShipping;
  paymentMethod: PaymentMethod;
  prepaidAccountId: number | undefined;
  couponCode: string | undefined;
  totals: CheckoutTotals;
  status: OrderStatus;
  /** The idempotency key of the checkout form that placed it (one order per key). */
  checkoutKey: string;
  /** The id of the session that placed it: only that session gets it back unpaid. */
  placedBy: string;
}

const orders = new Map<string, Order>();
const guestOrders = new WeakMap<Session, string[]>();

export const orderById = (id: string): Order | undefined => orders.get(id);

/** Whether this session may see the order: its customer's, or the guest session's own. */
export function orderVisibleTo(order: Order, session: Session): boolean {
  if (order.signedIn) return session.user === order.email;
  return (guestOrders.get(session) ?? []).includes(order.id);
}

/** The orders this session may see, newest first (the customer area, issue 13). */
export function ordersOf(session: Session): Order[] {
  return [...orders.values()]
    .filter((order) => orderVisibleTo(order, session))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function saveOrder(session: Session, order: Order): void {
  orders.set(order.id, order);
  if (!order.signedIn) guestOrders.set(session, [...(guestOrders.get(session) ?? []), order.id]);
}

/** The order this checkout key already placed, if any (five clicks, one order). */
export const orderByCheckoutKey = (key: string): Order | undefined =>
  [...orders.values()].find((order) => order.checkoutKey === key);

export function setOrderStatus(id: string, status: OrderStatus): void {
  const order = orders.get(id);
  if (order) order.status = status;
}

/** For the tests: forget every order. */
export function resetOrders(): void {
  orders.clear();
}
