/**
 * The quick view panel (spec 000 §2, §4: content loaded once, on first open; issue 10 §4): a
 * fragment with the product's picture, brand, the product-variations widget (the variant
 * choice, the price, on sale with its old price and badge, and add to cart with its
 * confirmation), the description and a link to the product page. The dialog's title is the
 * product's name (the link's `data-modal`), so the fragment has no heading of its own. The
 * picture follows the chosen colour (a variant-fragment region, decision 012); the widget
 * leaves the list's address alone.
 */
import { brands, defaultVariant } from '../../../data/catalog';
import type { Product, ProductVariant } from '../../../data/catalog/types';
import type { PageContext } from '../../../shared/context';
import { html, raw } from '../../../shared/html';
import { priceTag } from '../../../shared/priceTag';
import { productUrl } from '../../../shared/productCard';
import { productVariationsProps, variantImageUrl } from '../../product/public';

/** The picture of the variant shown; also answered by widget/catalog/QuickViewImage. */
export const quickViewImage = (ctx: PageContext, product: Product, variant: ProductVariant) =>
  html`<img src="${variantImageUrl(ctx.base, product, variant)}" alt="" width="240" height="240" />`;

export function quickView(ctx: PageContext, product: Product) {
  const variant = defaultVariant(product);
  const brand = brands.find((b) => b.id === product.brandId)?.name ?? '';
  const props = productVariationsProps(ctx, product, variant, {
    origin: 'quick-view',
    inAddress: false,
  });
  return html`<article class="quick-view" data-product-id="${product.id}">
    <div class="quick-view__image" data-widget="variant-fragment" data-src="widget/catalog/QuickViewImage"
      data-product-id="${product.id}" data-product-variant-id="${variant.ProductVariantId}">${quickViewImage(ctx, product, variant)}</div>
    <div class="quick-view__body">
      <p class="quick-view__brand">${brand}</p>
      <div class="quick-view__variations" data-widget="product-variations">
        <script type="application/json" data-props>${raw(props)}</script>
        <p class="quick-view__price">${priceTag(ctx, variant)}</p>
      </div>
      <p class="quick-view__description">${product.description[ctx.culture]}</p>
      <a class="button" href="${productUrl(ctx, product)}">${ctx.t('Catalog.ViewProduct')}</a>
    </div>
  </article>`;
}
