/**
 * The pay-again page `/{culture}/checkout/pay/{orderId}` (issue 12: "an order whose payment
 * failed can be paid again without a second order"): the order's number and amount, and its
 * card form mounted at once; or, back from a confirmation step, the return being checked.
 * SLICE: payment.
 */
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import type { Order } from './orderStore';
import { paymentFormBlock, paymentReturnBlock, paymentReturnOf } from './paymentBlocks';

export function payPage(ctx: PageContext, order: Order) {
  const title = ctx.t('Checkout.PayTitle');
  const amount = moneyFormatter(ctx.locale, 'EUR')(order.totals.toPay);
  const back = paymentReturnOf(ctx);
  const body = html`<section class="pay-page">
    <h1>${title}</h1>
    <p class="pay-page__order">${ctx.t('Checkout.PaymentOrderNumber', { number: order.number })}</p>
    <p class="pay-page__amount">${ctx.t('Checkout.PaymentAmount', { amount })}</p>
    ${order.status === 'PaymentFailed' && !back ? html`<p class="pay-page__refused">${ctx.t('Checkout.PaymentLastRefused')}</p>` : ''}
    ${back ? paymentReturnBlock(ctx, order) : paymentFormBlock(ctx, order)}
  </section>`;
  return layout(ctx, { title, body, bodyClass: 'checkout-page pay-page-body', focused: true });
}
