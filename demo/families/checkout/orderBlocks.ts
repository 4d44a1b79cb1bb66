/**
 * The checkout form's own fields and its submit (issue 12 "Submit"; spec 001 §4): the
 * idempotency key `CheckoutKey` (one order per key; a page refresh gives a new key, and the
 * server then answers the session's unpaid card order for the same basket: placeOrder.ts),
 * the `checkout-form` widget with the texts it says and the GA4 `begin_checkout` data, the
 * errors' live region at the top of the form, the `AcceptTerms` checkbox (enforcetrue) and
 * the submit button beside the summary.
 */
import { randomBytes } from 'node:crypto';
import type { PageContext } from '../../shared/context';
import { field } from '../../shared/formKit';
import { html, jsonForScript, raw } from '../../shared/html';
import { cartChoicesOf, cartLinesOf } from '../cart/public';
import { checkoutTotals } from './checkoutTotals';

function beginCheckout(ctx: PageContext, value: number) {
  const coupon = cartChoicesOf(ctx.session).couponCode;
  return {
    currency: 'EUR',
    value,
    ...(coupon ? { coupon } : {}),
    items: cartLinesOf(ctx.session, ctx.culture).map((line, index) => ({
      item_id: String(line.product.id),
      item_name: line.product.name[ctx.culture],
      sku: line.variant.SKU,
      price: line.unit.incl,
      quantity: line.line.quantity,
      index,
    })),
  };
}

export function orderFormFields(ctx: PageContext) {
  const totals = checkoutTotals(ctx.session);
  const props = {
    toPay: totals.toPay,
    texts: {
      invalid: ctx.t('Checkout.OrderFormInvalid'),
      placing: ctx.t('Checkout.OrderPlacing'),
      totalChanged: ctx.t('Checkout.OrderTotalChanged', { total: '{total}' }),
      failed: ctx.t('Checkout.OrderFailed'),
      placedCard: ctx.t('Checkout.OrderPlacedCard', { number: '{number}' }),
    },
    beginCheckout: beginCheckout(ctx, totals.totalIncl),
  };
  return html`<input type="hidden" name="CheckoutKey" value="${randomBytes(12).toString('base64url')}" />
    <div class="checkout-form__errors" data-widget="checkout-form" tabindex="-1">
      <script type="application/json" data-props nonce="${ctx.nonce}">${raw(jsonForScript(props))}</script>
      <p class="checkout-form__alert" role="alert" data-checkout-errors></p>
    </div>`;
}

export function submitBlock(ctx: PageContext, formId: string) {
  const terms = field(ctx.t, {
    name: 'AcceptTerms',
    label: ctx.t('Checkout.OrderAcceptTerms'),
    type: 'checkbox',
    rules: [{ rule: 'enforcetrue' }],
  });
  return html`<div class="checkout-submit">
    ${raw(terms.toString().replace('<input type="checkbox"', `<input type="checkbox" form="${formId}"`))}
    <button type="submit" class="button button--primary checkout__submit" form="${formId}">${ctx.t('Checkout.PlaceOrder')}</button>
    <p class="checkout-submit__message" role="status" data-checkout-message="${formId}"></p>
  </div>`;
}
