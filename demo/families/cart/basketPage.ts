/**
 * The basket page of the demo ({culture}/shoppingcarts, spec 001 §2): the lines and totals in
 * the cart container (the `cart-items` widget, its server-rendered fallback being the very
 * fragment it reloads), and beside them the options (shipping country, city, method, coupon;
 * decision 028).
 */
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { basketOf, prepaidCreditsOf } from './basketStore';
import { cartItemsFragment, emptyBasket } from './cartItems';
import { cartTotals } from './cartTotals';
import { cartOptions } from './optionBlocks';

export function basketPage(ctx: PageContext) {
  const title = ctx.t('ShoppingCarts.Basket');
  const lines = basketOf(ctx.session);
  // Prepaid money alone is a basket too (issue 13).
  const empty = lines.length === 0 && prepaidCreditsOf(lines).length === 0;
  const body = html`<section class="basket">
    <h1>${title}</h1>
    ${
      empty
        ? emptyBasket(ctx)
        : html`<div class="basket__layout">
          <div class="basket__items" data-widget="cart-items" data-hydrate="load">${cartItemsFragment(ctx)}</div>
          <!-- The cart's options (optionBlocks.ts: shipping country, postal code and city,
               shipping method, coupon); the hidden label names the landmark. -->
          <aside class="basket__options" aria-labelledby="basket-options-label">
            <p class="basket__options-label" id="basket-options-label" hidden>${ctx.t('ShoppingCarts.Options')}</p>
            ${cartOptions(ctx, cartTotals(ctx.session).itemsIncl)}
          </aside>
        </div>`
    }
  </section>`;
  // The body class tells page-level widgets the shopper is buying (a popup waits: decision 044).
  return layout(ctx, { title, body, bodyClass: 'basket-page' });
}
