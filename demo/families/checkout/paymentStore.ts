/**
 * The demo's card payment sessions (issue 12; spec 001 §3 payment session; decision 032):
 * one per try, each for one order; the provider stand-in (demo/families/payment-provider)
 * records at most one payment per session and settles the order through placeOrder.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Session } from '../../shared/session';
import { orderById } from './orderStore';
import { orderPaid, orderPaymentFailed } from './placeOrder';

export type PaymentResult = 'Authorised' | 'Refused' | 'RedirectShopper';

export interface PaymentSessionRecord {
  id: string;
  orderId: string;
  sessionData: string;
  /** The first payment's result (one payment per session, whatever the clicks). */
  result?: PaymentResult;
  /** For a confirmation step: the return's token → confirmed or cancelled. */
  redirectResults: Map<string, boolean>;
}

export const DEMO_PROVIDER = 'demopay';
export const DEMO_CLIENT_KEY = 'test_DEMOPAYVITRINE';
const sessions = new Map<string, PaymentSessionRecord>();
const token = () => randomBytes(12).toString('base64url');

export function createPaymentSession(orderId: string): PaymentSessionRecord {
  const record: PaymentSessionRecord = {
    id: `CS${token()}`,
    orderId,
    sessionData: token() + token(),
    redirectResults: new Map(),
  };
  sessions.set(record.id, record);
  return record;
}

export const paymentSessionById = (id: string) => sessions.get(id);

/** The server learns the outcome from the provider: the order is paid, or may be paid again. */
export function settlePayment(
  session: Session,
  record: PaymentSessionRecord,
  paid: boolean,
): 'Authorised' | 'Refused' {
  const order = orderById(record.orderId);
  if (order && order.status !== 'Paid') {
    if (paid) orderPaid(session, order);
    else orderPaymentFailed(order);
  }
  return paid ? 'Authorised' : 'Refused';
}
