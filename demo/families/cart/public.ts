/**
 * What the cart family lends other families (docs/decisions/016-demo-by-family.md): the
 * session's basket, read by the currency change (a non-empty basket asks first, spec 001 §4),
 * and the basket page's totals (spec 001 §9), which the checkout shows again.
 */
/** Prepaid money in the basket (issue 13: the prepaid family's "buy prepaid money"). */
export {
  addPrepaidCredit,
  basketIsEmpty,
  basketOf,
  clearBasket,
  onlyPrepaid,
  type PrepaidCredit,
  prepaidCreditsOf,
} from './basketStore';
/** The basket summary answer (spec 000 §3), which prepaid money added to the cart answers too. */
export { basketSummary } from './basketSummary';
/** The shopper's shipping choices, where the shipping family saves the chosen pickup point. */
export { type CartChoices, cartChoicesOf, shipTo } from './cartChoices';
/** The basket's lines with their products and unit prices (the checkout's summary and order). */
export { type CartLine, cartLinesOf } from './cartLines';
export { type CartTotals, cartTotals } from './cartTotals';
/** The customer id of a signed-in e-mail (spec 001 §6: sent with the VAT check). */
export { customerIdOf } from './coupons';
/** The shipping methods' radios with their prices and delays (the checkout shows them too). */
export { delayText, type MethodExtra, shippingMethodsFieldset } from './optionBlocks';
