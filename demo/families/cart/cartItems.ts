/**
 * The cart items fragment, `GET {culture}/widget/shoppingcartitems` (spec 001 §2, §7): the
 * lines, the cart info messages, the totals and the checkout button, loaded into the cart
 * container by the `cart-items` widget and rendered into the page as its fallback. Each line
 * carries what the widget needs as data: its quantity rule (spec 000 §5) and its GA4 tracking
 * item (spec 000 §3).
 */
import { formatLabel } from '../../../src/core/format';
import { brands, categories } from '../../data/catalog';
import { shippingMethodById } from '../../data/shipping';
import { cultureRoot, type PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { convert, moneyFormatter } from '../../shared/money';
import { variantImageUrl } from '../product/public';
import { basketOf, type PrepaidCredit, prepaidCreditsOf } from './basketStore';
import { cartChoicesOf } from './cartChoices';
import { type CartLine, cartLinesOf, takeCartMessages } from './cartLines';
import { cartTotals } from './cartTotals';

function trackingItem(ctx: PageContext, { product, variant, unit, line }: CartLine, index: number) {
  return {
    item_name: product.name[ctx.culture],
    item_id: String(product.id),
    sku: variant.SKU,
    price: convert(unit.incl, ctx.session.currency),
    item_brand: brands.find((brand) => brand.id === product.brandId)?.name ?? '',
    item_category: categories.find((c) => c.id === product.categoryId)?.name[ctx.culture] ?? '',
    quantity: line.quantity,
    index,
  };
}

function chosenValues(ctx: PageContext, { product, variant }: CartLine) {
  return product.attributes.map((attribute, index) => {
    const value = attribute.values.find(
      (v) => v.ProductAttributeValueId === variant.valueIds[index],
    );
    return formatLabel(attribute.name[ctx.culture], value?.label[ctx.culture] ?? '', ctx.locale);
  });
}

function lineMarkup(ctx: PageContext, cart: CartLine, index: number, money: (n: number) => string) {
  const { product, variant, line, rule, unit, orderable } = cart;
  const name = product.name[ctx.culture];
  const id = variant.ProductVariantId;
  const href = `${cultureRoot(ctx)}catalog/product/${product.slug}?variant=${id}`;
  const values = chosenValues(ctx, cart);
  const inputId = `cart-quantity-${id}`;
  // Without script the line's forms post to the page routes (cartLineRoutes.ts).
  const action = `${cultureRoot(ctx)}shoppingcarts/items/${id}`;
  const step = (direction: -1 | 1) => {
    const atBound = direction < 0 ? line.quantity <= rule.min : line.quantity >= rule.max;
    // A submit button: without script it posts the step (cartLineRoutes.ts); with it, the widget
    // changes the quantity in place.
    return html`<button type="submit" name="Step" value="${direction}" class="basket-quantity__step"
      data-quantity-step="${direction}" aria-controls="${inputId}" aria-disabled="${String(!orderable || atBound)}"
      aria-label="${ctx.t(direction < 0 ? 'Core.DecreaseQuantity' : 'Core.IncreaseQuantity')}"><span aria-hidden="true">${direction < 0 ? '−' : '+'}</span></button>`;
  };
  return html`<li class="basket-line${orderable ? '' : ' basket-line--unavailable'}" data-line="${id}"
    data-item-origin-and-key="${cart.itemOriginAndKey}" data-quantity="${line.quantity}"
    data-item="${JSON.stringify(trackingItem(ctx, cart, index))}">
    <img class="basket-line__image" src="${variantImageUrl(ctx.base, product, variant)}" alt="" width="88" height="88" loading="lazy" />
    <div class="basket-line__product">
      <a class="basket-line__name" href="${href}">${name}</a>
      ${values.length ? html`<p class="basket-line__values">${values.join(' · ')}</p>` : ''}
      <p class="basket-line__sku">${variant.SKU}</p>
      ${orderable ? '' : html`<p class="basket-line__problem">${ctx.t('ShoppingCarts.ItemUnavailable')}</p>`}
    </div>
    <p class="basket-line__unit"><span class="basket-line__label">${ctx.t('ShoppingCarts.UnitPrice')}</span> <span>${money(unit.incl)}</span></p>
    <form class="basket-line__quantity" method="post" action="${action}">
      ${antiForgeryField(ctx)}
      <!-- The form's default button: Enter in the quantity posts it as typed (Step 0), never as
           the first stepper's step. Out of sight and out of the tab order. -->
      <button type="submit" name="Step" value="0" class="visually-hidden" tabindex="-1" aria-hidden="true">${ctx.t('ShoppingCarts.Update')}</button>
      <label class="basket-line__label" for="${inputId}">${ctx.t('ShoppingCarts.Quantity')}</label>
      <div class="basket-quantity">
        ${step(-1)}<input class="basket-quantity__input" id="${inputId}" name="Quantity" inputmode="numeric"
          autocomplete="off" value="${line.quantity}" data-min="${rule.min}" data-step="${rule.step}"
          data-max="${rule.max}"${orderable ? '' : ' readonly'} />${step(1)}
      </div>
    </form>
    <p class="basket-line__total"><span class="basket-line__label">${ctx.t('ShoppingCarts.Total')}</span> <span>${money(unit.incl * line.quantity)}</span></p>
    <form class="basket-line__delete" method="post" action="${action}/delete">
      ${antiForgeryField(ctx)}
      <button type="submit" class="button" data-delete
        aria-label="${ctx.t('ShoppingCarts.RemoveItem', { name })}">${ctx.t('ShoppingCarts.Remove')}</button>
    </form>
  </li>`;
}

/**
 * Prepaid money in the basket (issue 13): its amount for an account, or a new account. Its
 * words are the prepaid family's (Sales group); it has no quantity to change.
 */
function creditMarkup(ctx: PageContext, credit: PrepaidCredit, money: (n: number) => string) {
  const what =
    credit.accountId === null
      ? ctx.t('Sales.PrepaidNewAccount')
      : ctx.t('Sales.PrepaidCartFor', { id: credit.accountId });
  return html`<li class="basket-line basket-line--prepaid" data-prepaid-account="${credit.accountId ?? ''}">
    <div class="basket-line__product">
      <span class="basket-line__name">${ctx.t('Sales.PrepaidCartLine')}</span>
      <p class="basket-line__values">${what}</p>
    </div>
    <p class="basket-line__total"><span class="basket-line__label">${ctx.t('ShoppingCarts.Total')}</span> <span>${money(credit.amount)}</span></p>
  </li>`;
}

/** The empty basket leads somewhere (issue 10 §4); also what the fragment says once emptied. */
export const emptyBasket = (ctx: PageContext) =>
  html`<div class="basket__empty"><p>${ctx.t('ShoppingCarts.EmptyBasket')}</p>
    <p><a class="button button--primary" href="${cultureRoot(ctx)}catalog">${ctx.t('ShoppingCarts.BrowseCatalog')}</a></p>
    <div class="basket-checkout">${checkoutBlocked(ctx, 'ShoppingCarts.CheckoutEmpty')}</div></div>`;

/** The checkout button, disabled, with the reason shown beside it (issue 11). */
const checkoutBlocked = (ctx: PageContext, reason: string) =>
  html`<button type="button" class="button" disabled aria-describedby="basket-checkout-reason">${ctx.t('ShoppingCarts.Checkout')}</button>
    <p class="basket-checkout__reason" id="basket-checkout-reason">${ctx.t(reason)}</p>`;

export function cartItemsFragment(ctx: PageContext) {
  const { currency } = ctx.session;
  const money = (eur: number) => moneyFormatter(ctx.locale, currency)(convert(eur, currency));
  const lines = cartLinesOf(ctx.session, ctx.culture);
  const messages = takeCartMessages(ctx.session);
  const totals = cartTotals(ctx.session);
  const credits = prepaidCreditsOf(basketOf(ctx.session));
  if (lines.length === 0 && credits.length === 0)
    return html`<div class="basket-items" data-count="0">${emptyBasket(ctx)}</div>`;
  // Why checkout waits, if it does: an unavailable line, or a pickup method without its point.
  const choices = cartChoicesOf(ctx.session);
  const method = choices.shippingMethodId
    ? shippingMethodById(choices.shippingMethodId)
    : undefined;
  const blocked = lines.some((line) => !line.orderable)
    ? 'ShoppingCarts.CheckoutBlocked'
    : method?.kind === 'pickup' && !choices.pickupPoint
      ? 'ShoppingCarts.CheckoutPickupMissing'
      : undefined;
  const total = formatLabel(
    ctx.t('ShoppingCarts.TotalTaxIncl'),
    money(totals.totalIncl),
    ctx.locale,
  );
  const viewCart = {
    currency,
    value: convert(totals.itemsIncl, currency),
    items: lines.map((line, index) => trackingItem(ctx, line, index)),
  };
  const row = (label: string, amount: string, className = '') =>
    html`<div class="basket-totals__row ${className}"><dt>${label}</dt><dd>${amount}</dd></div>`;
  return html`<div class="basket-items" data-count="${totals.count}" data-announce="${total}"
    data-view-cart="${JSON.stringify(viewCart)}">
    ${
      messages.length
        ? html`<ul class="basket-messages">${messages.map(
            (m) =>
              html`<li data-item-origin-and-key="${m.ItemOriginAndKey}">${
                m.kind === 'reduced'
                  ? ctx.t('ShoppingCarts.QuantityReduced', { name: m.ItemName, count: m.quantity })
                  : formatLabel(m.ItemName, m.text, ctx.locale)
              }</li>`,
          )}</ul>`
        : ''
    }
    <ul class="basket-lines" aria-label="${ctx.t('ShoppingCarts.Items')}">
      ${lines.map((line, index) => lineMarkup(ctx, line, index, money))}
      ${credits.map((credit) => creditMarkup(ctx, credit, money))}
    </ul>
    <dl class="basket-totals">
      ${row(ctx.t('ShoppingCarts.SubtotalTaxIncl'), money(totals.itemsIncl))}
      ${row(ctx.t('ShoppingCarts.SubtotalTaxExcl'), money(totals.itemsExcl))}
      ${
        totals.shipping === undefined
          ? ''
          : row(
              ctx.t('ShoppingCarts.ShippingCost'),
              totals.shipping === 0 ? ctx.t('ShoppingCarts.Free') : money(totals.shipping),
            )
      }
      ${totals.discount > 0 ? row(ctx.t('ShoppingCarts.Discount'), `−${money(totals.discount)}`) : ''}
      ${row(ctx.t('ShoppingCarts.TotalTaxExcl'), money(totals.totalExcl))}
      ${row(ctx.t('ShoppingCarts.TotalTaxIncl'), money(totals.totalIncl), 'basket-totals__row--total')}
    </dl>
    <div class="basket-checkout">
      ${
        blocked
          ? checkoutBlocked(ctx, blocked)
          : html`<a class="button button--primary" href="${cultureRoot(ctx)}checkout" data-no-ajax>${ctx.t('ShoppingCarts.Checkout')}</a>`
      }
    </div>
  </div>`;
}
