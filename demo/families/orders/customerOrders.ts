/**
 * The orders of the customer area (issue 13): what the checkout placed for this session's
 * customer, and the demo customer's past orders (seeded per session, so what one visitor
 * changes — a delivery address change, a refund, a payment — is theirs alone).
 *
 * CONTRACT (coordinator): the signatures below are what the customer-area slices read (the
 * order pages, the refund page, the prepaid make-payment page). The orders slice adds the
 * past orders here. The orders are `CustomerOrder`s: the checkout's `Order` with the later
 * statuses (orderTypes.ts).
 */
import type { Session } from '../../shared/session';
import { type Order, ordersOf } from '../checkout/public';
import type { CustomerOrder } from './orderTypes';
import { DEMO_EMAIL, pastOrders, renameLines } from './pastOrders';

const seeded = new WeakMap<Session, CustomerOrder[]>();

/** This session's copies of the demo customer's past orders (none for anyone else). */
function pastOrdersOf(session: Session): CustomerOrder[] {
  if (session.user !== DEMO_EMAIL) return [];
  let orders = seeded.get(session);
  if (!orders) {
    orders = pastOrders(session.culture);
    seeded.set(session, orders);
  }
  for (const order of orders) renameLines(order, session.culture);
  return orders;
}

type Requests = Pick<CustomerOrder, 'deliveryChangeRequested' | 'refund'>;

/**
 * What the customer asked about the checkout's orders in this session. Those orders outlive the
 * session (checkout/orderStore.ts), so the requests sit beside them, per session, and a view
 * reads them over the order (writes, such as a payment's status, still reach the order).
 */
const asked = new WeakMap<Session, Map<string, Requests>>();

function requestsOf(session: Session, id: string): Requests {
  const all = asked.get(session) ?? new Map<string, Requests>();
  asked.set(session, all);
  const found = all.get(id) ?? {};
  all.set(id, found);
  return found;
}

function viewOf(session: Session, order: Order): CustomerOrder {
  const requests = requestsOf(session, order.id);
  return new Proxy(order as CustomerOrder, {
    get: (target, key, receiver) =>
      key in requests ? requests[key as keyof Requests] : Reflect.get(target, key, receiver),
  });
}

/** Records what the customer asked (a delivery change, a refund) for this session only. */
export function recordRequest(session: Session, order: CustomerOrder, request: Requests): void {
  if (order.placedBy === 'seed') Object.assign(order, request);
  else Object.assign(requestsOf(session, order.id), request);
}

/** The orders this session's customer may see, newest first. */
export function customerOrdersOf(session: Session): CustomerOrder[] {
  if (!session.user) return [];
  const placed = ordersOf(session).map((order) => viewOf(session, order));
  return [...placed, ...pastOrdersOf(session)].sort((a, b) =>
    b.createdAt.localeCompare(a.createdAt),
  );
}

/** One of them, or undefined (never another customer's). */
export function customerOrderById(session: Session, id: string): CustomerOrder | undefined {
  return customerOrdersOf(session).find((order) => order.id === id) ?? undefined;
}
