/**
 * The refund request page ({culture}/account/orders/{id}/refund; spec 001 §2, §3, §5): the
 * order's items with a quantity select per line (0 to the quantity bought), the refunded
 * amount per line and the total, a reason, a comment. Without script it is a form posted to
 * itself (the amounts are then those the server computes); the `refund-request` widget makes
 * the amounts follow the selects, validates and posts it. Once recorded, the page shows the
 * request instead.
 */
import { REFUND_REASONS, refundAmounts, refundQuantityField } from '../../../src/api/salesOrders';
import { cultureRoot, type PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html, jsonForScript, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import { CURRENCY, orderDate, orderHref } from './orderBlocks';
import { type CustomerOrder, canRefund } from './orderTypes';

const quantityOptions = (bought: number, chosen: number) =>
  Array.from(
    { length: bought + 1 },
    (_, n) => html`<option value="${n}" ${n === chosen ? 'selected' : ''}>${n}</option>`,
  );

function refundForm(ctx: PageContext, order: CustomerOrder, error?: string) {
  const money = moneyFormatter(ctx.locale, CURRENCY);
  const { amounts, total } = refundAmounts(
    order.lines,
    order.lines.map(() => 0),
  );
  const props = {
    orderId: order.id,
    orderNumber: order.number,
    currency: CURRENCY,
    lines: order.lines.map((line) => ({
      productVariantId: line.productVariantId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
  };
  return html`<div data-widget="refund-request">
    <script type="application/json" data-props nonce="${ctx.nonce}">${raw(jsonForScript(props))}</script>
    <form method="post" class="orders-refund" novalidate>
      ${antiForgeryField(ctx)}
      ${error ? html`<p class="orders-refund__error" role="alert">${error}</p>` : ''}
      <table class="order-lines orders-refund__lines">
        <caption>${ctx.t('Checkout.ConfirmationLines')}</caption>
        <thead><tr>
          <th scope="col">${ctx.t('Checkout.ConfirmationProduct')}</th>
          <th scope="col">${ctx.t('Sales.OrdersRefundBought')}</th>
          <th scope="col">${ctx.t('ShoppingCarts.UnitPrice')}</th>
          <th scope="col">${ctx.t('Sales.OrdersRefundQuantity')}</th>
          <th scope="col">${ctx.t('Sales.RefundedAmount')}</th>
        </tr></thead>
        <tbody>
          ${order.lines.map(
            (line, index) => html`<tr>
              <th scope="row">${line.name}<span class="order-lines__sku">${line.sku}</span></th>
              <td data-label="${ctx.t('Sales.OrdersRefundBought')}">${line.quantity}</td>
              <td data-label="${ctx.t('ShoppingCarts.UnitPrice')}">${money(line.unitPrice)}</td>
              <td data-label="${ctx.t('Sales.OrdersRefundQuantity')}">
                <select name="${refundQuantityField(line.productVariantId)}" aria-label="${ctx.t('Sales.OrdersRefundQuantityOf', { name: line.name })}">${quantityOptions(line.quantity, 0)}</select></td>
              <td data-label="${ctx.t('Sales.RefundedAmount')}">${money(amounts[index]?.amount ?? 0)}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <p class="orders-refund__total">${ctx.t('Sales.OrdersRefundTotal')} <strong>${money(total)}</strong></p>
      <div class="field">
        <label for="refund-reason">${ctx.t('Sales.OrdersRefundReason')}</label>
        <select id="refund-reason" name="Reason" required>
          <option value="">${ctx.t('Sales.OrdersRefundChoose')}</option>
          ${REFUND_REASONS.map((reason) => html`<option value="${reason}">${ctx.t(`Sales.OrdersReason${reason}`)}</option>`)}
        </select>
      </div>
      <div class="field">
        <label for="refund-comment">${ctx.t('Sales.OrdersRefundComment')}</label>
        <textarea id="refund-comment" name="Comment" rows="3" maxlength="500"></textarea>
      </div>
      <button type="submit" class="button button--primary">${ctx.t('Sales.OrdersRefundSubmit')}</button>
    </form>
  </div>`;
}

export function refundPage(ctx: PageContext, order: CustomerOrder, error?: string) {
  const money = moneyFormatter(ctx.locale, CURRENCY);
  const title = `${ctx.t('Sales.RefundRequest')} ${order.number}`;
  const refund = order.refund;
  const content = refund
    ? html`<p class="orders-refund-state" role="status">${ctx.t('Sales.OrdersRefundRequested', {
        date: orderDate(ctx, refund.createdAt),
        amount: money(refund.total),
      })}</p>`
    : canRefund(order)
      ? html`<p>${ctx.t('Sales.OrdersRefundIntro', { number: order.number })}</p>${refundForm(ctx, order, error)}`
      : html`<p role="status">${ctx.t('Sales.OrdersRefundNotPossible')}</p>`;
  const body = html`<section class="content-page orders-refund-page">
    <p class="orders-page__back"><a href="${orderHref(ctx, order)}">${ctx.t('Sales.Order')} ${order.number}</a>
      · <a href="${cultureRoot(ctx)}account/orders">${ctx.t('Sales.OrdersBack')}</a></p>
    <h1>${title}</h1>
    ${content}
  </section>`;
  return layout(ctx, { title, body, bodyClass: 'orders-refund-page' });
}
