/**
 * What the checkout family lends other families (docs/decisions/016-demo-by-family.md): the
 * orders it placed, which the customer area lists (issue 13).
 */

/** An order's lines as the confirmation shows them, which the customer area's order page shows too. */
export { addressBlock, linesBlock } from './confirmationPage';
export { type Order, type OrderStatus, orderById, ordersOf } from './orderStore';
/** The card payment sessions, for the provider stand-in (demo/families/payment-provider). */
export {
  DEMO_PROVIDER,
  type PaymentResult,
  type PaymentSessionRecord,
  paymentSessionById,
  settlePayment,
} from './paymentStore';
/** A paid order's prepaid money, credited (once, when the order becomes paid: issue 13). */
export { creditPrepaidLines } from './placeOrder';
/** The customers' prepaid accounts, which the customer area shows, tops up and pays with (issue 13). */
export {
  debitPrepaid,
  onPrepaidCredit,
  type PrepaidAccount,
  type PrepaidCreditListener,
  prepaidAccountsOf,
} from './prepaidStore';
