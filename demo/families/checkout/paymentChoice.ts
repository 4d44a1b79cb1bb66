/**
 * The payment method chosen at checkout (issue 12; spec 001 §3 `PaymentMethod`), kept beside
 * the session so the page shows it again after a refresh, and the shop's bank details that a
 * bank transfer shows (the demo's own: a documentation IBAN, never a real account).
 */
import type { Session } from '../../shared/session';

export const PAYMENT_METHODS = ['banktransfer', 'card'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const isPaymentMethod = (value: unknown): value is PaymentMethodName =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

/** Where a bank transfer goes. */
export const BANK_DETAILS = {
  beneficiary: 'Vitrine Demo SRL',
  iban: 'BE71 0961 2345 6769',
  bic: 'GKCCBEBB',
} as const;

const chosen = new WeakMap<Session, PaymentMethodName>();

/** The chosen method, if the shopper picked one. */
export const paymentMethodOf = (session: Session): PaymentMethodName | undefined =>
  chosen.get(session);

export function choosePaymentMethod(session: Session, method: PaymentMethodName): void {
  chosen.set(session, method);
}
