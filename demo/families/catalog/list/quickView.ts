/**
 * The quick view panel (spec 000 §2, §4: content loaded once, on first open): a fragment
 * with the product's picture, name, brand, price, description and a link to its page.
 */
import { brands } from '../../../data/catalog';
import type { Product } from '../../../data/catalog/types';
import type { PageContext } from '../../../shared/context';
import { html } from '../../../shared/html';
import { moneyFormatter } from '../../../shared/money';
import { productUrl } from '../../../shared/productCard';
import { listPrice } from '../matching';

export function quickView(ctx: PageContext, product: Product) {
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  const brand = brands.find((b) => b.id === product.brandId)?.name ?? '';
  return html`<article class="quick-view" data-product-id="${product.id}">
    <img class="quick-view__image" src="${ctx.base}media/product/${product.id}/0.svg" alt="" width="240" height="240" />
    <div class="quick-view__body">
      <p class="quick-view__brand">${brand}</p>
      <h2 class="quick-view__name">${product.name[ctx.culture]}</h2>
      <p class="quick-view__price">${money(listPrice(product, ctx.session.currency))}</p>
      <p class="quick-view__description">${product.description[ctx.culture]}</p>
      <a class="button" href="${productUrl(ctx, product)}">${ctx.t('Catalog.ViewProduct')}</a>
    </div>
  </article>`;
}
