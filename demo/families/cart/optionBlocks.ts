/**
 * The basket page's options (issue 11; spec 001 §2): shipping country, postal code → city,
 * shipping methods and the coupon, each a widget placeholder whose fallback is a plain form
 * posted to `{culture}/shoppingcarts/options`, so the page works without JavaScript too.
 */
import { cityById } from '../../data/cities';
import {
  countryByCode,
  SHIPPING_COUNTRIES,
  type ShippingMethod,
  shippingMethodsOf,
  shippingPrice,
} from '../../data/shipping';
import type { PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html, raw } from '../../shared/html';
import { convert, moneyFormatter } from '../../shared/money';
import { pickupPointControl } from '../shipping/public';
import { cartChoicesOf } from './cartChoices';
import { customerIdOf } from './coupons';

const action = (ctx: PageContext) => `${ctx.base}${ctx.culture}/shoppingcarts/options`;

/** The no-JavaScript submit button; the widgets hide it once they run. */
const noJsSubmit = (ctx: PageContext, name = '', value = '') =>
  html`<button type="submit" class="button" data-nojs${raw(name ? ` name="${name}" value="${value}"` : '')}>${ctx.t('ShoppingCarts.Update')}</button>`;

function countryBlock(ctx: PageContext) {
  const chosen = cartChoicesOf(ctx.session).countryCode;
  const names = new Intl.DisplayNames([ctx.locale], { type: 'region' });
  const countries = SHIPPING_COUNTRIES.map((country) => ({
    id: country.CountryId,
    code: country.Code,
    name: names.of(country.Code) ?? country.Code,
  })).sort((a, b) => a.name.localeCompare(b.name, ctx.locale));
  return html`<form class="cart-options__row" method="post" action="${action(ctx)}" data-widget="shipping-country">
    ${antiForgeryField(ctx)}
    <label for="cart-country">${ctx.t('ShoppingCarts.ShippingCountry')}</label>
    <select id="cart-country" name="CountryCode" autocomplete="shipping country">
      ${countries.map(
        (country) =>
          html`<option value="${country.code}" data-country-id="${country.id}"${raw(country.code === chosen ? ' selected' : '')}>${country.name}</option>`,
      )}
    </select>
    ${noJsSubmit(ctx)}
  </form>`;
}

function cityBlock(ctx: PageContext) {
  const choices = cartChoicesOf(ctx.session);
  const country = countryByCode(choices.countryCode);
  if (!country) return '';
  const city = choices.cityId ? cityById(choices.cityId) : undefined;
  // NL and PT codes hold letters or a hyphen: the keyboard stays a text one there.
  const numeric = !['NL', 'PT'].includes(country.Code);
  // The type-ahead loads when the shopper reaches for the field (its script is not on the page
  // at start); until then, and without script, this form looks the same and posts the code.
  return html`<div class="cart-options__row cart-city" data-widget="city-lookup" data-hydrate="interaction"
      data-country-id="${country.CountryId}" data-postal-code="${city?.postalCode ?? ''}"
      data-city="${city?.name ?? ''}" data-numeric="${String(numeric)}">
    <form class="cart-city__form" method="post" action="${action(ctx)}">
      ${antiForgeryField(ctx)}
      <label for="cart-postal-code">${ctx.t('ShoppingCarts.PostalCode')}</label>
      <input id="cart-postal-code" class="cart-city__input" name="PostalCode"
        autocomplete="shipping postal-code" inputmode="${numeric ? 'numeric' : 'text'}"
        value="${city?.postalCode ?? ''}" />
      <p class="cart-city__hint">${
        city
          ? ctx.t('ShoppingCarts.DeliveringTo', { place: `${city.postalCode} ${city.name}` })
          : ctx.t('ShoppingCarts.PostalCodeHint', { count: 4 })
      }</p>
      <noscript>${noJsSubmit(ctx)}</noscript>
    </form>
  </div>`;
}

/** "Delivered in 2 to 3 working days", or "next day" (the checkout's popovers say it too). */
export function delayText(ctx: PageContext, method: ShippingMethod) {
  const [min, max] = method.delayDays;
  if (max === 1) return ctx.t('ShoppingCarts.DeliveryNextDay');
  return ctx.t('ShoppingCarts.DeliveryDelay', { min, max });
}

/** What a page adds to each method (the checkout's details popover), as HTML. */
export type MethodExtra = (
  method: ShippingMethod,
  price: number,
  radioId: string,
) => ReturnType<typeof html>;

/**
 * The methods of the chosen country, their prices for this basket and their delays; `extra`
 * adds markup to each method (the checkout's details popover), `idPrefix` keeps ids unique.
 */
export function shippingMethodsFieldset(
  ctx: PageContext,
  itemsIncl: number,
  extra?: MethodExtra,
  idPrefix = 'cart-method',
) {
  const choices = cartChoicesOf(ctx.session);
  const country = countryByCode(choices.countryCode);
  if (!country) return '';
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  return html`<fieldset class="cart-methods">
    <legend>${ctx.t('ShoppingCarts.ShippingMethod')}</legend>
    ${shippingMethodsOf(country).map((method) => {
      const id = `${idPrefix}-${method.ShippingMethodId}`;
      const price = shippingPrice(method, itemsIncl);
      const checked = method.ShippingMethodId === choices.shippingMethodId;
      return html`<div class="cart-methods__item${checked ? ' is-chosen' : ''}" data-kind="${method.kind}">
        <input type="radio" id="${id}" name="ShippingMethodId" value="${method.ShippingMethodId}"
          data-pickup="${String(method.kind === 'pickup')}"${raw(checked ? ' checked' : '')} />
        <label for="${id}">
          <span class="cart-methods__name">${method.name[ctx.culture]}</span>
          <span class="cart-methods__price">${price === 0 ? ctx.t('ShoppingCarts.Free') : money(convert(price, ctx.session.currency))}</span>
          <span class="cart-methods__delay">${delayText(ctx, method)}</span>
        </label>
        ${extra ? extra(method, price, id) : ''}
        ${method.kind === 'pickup' ? pickupPointControl(ctx, method, choices) : ''}
      </div>`;
    })}
  </fieldset>`;
}

function methodsBlock(ctx: PageContext, itemsIncl: number) {
  return html`<form class="cart-options__row" method="post" action="${action(ctx)}"
      data-widget="shipping-methods">
    ${antiForgeryField(ctx)}
    <div data-methods>${shippingMethodsFieldset(ctx, itemsIncl)}</div>
    ${noJsSubmit(ctx)}
  </form>`;
}

function couponBlock(ctx: PageContext) {
  const applied = cartChoicesOf(ctx.session).couponCode ?? '';
  const customer = customerIdOf(ctx.session.user);
  return html`<div class="cart-options__row cart-coupon" data-widget="coupon-form"
      data-applied="${applied}"${raw(customer ? ` data-customer-id="${customer}"` : '')}>
    <form method="post" action="${action(ctx)}">
      ${antiForgeryField(ctx)}
      <label for="cart-coupon">${ctx.t('ShoppingCarts.CouponCode')}</label>
      <input id="cart-coupon" name="CouponCode" value="${applied}" autocomplete="off" />
      ${noJsSubmit(ctx, 'coupon', 'apply')}
      ${applied ? html`<button type="submit" class="button" name="coupon" value="remove">${ctx.t('ShoppingCarts.RemoveCoupon')}</button>` : ''}
    </form>
  </div>`;
}

/** The aside of the basket page: where the basket goes and how, and the coupon. */
export function cartOptions(ctx: PageContext, itemsIncl: number) {
  return html`<section class="cart-options__group" aria-labelledby="cart-delivery-title">
      <h2 id="cart-delivery-title">${ctx.t('ShoppingCarts.Delivery')}</h2>
      ${countryBlock(ctx)} ${cityBlock(ctx)} ${methodsBlock(ctx, itemsIncl)}
    </section>
    <section class="cart-options__group" aria-labelledby="cart-coupon-title">
      <h2 id="cart-coupon-title">${ctx.t('ShoppingCarts.CouponTitle')}</h2>
      ${couponBlock(ctx)}
    </section>`;
}
