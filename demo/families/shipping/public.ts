/**
 * What the shipping family lends other families (docs/decisions/016-demo-by-family.md): the
 * pickup-point control the cart page shows for each pickup shipping method.
 */
export { billingNamesOf, pickupPointControl } from './pickupControl';
