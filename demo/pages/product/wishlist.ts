/**
 * Issue 5: the product page's wishlist and customer-reference blocks (owned by the wishlist
 * work): the add-to-wishlist and add-to-birth-list buttons, and the customer reference form
 * (also answered by GET widget/catalog/CustomerReferenceUpdate).
 */
import type { Product, ProductVariant } from '../../data/catalog/types';
import { html } from '../../server/html';
import type { PageContext } from '../context';

/** The wishlist and birth-list buttons for the variant shown. */
export function wishlistButtons(_ctx: PageContext, _product: Product, _variant: ProductVariant) {
  return html``;
}

/** Inner HTML of the customer-reference region for one variant. */
export function customerReferenceFragment(
  _ctx: PageContext,
  _product: Product,
  _variant: ProductVariant,
) {
  return html``;
}
