/**
 * The products of the page as a grid of cards or a table (spec 000 §2 display), each with its
 * quick view link (spec 000 §4), and their GA4 items (spec 000 §3 tracking item).
 */
import { brands, categories, defaultVariant } from '../../../data/catalog';
import type { Product } from '../../../data/catalog/types';
import type { PageContext } from '../../../shared/context';
import { html, jsonForScript, raw } from '../../../shared/html';
import { cheapestVariant, priceTag } from '../../../shared/priceTag';
import { productCard, productUrl } from '../../../shared/productCard';
import { listPrice } from '../matching';
import type { ListView } from './listView';

const brandOf = (product: Product) => brands.find((b) => b.id === product.brandId)?.name ?? '';

/** The shell opens `data-modal` links in a dialog titled with the attribute (spec 000 §2). */
export function quickViewLink(ctx: PageContext, product: Product) {
  const name = product.name[ctx.culture];
  return html`<a class="quick-view-link" href="${ctx.base}widget/catalog/QuickView/${product.id}"
    data-modal="${name}" data-modal-cache>${ctx.t('Catalog.QuickView')}<span class="visually-hidden"> : ${name}</span></a>`;
}

export function productGrid(ctx: PageContext, items: Product[]) {
  return html`<ul class="product-grid">${items.map((p) => productCard(ctx, p, quickViewLink(ctx, p)))}</ul>`;
}

export function productTable(ctx: PageContext, view: ListView) {
  const { page, pages } = view.result;
  return html`<div class="product-table__scroll"><table class="product-table">
    <caption>${ctx.t('Catalog.TableCaption', { title: view.title, page, pages })}</caption>
    <thead><tr>
      <th scope="col"><span class="visually-hidden">${ctx.t('Catalog.Picture')}</span></th>
      <th scope="col">${ctx.t('Catalog.Product')}</th>
      <th scope="col">${ctx.t('Catalog.Brand')}</th>
      <th scope="col" class="product-table__price">${ctx.t('Catalog.Price')}</th>
      <th scope="col"><span class="visually-hidden">${ctx.t('Catalog.QuickView')}</span></th>
    </tr></thead>
    <tbody>
      ${view.result.items.map(
        (product) => html`<tr>
          <td><img src="${ctx.base}media/product/${product.id}/0.svg" alt="" width="64" height="64" loading="lazy" /></td>
          <th scope="row"><a href="${productUrl(ctx, product)}">${product.name[ctx.culture]}</a></th>
          <td>${brandOf(product)}</td>
          <td class="product-table__price">${priceTag(ctx, cheapestVariant(product))}</td>
          <td>${quickViewLink(ctx, product)}</td>
        </tr>`,
      )}
    </tbody>
  </table></div>`;
}

/** spec 000 §3 tracking item, for view_item_list and select_item. */
export function listItems(ctx: PageContext, view: ListView) {
  const { items, page, pageSize } = view.result;
  return items.map((product, position) => {
    const variant = defaultVariant(product);
    return {
      item_name: product.name[ctx.culture],
      item_id: String(product.id),
      sku: variant.SKU,
      price: listPrice(product, ctx.session.currency),
      item_brand: brandOf(product),
      item_category: categories.find((c) => c.id === product.categoryId)?.name[ctx.culture] ?? '',
      quantity: 1,
      index: (page - 1) * pageSize + position,
      // Not sent: ties the item to its links for select_item (widgets/catalog/list-tracking).
      url: productUrl(ctx, product),
    };
  });
}

export const listItemsScript = (ctx: PageContext, view: ListView) =>
  html`<script type="application/json" data-list-items nonce="${ctx.nonce}">${raw(jsonForScript(listItems(ctx, view)))}</script>`;
