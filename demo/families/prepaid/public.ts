/**
 * What the prepaid family lends other families (docs/decisions/016-demo-by-family.md): what an
 * order still awaits once prepaid accounts paid part of it on the make-payment page, for the
 * order page (issue 13, orders slice).
 */
export { amountDueOf } from './orderPayment';
