/**
 * Issue 5: the product page's wishlist blocks: the add-to-wishlist and add-to-birth-list
 * buttons, and the popup they open (GET {culture}/catalog/wishlist/popup).
 */
import { formatLabel } from '../../../src/core/format';
import type { Product, ProductVariant } from '../../data/catalog/types';
import type { PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { itemOf, listsOf, type WishlistKind } from './wishlistStore';

const heart = html`<svg class="wishlist-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" /></svg>`;

export const buttonLabelKey = (kind: WishlistKind) =>
  kind === 'birthlist' ? 'Catalog.AddToBirthList' : 'Catalog.AddToWishlist';

/**
 * The wishlist and birth-list buttons for the variant shown (widgets/wishlist/wishlist-button).
 * Each waits until it is seen (issue 16 §2: below the fold on a phone); until then its server
 * markup is the same button, disabled. An address that asks to open a dialog (?openWishlist,
 * ?openBirthlist: spec 000 §2) mounts them at once.
 */
export function wishlistButtons(ctx: PageContext, product: Product, variant: ProductVariant) {
  const asked = /[?&]open(Wishlist|Birthlist)\b/.test(ctx.search);
  const hydrate = asked ? '' : ' data-hydrate="visible"';
  const button = (kind: WishlistKind) =>
    html`<div data-widget="wishlist-button"${raw(hydrate)} data-product-id="${product.id}" data-product-variant-id="${variant.ProductVariantId}" data-kind="${kind}">
      <button type="button" class="button wishlist-button__fallback" disabled>${heart}<span>${ctx.t(buttonLabelKey(kind))}</span></button>
    </div>`;
  return html`<div class="product-wishlist">${button('wishlist')}${button('birthlist')}</div>`;
}

/** What the popup names: the product, its chosen values and its SKU. */
function variantSummary(ctx: PageContext, product: Product, variant: ProductVariant) {
  const values = product.attributes.map((attribute, index) => {
    const value = attribute.values.find(
      (v) => v.ProductAttributeValueId === variant.valueIds[index],
    );
    return formatLabel(attribute.name[ctx.culture], value?.label[ctx.culture] ?? '', ctx.locale);
  });
  const colourIndex = product.attributes.findIndex((attribute) => attribute.kind === 'colour');
  const colour = colourIndex < 0 ? undefined : variant.valueIds[colourIndex];
  const src = `${ctx.base}media/product/${product.id}/0.svg${colour ? `?v=${colour}` : ''}`;
  return html`<div class="wishlist-popup__product">
    <img src="${src}" alt="" width="64" height="64" />
    <p><strong>${product.name[ctx.culture]}</strong>
      ${values.length ? html`<br /><span>${values.join(' · ')}</span>` : ''}
      <br /><span class="wishlist-popup__sku">${variant.SKU}</span></p>
  </div>`;
}

/**
 * The add-to-list popup (spec 001 §2, §3): the List select of the shopper's lists of this kind
 * plus "new list" (value 0) with its name, the hidden productVariantId, the desired quantity;
 * and, when the variant is already in the chosen list, its quantity and the desired-quantity
 * form (spec 000 §8). widgets/wishlist/wishlist-button drives it by its data-wishlist-* marks.
 */
export function wishlistPopup(
  ctx: PageContext,
  product: Product,
  variant: ProductVariant,
  kind: WishlistKind,
) {
  const lists = listsOf(ctx.session, kind);
  const first = lists[0];
  const item = itemOf(first, variant.ProductVariantId);
  const id = (name: string) => `wishlist-${kind}-${name}`;
  const defaultName = ctx.t(kind === 'birthlist' ? 'Catalog.BirthList' : 'Catalog.Wishlist');
  return html`<div class="wishlist-popup" data-wishlist-popup data-kind="${kind}" data-product-variant-id="${variant.ProductVariantId}">
    ${variantSummary(ctx, product, variant)}
    <form class="form wishlist-popup__form" method="post" action="${ctx.base}api/v1/catalog/wishlist/addproductvariant" data-wishlist-add data-no-ajax>
      <input type="hidden" name="productVariantId" value="${variant.ProductVariantId}" />
      <input type="hidden" name="kind" value="${kind}" />
      <div class="field">
        <label for="${id('list')}">${ctx.t('Catalog.ChooseList')}</label>
        <select id="${id('list')}" name="List" data-wishlist-list>
          ${lists.map((list) => html`<option value="${list.WishlistId}">${list.Name}</option>`)}
          <option value="0">${ctx.t('Catalog.CreateList')}</option>
        </select>
      </div>
      <div class="field" data-wishlist-new-list ${first ? 'hidden' : ''}>
        <label for="${id('name')}">${ctx.t('Catalog.ListName')}</label>
        <input id="${id('name')}" name="NewListName" maxlength="60" autocomplete="off" value="${first ? '' : defaultName}" />
      </div>
      <div class="wishlist-popup__add" data-wishlist-add-fields ${item ? 'hidden' : ''}>
        <div class="field">
          <label for="${id('quantity')}">${ctx.t('Catalog.DesiredQuantity')}</label>
          <span data-widget="number-stepper"><input id="${id('quantity')}" name="Quantity" type="number" min="1" step="1" value="1" inputmode="numeric" required /></span>
        </div>
        <button type="submit" class="button button--primary">${ctx.t(buttonLabelKey(kind))}</button>
      </div>
    </form>
    <p class="wishlist-popup__note" role="status" data-wishlist-note>${item ? ctx.t('Catalog.AlreadyInListQuantity', { count: item.qty }) : ''}</p>
    <form class="form wishlist-popup__form" method="post" action="${ctx.base}api/v1/catalog/wishlist/updatequantity" data-wishlist-quantity data-no-ajax ${item ? '' : 'hidden'}>
      <input type="hidden" name="Id" value="${item?.WishlistProductId ?? ''}" />
      <div class="wishlist-popup__add">
        <div class="field">
          <label for="${id('desired')}">${ctx.t('Catalog.DesiredQuantity')}</label>
          <span data-widget="number-stepper"><input id="${id('desired')}" name="Quantity" type="number" min="1" step="1" value="${item?.qty ?? 1}" inputmode="numeric" required /></span>
        </div>
        <button type="submit" class="button">${ctx.t('Catalog.UpdateDesiredQuantity')}</button>
      </div>
    </form>
  </div>`;
}
