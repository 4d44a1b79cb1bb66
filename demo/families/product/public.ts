/**
 * What the product family lends other families (docs/decisions/016-demo-by-family.md): the
 * price of a basket line (degressive steps), the order rules add to cart applies, and what a
 * quick view needs to carry the product-variations widget (issue 10 §4).
 */
export { variantImageUrl } from './media';
/** issue 14: a section of the product page from another family (the images an editor saved). */
export { addProductSection, type ProductSection } from './sections';
export { productVariationsProps, unitPriceFor } from './variation';
export { orderRefusal } from './variationOrder';
