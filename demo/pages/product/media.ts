/**
 * Issue 5: the product page's media and sharing blocks (owned by the media work): the photo
 * gallery fragment (also answered by GET widget/catalog/ProductPhotosGallery), the 360-degree
 * viewer, the social-share buttons and the associated-product rows.
 */
import type { Product, ProductVariant } from '../../data/catalog/types';
import { html } from '../../server/html';
import type { PageContext } from '../context';

/** Inner HTML of the gallery region for one variant. */
export function productGalleryFragment(
  _ctx: PageContext,
  _product: Product,
  _variant: ProductVariant,
) {
  return html``;
}

/** The 360-degree viewer placeholder, or nothing when the product has no spin images. */
export function spinViewer(_ctx: PageContext, _product: Product) {
  return html``;
}

/** Social-share and copy-link buttons for the product's canonical address. */
export function socialShare(_ctx: PageContext, _product: Product) {
  return html``;
}

/** Rows of associated products below the product. */
export function associatedRows(_ctx: PageContext, _product: Product) {
  return html``;
}
