/**
 * The checkout's choices (issue 12; spec 001 §2, §3): the prepaid account
 * (`PrepaidAccountId`) and the payment method (`PaymentMethod`) are saved as the shopper picks
 * them, so the server's totals follow; the summary and the shipping methods reload as
 * fragments. The paths are not shown in spec 001 §7: our contract, listed in
 * src/api/checkoutChoiceEndpoints.ts. Failures are the callers' (`policy: false`).
 */
import { CHECKOUT_TOTALS_PATH, checkoutTotalsSchema } from './checkout';
import { getJson, postJson } from './parse';

export const CHECKOUT_PREPAID_PATH = 'api/v1/checkout/prepaid';
export const CHECKOUT_PAYMENT_METHOD_PATH = 'api/v1/checkout/paymentmethod';
/** Under the culture path: the order summary's HTML (lines, totals, `data-to-pay`). */
export const CHECKOUT_SUMMARY_FRAGMENT = 'widget/checkoutsummary';
/** Under the culture path: the shipping methods of the shipping address's country. */
export const CHECKOUT_SHIPPING_FRAGMENT = 'widget/checkoutshipping';

/** spec 001 §3 `PaymentMethod`. */
export const PAYMENT_METHODS = ['banktransfer', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** spec 001 §3 `PrepaidAccountId`; null pays nothing from a prepaid account. */
export const setPrepaidAccount = (PrepaidAccountId: number | null) =>
  postJson(
    checkoutTotalsSchema,
    CHECKOUT_PREPAID_PATH,
    { PrepaidAccountId },
    { policy: false, abortKey: 'checkout-prepaid' },
  );

/** spec 001 §3 `PaymentMethod`; the answer is the totals (the method may change nothing). */
export const setPaymentMethod = (PaymentMethod: PaymentMethod) =>
  postJson(
    checkoutTotalsSchema,
    CHECKOUT_PAYMENT_METHOD_PATH,
    { PaymentMethod },
    { policy: false, abortKey: 'checkout-payment-method' },
  );

/** The checkout's totals as the server sees them now (spec 001 §4). */
export const fetchCheckoutTotals = () =>
  getJson(checkoutTotalsSchema, CHECKOUT_TOTALS_PATH, {
    policy: false,
    abortKey: 'checkout-totals',
  });
