import { brands } from '../data/catalog';
import type { Product } from '../data/catalog/types';
import { cultureRoot, type PageContext } from './context';
import { html } from './html';
import { cheapestVariant, priceTag } from './priceTag';

export const productUrl = (ctx: PageContext, product: Product) =>
  `${cultureRoot(ctx)}catalog/product/${product.slug}`;

/** A product card; `extra` (e.g. a quick view link) goes after the price. */
export function productCard(ctx: PageContext, product: Product, extra: unknown = '') {
  const brand = brands.find((b) => b.id === product.brandId);
  return html`<li class="product-card">
    <a href="${productUrl(ctx, product)}">
      <img src="${ctx.base}media/product/${product.id}/0.svg" alt="" width="300" height="300" loading="lazy" />
      <span class="product-card__brand">${brand?.name ?? ''}</span>
      <span class="product-card__name">${product.name[ctx.culture]}</span>
    </a>
    <span class="product-card__price">${priceTag(ctx, cheapestVariant(product))}</span>
    ${extra}
  </li>`;
}
