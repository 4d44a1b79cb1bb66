/**
 * What the wishlist family lends other families (docs/decisions/016-demo-by-family.md): the
 * wishlist and birth-list buttons the product page shows for its variant.
 */
export { wishlistButtons } from './wishlistBlocks';
