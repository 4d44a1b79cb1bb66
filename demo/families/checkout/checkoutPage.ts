/**
 * The one-step checkout page of the demo ({culture}/checkout, issue 12; spec 001 §2): one
 * form with the addresses, the shipping method, the prepaid account and the payment method;
 * beside it the order summary, the submit button (tied to the form by its `form` attribute)
 * and the card payment form, which stays outside the checkout form (the provider's fields
 * are never posted with it).
 *
 * Each section comes from its slice's blocks file: addressBlocks (addresses, account type,
 * VAT), choiceBlocks (shipping, prepaid, payment method, summary), orderBlocks (the form's
 * own fields and the submit button), paymentBlocks (the card payment form).
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { basketIsEmpty, onlyPrepaid } from '../cart/public';
import { addressSection } from './addressBlocks';
import { paymentSection, prepaidSection, shippingSection, summarySection } from './choiceBlocks';
import { orderFormFields, submitBlock } from './orderBlocks';
import { paymentFormBlock } from './paymentBlocks';

/** The checkout form's id: the submit button and the widgets outside the form name it. */
export const CHECKOUT_FORM_ID = 'checkout-form';

function emptyCheckout(ctx: PageContext) {
  return html`<div class="checkout__empty">
    <p>${ctx.t('Checkout.EmptyBasket')}</p>
    <a class="button" href="${cultureRoot(ctx)}shoppingcarts">${ctx.t('ShoppingCarts.Basket')}</a>
  </div>`;
}

export function checkoutPage(ctx: PageContext) {
  const title = ctx.t('Checkout.Title');
  const body = basketIsEmpty(ctx.session)
    ? html`<section class="checkout"><h1>${title}</h1>${emptyCheckout(ctx)}</section>`
    : html`<section class="checkout">
    <h1>${title}</h1>
    <div class="checkout__layout">
      <form class="checkout__form" id="${CHECKOUT_FORM_ID}" method="post" action="${cultureRoot(ctx)}checkout" novalidate>
        ${antiForgeryField(ctx)} ${orderFormFields(ctx)}
        ${addressSection(ctx)}
        ${onlyPrepaid(ctx.session) ? '' : shippingSection(ctx)}
        ${prepaidSection(ctx)}
        ${paymentSection(ctx)}
      </form>
      <aside class="checkout__aside" aria-labelledby="checkout-summary-title">
        ${summarySection(ctx)}
        ${submitBlock(ctx, CHECKOUT_FORM_ID)}
        ${paymentFormBlock(ctx)}
      </aside>
    </div>
  </section>`;
  return layout(ctx, { title, body, bodyClass: 'checkout-page', focused: true });
}
