/**
 * The demo provider's confirmation step (a 3-D Secure stand-in, issue 12): the bank asks the
 * shopper to confirm or cancel; either way the browser goes back to the shop's return address.
 */
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import { orderById, type PaymentSessionRecord } from '../checkout/public';

export function challengePage(ctx: PageContext, record: PaymentSessionRecord) {
  const title = ctx.t('Checkout.DemoPayChallengeTitle');
  const amount = moneyFormatter(ctx.locale, 'EUR')(orderById(record.orderId)?.totals.toPay ?? 0);
  const body = html`<section class="demopay-challenge">
    <h1>${title}</h1>
    <p>${ctx.t('Checkout.DemoPayChallengeText', { amount })}</p>
    <form method="post" class="demopay-challenge__actions">
      <button type="submit" name="choice" value="confirm" class="button button--primary">${ctx.t('Checkout.DemoPayConfirm')}</button>
      <button type="submit" name="choice" value="cancel" class="button">${ctx.t('Checkout.DemoPayCancel')}</button>
    </form>
  </section>`;
  return layout(ctx, { title, body, focused: true });
}
