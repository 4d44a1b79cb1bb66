/**
 * What the cart family lends other families (docs/decisions/016-demo-by-family.md): the
 * session's basket, read by the currency change (a non-empty basket asks first, spec 001 §4).
 */
export { basketOf } from './basketStore';
