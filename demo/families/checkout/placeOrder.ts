/**
 * Placing an order from the session's checkout (issue 12): the basket's lines, the chosen
 * addresses and choices, the checkout's totals. One order per checkout key: a second call
 * with the same key answers the order the first one placed (five clicks, one order).
 *
 * The POST validates first (orderValidation.ts). An order to be paid by bank transfer, or with
 * nothing left to pay, empties the basket and takes its prepaid part at once; a card order
 * waits for the provider (`orderPaid` / `orderPaymentFailed`, called by the payment slice).
 * A shopper whose card payment failed and who submits the checkout again (a new page, so a
 * new key) gets the same unpaid order back while the basket and the amount are the same:
 * never a second order for one basket (issue 12 "can be paid again without a second order").
 */
import { randomBytes } from 'node:crypto';
import { shippingMethodById } from '../../data/shipping';
import type { Culture } from '../../shared/culture';
import type { Session } from '../../shared/session';
import {
  basketOf,
  cartChoicesOf,
  cartLinesOf,
  clearBasket,
  prepaidCreditsOf,
} from '../cart/public';
import { type Address, checkoutAddressesOf } from './addressStore';
import { checkoutTotals } from './checkoutTotals';
import {
  type Order,
  orderByCheckoutKey,
  ordersOf,
  type PaymentMethod,
  saveOrder,
} from './orderStore';
import { chosenPrepaidOf, creditPrepaid, debitPrepaid } from './prepaidStore';

let lastNumber = 1000;

const EMPTY_ADDRESS: Address = {
  Id: 0,
  AddressType: 'Both',
  FirstName: '',
  LastName: '',
  CountryId: 0,
  CountryCode: '',
  City: '',
  PostalCode: '',
  Street1: '',
  HouseNumber: '',
  BoxNumber: '',
};

/** What the order is for: its lines and what is to pay (the same basket, the same amount). */
const basketSignature = (lines: Order['lines'], toPay: number) =>
  `${lines.map((line) => `${line.sku}x${line.quantity}x${line.total}`).join(',')}|${toPay}`;

/** The basket is now an order: it is emptied and the prepaid part taken (once). */
function settle(session: Session, order: Order): void {
  clearBasket(session);
  if (order.prepaidAccountId !== undefined && order.totals.prepaid > 0)
    debitPrepaid(session, order.prepaidAccountId, order.totals.prepaid);
}

/** The session's unpaid card order for this very basket and amount, if any. */
function unpaidCardOrder(session: Session, signature: string): Order | undefined {
  return ordersOf(session).find(
    (order) =>
      // Another device of the same customer keeps its own order (and the tests, their own).
      order.placedBy === session.id &&
      order.paymentMethod === 'card' &&
      (order.status === 'AwaitingPayment' || order.status === 'PaymentFailed') &&
      basketSignature(order.lines, order.totals.toPay) === signature,
  );
}

export function placeOrder(
  session: Session,
  culture: Culture,
  checkoutKey: string,
  paymentMethod: PaymentMethod,
): Order {
  const existing = orderByCheckoutKey(checkoutKey);
  if (existing) return existing;
  const lines = orderLines(session, culture);
  const totals = checkoutTotals(session);
  const unpaid = unpaidCardOrder(session, basketSignature(lines, totals.toPay));
  if (unpaid) return reuse(session, unpaid, paymentMethod);
  const addresses = checkoutAddressesOf(session);
  const choices = cartChoicesOf(session);
  const method =
    choices.shippingMethodId === undefined
      ? undefined
      : shippingMethodById(choices.shippingMethodId);
  lastNumber += 1;
  const order: Order = {
    id: randomBytes(9).toString('base64url'),
    number: `VT-${new Date().getFullYear()}-${String(lastNumber).padStart(6, '0')}`,
    createdAt: new Date().toISOString(),
    culture,
    email: session.user ?? addresses.guestEmail ?? '',
    signedIn: Boolean(session.user),
    lines,
    billing: addresses.billing ?? EMPTY_ADDRESS,
    accountType: addresses.accountType,
    companyName: addresses.companyName,
    vat: addresses.vat,
    shipping: {
      methodId: method?.ShippingMethodId ?? 0,
      methodName: method?.name[culture] ?? '',
      ...(method?.kind === 'pickup' && choices.pickupPoint
        ? { pickupPoint: choices.pickupPoint.PickupPointName }
        : {}),
      address: addresses.shipping,
    },
    paymentMethod,
    prepaidAccountId: chosenPrepaidOf(session)?.PrepaidAccountId,
    couponCode: choices.couponCode,
    totals,
    status:
      totals.toPay === 0
        ? 'Paid'
        : paymentMethod === 'card'
          ? 'AwaitingPayment'
          : 'AwaitingTransfer',
    checkoutKey,
    placedBy: session.id,
  };
  saveOrder(session, order);
  if (order.status !== 'AwaitingPayment') settle(session, order);
  if (order.status === 'Paid') creditPrepaidLines(session, order);
  return order;
}

function orderLines(session: Session, culture: Culture): Order['lines'] {
  // Prepaid money (issue 13): one line each, its name said in the page's words when shown.
  const credits = prepaidCreditsOf(basketOf(session)).map((credit) => ({
    productVariantId: 0,
    name: 'Prepaid credit',
    sku: credit.accountId === null ? 'PREPAID-NEW' : `PREPAID-${credit.accountId}`,
    quantity: 1,
    unitPrice: credit.amount,
    total: credit.amount,
    href: '',
    prepaidAccountId: credit.accountId,
  }));
  const products = cartLinesOf(session, culture).map((line) => ({
    productVariantId: line.variant.ProductVariantId,
    name: line.product.name[culture],
    sku: line.variant.SKU,
    quantity: line.line.quantity,
    unitPrice: line.unit.incl,
    total: Math.round(line.unit.incl * line.line.quantity * 100) / 100,
    href: `catalog/product/${line.product.slug}?variant=${line.variant.ProductVariantId}`,
  }));
  return [...products, ...credits];
}

/**
 * The unpaid card order submitted again: by card it waits for its payment again; by bank
 * transfer it now awaits the transfer, and the basket becomes the order.
 */
function reuse(session: Session, order: Order, paymentMethod: PaymentMethod): Order {
  if (paymentMethod === 'banktransfer') {
    order.paymentMethod = 'banktransfer';
    order.status = 'AwaitingTransfer';
    settle(session, order);
  } else {
    order.status = 'AwaitingPayment';
  }
  return order;
}

/**
 * The provider confirmed the order's payment to the server (the payment slice calls this):
 * the order is paid and the basket it came from is emptied.
 */
export function orderPaid(session: Session, order: Order): void {
  if (order.status === 'Paid') return;
  order.status = 'Paid';
  settle(session, order);
  creditPrepaidLines(session, order);
}

/**
 * A paid order's prepaid money goes to its accounts (issue 13): a bank transfer order awaits
 * its transfer first, so it credits nothing when placed. A line for a new account remembers
 * the account opened for it.
 */
export function creditPrepaidLines(session: Session, order: Pick<Order, 'lines' | 'number'>): void {
  for (const line of order.lines) {
    if (line.prepaidAccountId === undefined) continue;
    const credited = creditPrepaid(session, line.prepaidAccountId, line.total, order.number);
    if (credited !== undefined) line.prepaidAccountId = credited;
  }
}

/** The provider refused the order's payment: the order can be paid again, the basket stays. */
export function orderPaymentFailed(order: Order): void {
  order.status = 'PaymentFailed';
}
