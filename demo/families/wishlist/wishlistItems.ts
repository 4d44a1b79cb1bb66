/**
 * The items of one list (GET {culture}/catalog/wishlist/list_item?wishlistid=, spec 001 §2):
 * each product with its picture, its name linked to its page, its chosen values, its unit
 * price, the desired quantity, add to cart and remove; then the list's name and description
 * editors and its actions (order all, delete the list). widgets/wishlist/wishlist-page drives
 * them by their data-wishlist-* marks; the page shows the same HTML without JavaScript.
 */
import { formatLabel } from '../../../src/core/format';
import { variantById } from '../../data/catalog';
import type { Product, ProductVariant } from '../../data/catalog/types';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { convert, moneyFormatter } from '../../shared/money';
import { unitPriceFor, variantImageUrl } from '../product/public';
import { DESCRIPTION_MAX, NAME_MAX } from './wishlistEdit';
import type { Wishlist, WishlistItem } from './wishlistStore';

function variantValues(ctx: PageContext, product: Product, variant: ProductVariant): string {
  return product.attributes
    .map((attribute, index) => {
      const value = attribute.values.find(
        (v) => v.ProductAttributeValueId === variant.valueIds[index],
      );
      return formatLabel(attribute.name[ctx.culture], value?.label[ctx.culture] ?? '', ctx.locale);
    })
    .join(' · ');
}

function itemRow(ctx: PageContext, item: WishlistItem) {
  const found = variantById(item.variantId);
  if (!found) return '';
  const { product, variant } = found;
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  const unit = convert(unitPriceFor(product, variant, 1).incl, ctx.session.currency);
  const nameId = `wishlist-item-${item.WishlistProductId}`;
  const quantityId = `${nameId}-quantity`;
  const values = variantValues(ctx, product, variant);
  const href = `${cultureRoot(ctx)}catalog/product/${product.slug}?variant=${variant.ProductVariantId}`;
  return html`<tr class="wishlist-items__row" data-wishlist-item="${item.WishlistProductId}" data-product-variant-id="${variant.ProductVariantId}" data-name="${product.name[ctx.culture]}">
    <td class="wishlist-items__image"><img src="${variantImageUrl(ctx.base, product, variant)}" alt="" width="72" height="72" loading="lazy" /></td>
    <th scope="row" class="wishlist-items__product">
      <a id="${nameId}" href="${href}">${product.name[ctx.culture]}</a>
      ${values ? html`<span class="wishlist-items__values">${values}</span>` : ''}
      <span class="wishlist-items__sku">${variant.SKU}</span>
    </th>
    <td class="wishlist-items__price" data-label="${ctx.t('Catalog.WishlistUnitPrice')}">${money(unit)}</td>
    <td class="wishlist-items__quantity" data-label="${ctx.t('Catalog.DesiredQuantity')}">
      <label class="visually-hidden" for="${quantityId}">${ctx.t('Catalog.DesiredQuantity')}</label>
      <input id="${quantityId}" class="wishlist-items__input" type="text" inputmode="numeric" autocomplete="off" size="4" name="Quantity" value="${item.qty}" data-saved="${item.qty}" aria-describedby="${nameId}" data-wishlist-quantity />
    </td>
    <td class="wishlist-items__buttons">
      <button type="button" class="button button--primary" aria-describedby="${nameId}" data-wishlist-add-to-cart ${variant.available ? '' : 'disabled'}>${ctx.t('Catalog.AddToCart')}</button>
      <button type="button" class="button" aria-describedby="${nameId}" data-wishlist-remove>${ctx.t('Catalog.RemoveFromList')}</button>
    </td>
  </tr>`;
}

/** The items, editors and actions of one list: what the page's table wrapper holds. */
export function wishlistItems(ctx: PageContext, list: Wishlist) {
  const count = ctx.t('Catalog.WishlistItemsCount', { count: list.Items.length });
  const id = (name: string) => `wishlist-${list.WishlistId}-${name}`;
  return html`<section class="wishlist-items" data-wishlist="${list.WishlistId}" aria-labelledby="${id('title')}">
    <h2 id="${id('title')}" class="wishlist-items__title" tabindex="-1"><span data-wishlist-title>${list.Name}</span> <small>${count}</small></h2>
    ${
      list.Items.length === 0
        ? html`<div class="wishlist-items__empty"><p>${ctx.t('Catalog.WishlistEmpty')}</p>
          <p><a class="button button--primary" href="${cultureRoot(ctx)}catalog">${ctx.t('Catalog.WishlistBrowseCatalog')}</a></p></div>`
        : html`<table class="wishlist-items__table">
          <thead><tr>
            <td></td><th scope="col">${ctx.t('Catalog.WishlistProduct')}</th>
            <th scope="col">${ctx.t('Catalog.WishlistUnitPrice')}</th>
            <th scope="col">${ctx.t('Catalog.DesiredQuantity')}</th>
            <th scope="col"><span class="visually-hidden">${ctx.t('Catalog.WishlistActions')}</span></th>
          </tr></thead>
          <tbody>${list.Items.map((item) => itemRow(ctx, item))}</tbody>
        </table>`
    }
    <div class="wishlist-items__actions">
      ${list.Items.length ? html`<button type="button" class="button button--primary" data-wishlist-order-all>${ctx.t('Catalog.OrderAllProducts')}</button>` : ''}
      <button type="button" class="button" data-wishlist-delete-list>${ctx.t('Catalog.DeleteList')}</button>
    </div>
    <div class="wishlist-items__editors">
      <form class="form wishlist-items__editor" data-wishlist-rename>
        <div class="field">
          <label for="${id('name')}">${ctx.t('Catalog.ListName')}</label>
          <input id="${id('name')}" name="Name" value="${list.Name}" maxlength="${NAME_MAX}" required autocomplete="off" />
        </div>
        <div><button type="submit" class="button">${ctx.t('Catalog.RenameList')}</button></div>
      </form>
      <form class="form wishlist-items__editor" data-wishlist-describe>
        <div class="field">
          <label for="${id('description')}">${ctx.t('Catalog.ListDescription')}</label>
          <textarea id="${id('description')}" name="Description" rows="3" maxlength="${DESCRIPTION_MAX}">${list.Description}</textarea>
        </div>
        <div><button type="submit" class="button">${ctx.t('Catalog.WishlistSaveDescription')}</button></div>
      </form>
    </div>
  </section>`;
}
