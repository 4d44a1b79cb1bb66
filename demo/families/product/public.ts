/**
 * What the product family lends other families (docs/decisions/016-demo-by-family.md): the
 * price of a basket line (degressive steps) and the order rules add to cart applies.
 */
export { unitPriceFor } from './variation';
export { orderRefusal } from './variationOrder';
