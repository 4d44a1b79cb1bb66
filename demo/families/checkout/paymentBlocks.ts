/**
 * The card payment's placeholders (issue 12; spec 001 §3, §7 payment session): the payment
 * form beside the checkout (mounted once the order is placed by card, or at once on the
 * pay-again page), and the return from a confirmation step. The texts are written here, in
 * the page's culture; the `payment-form` and `payment-return` behaviours show them.
 * SLICE: payment.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import type { Order } from './orderStore';
import { DEMO_CLIENT_KEY, DEMO_PROVIDER } from './paymentStore';

/** The demo's provider stand-in registers itself (decision 032): its form loads on demand. */
const providerScript = (ctx: PageContext) =>
  html`<script src="${ctx.base}payment-provider/demopay.js" defer></script>`;

/** Without an order: hidden until `vitrine:order-placed` names one paid by card. */
export function paymentFormBlock(ctx: PageContext, order?: Order) {
  const root = cultureRoot(ctx);
  return html`<section class="payment-form" data-widget="payment-form"
    ${order ? html`data-order-id="${order.id}"` : ''}
    data-confirmation-url="${root}checkout/confirmation/{orderId}"
    data-return-url="${root}checkout/pay/{orderId}"
    aria-labelledby="payment-form-title" ${order ? '' : 'hidden'}>
    <h2 id="payment-form-title" class="payment-form__title" tabindex="-1" data-payment-heading>${ctx.t('Checkout.CardPayment')}</h2>
    <div class="payment-form__status" role="status">
      <p data-payment-text="loading" hidden>${ctx.t('Checkout.PaymentLoading')}</p>
    </div>
    <div class="payment-form__problem" role="alert">
      <p data-payment-text="failed" hidden>${ctx.t('Checkout.PaymentRefused')}</p>
      <p data-payment-text="error" hidden>${ctx.t('Checkout.PaymentError')}</p>
    </div>
    <button type="button" class="button payment-form__retry" data-payment-retry hidden>${ctx.t('Checkout.PaymentRetry')}</button>
    <div class="payment-form__provider" data-payment-provider></div>
    <p class="payment-form__hint">${ctx.t('Checkout.DemoPayHint')}</p>
  </section>
  ${providerScript(ctx)}`;
}

/** The return's parameters of the page's address, when both are there. */
export function paymentReturnOf(ctx: PageContext) {
  const query = new URLSearchParams(ctx.search);
  const sessionId = query.get('sessionId') ?? '';
  const redirectResult = query.get('redirectResult') ?? '';
  return sessionId && redirectResult ? { sessionId, redirectResult } : undefined;
}

/** Only when the address carries `sessionId` and `redirectResult` (a confirmation step's return). */
export function paymentReturnBlock(ctx: PageContext, order: Order) {
  const back = paymentReturnOf(ctx);
  if (!back) return '';
  const root = cultureRoot(ctx);
  return html`<div class="payment-return" data-widget="payment-return"
    data-provider="${DEMO_PROVIDER}" data-environment="test" data-client-key="${DEMO_CLIENT_KEY}"
    data-session-id="${back.sessionId}" data-redirect-result="${back.redirectResult}"
    data-paid-url="${root}checkout/confirmation/${order.id}"
    data-refused-url="${root}checkout/pay/${order.id}">
    <p role="status">
      <span data-payment-text="checking">${ctx.t('Checkout.PaymentChecking')}</span>
      <span data-payment-text="error" hidden>${ctx.t('Checkout.PaymentError')}</span>
    </p>
  </div>
  ${providerScript(ctx)}`;
}
