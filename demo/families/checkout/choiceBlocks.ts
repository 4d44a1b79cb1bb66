/**
 * The checkout's choices (issue 12; spec 001 §2, §3): the shipping methods with their
 * popovers (and the pickup-point control), the prepaid account, the payment method (bank
 * transfer with its details, card), and the order summary with the totals. Every choice is a
 * radio posted with the checkout form, so the page works without script; the widgets save
 * each choice as it is made, so the totals follow at once.
 */
import {
  CHECKOUT_SHIPPING_FRAGMENT,
  CHECKOUT_SUMMARY_FRAGMENT,
} from '../../../src/api/checkoutChoices';
import type { PageContext } from '../../shared/context';
import { html, raw } from '../../shared/html';
import { convert, moneyFormatter } from '../../shared/money';
import { methodDetails, methodLabel } from './bankTransfer';
import { checkoutTotals } from './checkoutTotals';
import { PAYMENT_METHODS, paymentMethodOf } from './paymentChoice';
import { chosenPrepaidOf, prepaidAccountsOf } from './prepaidStore';
import { checkoutShippingMethods } from './shippingDetails';
import { summaryBody, toPayAttribute } from './summaryFragment';

const checked = (yes: boolean) => raw(yes ? ' checked' : '');

export function shippingSection(ctx: PageContext) {
  return html`<section class="checkout-section checkout-shipping" id="checkout-shipping"
      aria-labelledby="checkout-shipping-title" data-widget="shipping-methods"
      data-url="${CHECKOUT_SHIPPING_FRAGMENT}" data-checkout="true">
    <h2 class="checkout-section__title" id="checkout-shipping-title">${ctx.t('Checkout.Shipping')}</h2>
    <div data-widget="method-details" data-hydrate="interaction"><div data-methods>${checkoutShippingMethods(ctx)}</div></div>
  </section>`;
}

/** Empty for guests and customers without a prepaid account. */
export function prepaidSection(ctx: PageContext) {
  const accounts = prepaidAccountsOf(ctx.session);
  if (accounts.length === 0) return '';
  const chosen = chosenPrepaidOf(ctx.session)?.PrepaidAccountId;
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  return html`<fieldset class="checkout-section checkout-prepaid" id="checkout-prepaid"
      data-widget="prepaid-choice" data-hydrate="interaction" aria-describedby="checkout-prepaid-hint">
    <legend>${ctx.t('Checkout.Prepaid')}</legend>
    <p class="checkout-prepaid__hint" id="checkout-prepaid-hint">${ctx.t('Checkout.PrepaidHint')}</p>
    <div class="checkout-choice">
      <input type="radio" id="checkout-prepaid-none" name="PrepaidAccountId" value=""${checked(chosen === undefined)} />
      <label for="checkout-prepaid-none">${ctx.t('Checkout.PrepaidNone')}</label>
    </div>
    ${accounts.map((account) => {
      const id = `checkout-prepaid-${account.PrepaidAccountId}`;
      return html`<div class="checkout-choice">
        <input type="radio" id="${id}" name="PrepaidAccountId" value="${account.PrepaidAccountId}"${checked(chosen === account.PrepaidAccountId)} />
        <label for="${id}"><span>${account.kind ? ctx.t(`Checkout.Prepaid_${account.kind}`) : account.Name}</span>
          <span class="checkout-choice__meta">${ctx.t('Checkout.PrepaidBalance', { amount: money(convert(account.Balance, ctx.session.currency)) })}</span></label>
      </div>`;
    })}
  </fieldset>`;
}

export function paymentSection(ctx: PageContext) {
  const nothingToPay = checkoutTotals(ctx.session).toPay === 0;
  const chosen = paymentMethodOf(ctx.session);
  // spec 001 §3 `PaymentMethod`: required, unless the prepaid account pays it all (the
  // radios are then disabled: neither validated nor posted).
  return html`<fieldset class="checkout-section checkout-pay" id="checkout-payment"
      data-widget="payment-methods">
    <legend>${ctx.t('Checkout.Payment')}</legend>
    <p class="checkout-pay__nothing" data-nothing-to-pay${raw(nothingToPay ? '' : ' hidden')}>${ctx.t('Checkout.NothingToPay')}</p>
    ${PAYMENT_METHODS.map((method) => {
      const id = `checkout-pay-${method}`;
      return html`<div class="checkout-choice checkout-pay__method"${raw(nothingToPay ? ' hidden' : '')}>
        <input type="radio" id="${id}" name="PaymentMethod" value="${method}" data-val="true" data-val-required="${ctx.t('Checkout.PaymentMethodRequired')}"${checked(chosen === method)}${raw(nothingToPay ? ' disabled' : '')} aria-describedby="${id}-details" />
        <label for="${id}">${methodLabel(ctx, method)}</label>
        <div class="checkout-pay__details" id="${id}-details" data-details="${method}"${raw(chosen === method ? '' : ' hidden')}>${methodDetails(ctx, method)}</div>
      </div>`;
    })}
    <span class="field-validation-valid" data-valmsg-for="PaymentMethod" data-valmsg-replace="true"></span>
  </fieldset>`;
}

/** The order summary: lines, totals; its root carries `data-to-pay` (what the payment pays). */
export function summarySection(ctx: PageContext) {
  return html`<section class="checkout-summary" id="checkout-summary" data-widget="checkout-summary"
      data-url="${CHECKOUT_SUMMARY_FRAGMENT}" data-to-pay="${toPayAttribute(ctx)}">
    <h2 id="checkout-summary-title">${ctx.t('Checkout.Summary')}</h2>
    <div data-summary>${summaryBody(ctx)}</div>
    <p class="visually-hidden" role="status" data-summary-status></p>
  </section>`;
}
