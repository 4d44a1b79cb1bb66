/**
 * Paying an open order from a prepaid account (issue 13; spec 001 §2 "Make-payment page"): an
 * order awaiting a bank transfer takes what the chosen account can give; an account that
 * cannot cover all pays part, and the rest still awaits the transfer. A fully paid order is
 * marked Paid.
 */
import { round2 } from '../../../src/core/format';
import type { Session } from '../../shared/session';
import { creditPrepaidLines, debitPrepaid, type PrepaidAccount } from '../checkout/public';
import type { CustomerOrder as Order } from '../orders/public';
import { addMovement, prepaidPaidFor, recordOrderPayment } from './prepaidState';

/** What the order still awaits (EUR): its amount to pay less what prepaid accounts gave here. */
export function amountDueOf(session: Session, order: Order): number {
  if (order.status !== 'AwaitingTransfer') return 0;
  return Math.max(0, round2(order.totals.toPay - prepaidPaidFor(session, order.id)));
}

export interface OrderPayment {
  paid: number;
  due: number;
}

/** Takes from the account what it can of what the order awaits. */
export function payOrder(
  session: Session,
  order: Order,
  account: PrepaidAccount,
  now = new Date(),
): OrderPayment {
  const due = amountDueOf(session, order);
  const paid = round2(Math.min(due, account.Balance));
  if (paid <= 0) return { paid: 0, due };
  debitPrepaid(session, account.PrepaidAccountId, paid);
  recordOrderPayment(session, order.id, paid);
  addMovement(session, {
    accountId: account.PrepaidAccountId,
    date: now.toISOString(),
    kind: 'payment',
    amount: -paid,
    reference: order.number,
  });
  const left = round2(due - paid);
  // The order object is the customer's own (customerOrderById): its status follows.
  if (left === 0) {
    order.status = 'Paid';
    // Prepaid money bought with the order reaches its account now that the order is paid.
    creditPrepaidLines(session, order);
  }
  return { paid, due: left };
}
