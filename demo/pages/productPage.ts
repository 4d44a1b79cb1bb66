/** The product page of the demo, server-rendered; issue 5 adds the variation and cart widgets. */
import { brands, categories } from '../data/catalog';
import type { Product } from '../data/catalog/types';
import { pageContent } from '../data/content';
import { convert } from '../server/currency';
import { html } from '../server/html';
import { moneyFormatter, translator } from '../server/t';
import { cultureRoot, type PageContext } from './context';
import { layout } from './layout';
import { fromPrice } from './productCard';

export function productPage(ctx: PageContext, product: Product) {
  const t = translator(ctx.culture);
  const money = moneyFormatter(ctx.culture, ctx.session.currency);
  const brand = brands.find((b) => b.id === product.brandId);
  const category = categories.find((c) => c.id === product.categoryId);
  const variant = product.variants.find((v) => v.available);
  const root = cultureRoot(ctx);
  const body = html`<article class="product">
    <nav class="breadcrumb" aria-label="${t('Catalog.Categories')}">
      <a href="${root}">${pageContent[ctx.culture].nav.home}</a> ›
      ${category ? html`<a href="${root}catalog/category/${category.slug}">${category.name[ctx.culture]}</a>` : ''}
    </nav>
    <div class="product__layout">
      <div class="product__gallery">
        ${Array.from({ length: product.imageCount }, (_, index) =>
          index === 0
            ? html`<img src="${ctx.base}media/product/${product.id}/0.svg" alt="${product.name[ctx.culture]}" width="600" height="600" />`
            : html`<img src="${ctx.base}media/product/${product.id}/${index}.svg" alt="" width="140" height="140" loading="lazy" />`,
        )}
      </div>
      <div class="product__info">
        ${brand ? html`<p class="product__brand"><a href="${root}catalog/brand/${brand.slug}">${brand.name}</a></p>` : ''}
        <h1>${product.name[ctx.culture]}</h1>
        <p class="product__price">${money(convert(fromPrice(product), ctx.session.currency))}</p>
        <p>${product.description[ctx.culture]}</p>
        ${product.attributes.map(
          (attribute) => html`<p><strong>${attribute.name[ctx.culture]}</strong> :
            ${attribute.values.map((value) => value.label[ctx.culture]).join(', ')}</p>`,
        )}
        <p class="product__sku">${t('Catalog.Sku')} ${variant?.SKU ?? ''}</p>
      </div>
    </div>
  </article>`;
  return layout(ctx, { title: product.name[ctx.culture], body });
}
