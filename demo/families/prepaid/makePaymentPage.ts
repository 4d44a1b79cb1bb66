/**
 * The make-payment page (issue 13; spec 001 §2: "Choose a prepaid account"): an order awaiting
 * a bank transfer, the customer's accounts as radios with their balances (an empty one
 * disabled, one that cannot cover all says it pays part), and "Pay". The `prepaid-payment`
 * widget sends the choice and goes back to the order; without script the form posts.
 */
import { formatLabel } from '../../../src/core/format';
import type { PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { prepaidAccountsOf } from '../checkout/public';
import type { CustomerOrder as Order } from '../orders/public';
import { accountName, balanceLabel, euros, prepaidRoot } from './accountPages';
import { amountDueOf } from './orderPayment';

export const orderPageOf = (ctx: { base: string; culture: string }, order: Order) =>
  `${ctx.base}${ctx.culture}/account/orders/${encodeURIComponent(order.id)}`;

function choices(ctx: PageContext, order: Order, due: number) {
  const money = euros(ctx);
  const accounts = prepaidAccountsOf(ctx.session);
  const usable = accounts.filter((account) => account.Balance > 0);
  if (!usable.length)
    return html`<p>${ctx.t('Sales.PrepaidNoAccountToPay')}</p>
      <p><a class="button" href="${prepaidRoot(ctx)}/buy">${ctx.t('Sales.PrepaidBuyTitle')}</a></p>`;
  const first = usable[0]?.PrepaidAccountId;
  return html`<div data-widget="prepaid-payment" data-order-id="${order.id}">
    <form class="vitrine-prepaid-payment" method="post" action="${orderPageOf(ctx, order)}/make-payment" data-no-ajax>
      ${antiForgeryField(ctx)}
      <fieldset>
        <legend>${ctx.t('Sales.PrepaidChooseAccount')}</legend>
        ${accounts.map((account) => {
          const id = `prepaid-pay-${account.PrepaidAccountId}`;
          const part =
            account.Balance > 0 && account.Balance < due
              ? ctx.t('Sales.PrepaidPartial', {
                  paid: money(account.Balance),
                  due: money(due - account.Balance),
                })
              : '';
          return html`<div class="vitrine-prepaid-payment__choice">
            <input type="radio" id="${id}" name="PrepaidAccountId" value="${account.PrepaidAccountId}" ${account.Balance > 0 ? '' : 'disabled'} ${account.PrepaidAccountId === first ? 'checked' : ''} ${part ? html`aria-describedby="${id}-part"` : ''} />
            <label for="${id}">${accountName(ctx, account)} · ${balanceLabel(ctx, account)}</label>
            ${part ? html`<p class="vitrine-prepaid-payment__part" id="${id}-part">${part}</p>` : ''}
          </div>`;
        })}
      </fieldset>
      <button type="submit" class="button button--primary">${ctx.t('Sales.PrepaidPay')}</button>
    </form>
  </div>`;
}

export function makePaymentPage(ctx: PageContext, order: Order) {
  const title = ctx.t('Sales.PrepaidMakePayment');
  const due = amountDueOf(ctx.session, order);
  const money = euros(ctx);
  const body = html`<section class="content-page prepaid-page">
    <p><a href="${orderPageOf(ctx, order)}">${ctx.t('Sales.PrepaidBackToOrder')}</a></p>
    <h1>${title}</h1>
    <p>${formatLabel(ctx.t('Sales.Order'), order.number, ctx.locale)}</p>
    <p class="prepaid-balance">${formatLabel(ctx.t('Sales.PrepaidAmountDue'), money(due), ctx.locale)}</p>
    ${due > 0 ? choices(ctx, order, due) : html`<p role="status">${ctx.t('Sales.PrepaidNothingToPay')}</p>`}
  </section>`;
  return layout(ctx, { title, body });
}
