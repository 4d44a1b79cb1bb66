/**
 * The checkout's shipping methods (issue 12; spec 001 §2 "shipping methods with hover
 * popovers"): the cart's radios (prices for this basket, delays, the pickup-point control),
 * each with a details button and its popover (what the method is, its delay, its price and
 * from when it is free). The method-details behaviour opens a popover on hover, on focus and
 * by keyboard and closes it with Esc (WCAG 1.4.13); without script the button stays hidden
 * and the radios post with the checkout form.
 */
import type { ShippingMethod } from '../../data/shipping';
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { convert, moneyFormatter } from '../../shared/money';
import { cartTotals, delayText, shippingMethodsFieldset } from '../cart/public';

function methodKind(method: ShippingMethod): string {
  return method.carrier === 'static' ? 'static' : method.kind;
}

function details(ctx: PageContext, method: ShippingMethod, price: number, radioId: string) {
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  const amount = (eur: number) => money(convert(eur, ctx.session.currency));
  const id = `${radioId}-details`;
  const name = method.name[ctx.culture];
  return html`<button type="button" class="checkout-method__info" hidden
      aria-expanded="false" aria-controls="${id}"
      aria-label="${ctx.t('Checkout.MethodDetails', { name })}"><svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" stroke-width="1.5"/><rect x="7.2" y="7" width="1.6" height="5" fill="currentColor"/><circle cx="8" cy="4.6" r="1" fill="currentColor"/></svg></button>
    <div class="checkout-method__popover" id="${id}" hidden>
      <p class="checkout-method__about">${ctx.t(`Checkout.MethodAbout_${methodKind(method)}`)}</p>
      <dl class="checkout-method__facts">
        <div><dt>${ctx.t('Checkout.MethodDelay')}</dt><dd>${delayText(ctx, method)}</dd></div>
        <div><dt>${ctx.t('Checkout.MethodPrice')}</dt><dd>${price === 0 ? ctx.t('ShoppingCarts.Free') : amount(price)}</dd></div>
        ${
          method.freeFrom !== undefined
            ? html`<div><dt>${ctx.t('Checkout.MethodFreeFrom')}</dt><dd>${amount(method.freeFrom)}</dd></div>`
            : ''
        }
      </dl>
    </div>`;
}

/** The radios of the shipping address's country, with their popovers: the page and its fragment. */
export function checkoutShippingMethods(ctx: PageContext) {
  return shippingMethodsFieldset(
    ctx,
    cartTotals(ctx.session).itemsIncl,
    (method, price, radioId) => details(ctx, method, price, radioId),
    'checkout-method',
  );
}
