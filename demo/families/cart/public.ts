/**
 * What the cart family lends other families (docs/decisions/016-demo-by-family.md): the
 * session's basket, read by the currency change (a non-empty basket asks first, spec 001 §4),
 * and the basket page's totals (spec 001 §9), which the checkout shows again.
 */
export { basketOf } from './basketStore';
/** The shopper's shipping choices, where the shipping family saves the chosen pickup point. */
export { type CartChoices, cartChoicesOf } from './cartChoices';
export { type CartTotals, cartTotals } from './cartTotals';
