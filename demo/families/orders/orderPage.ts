/**
 * The order page ({culture}/account/orders/{id}; spec 001 §2): status, date, lines with
 * product links, the addresses or the pickup point, the shipping and payment methods, the
 * totals, and what the customer can do: change the delivery address while the order has not
 * left (spec 001 §4), order it again (§3, §7), ask for a refund once delivered (§2, §5), pay an
 * order awaiting its transfer with a prepaid account (the prepaid family's make-payment page).
 */

import { COUNTRIES } from '../../data/countries';
import { shippingMethodById } from '../../data/shipping';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html, jsonForScript, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import { addressBlock, linesBlock } from '../checkout/public';
import { CURRENCY, orderDate, orderHref, statusBadge } from './orderBlocks';
import { type CustomerOrder, canChangeDelivery, canRefund } from './orderTypes';

function deliveryChange(ctx: PageContext, order: CustomerOrder) {
  const requested = Boolean(order.deliveryChangeRequested);
  if (!canChangeDelivery(order) && !requested) return '';
  const address = order.shipping.address;
  const props = {
    orderId: order.id,
    orderNumber: order.number,
    requested,
    countries: COUNTRIES,
    address: {
      FirstName: address?.FirstName ?? '',
      LastName: address?.LastName ?? '',
      Street1: address?.Street1 ?? '',
      HouseNumber: address?.HouseNumber ?? '',
      BoxNumber: address?.BoxNumber ?? '',
      PostalCode: address?.PostalCode ?? '',
      City: address?.City ?? '',
      CountryCode: address?.CountryCode ?? 'BE',
    },
  };
  const label = requested ? 'Sales.DeliveryAddressChangeRequested' : 'Sales.ChangeDeliveryAddress';
  return html`<div data-widget="change-delivery-address" class="orders-action">
    <script type="application/json" data-props nonce="${ctx.nonce}">${raw(jsonForScript(props))}</script>
    <button type="button" class="button" disabled>${ctx.t(label)}</button>
    ${requested ? html`<p class="orders-action__note">${ctx.t('Sales.OrdersDeliveryChangePending')}</p>` : ''}
  </div>`;
}

function reorder(ctx: PageContext, order: CustomerOrder) {
  const props = {
    orderId: order.id,
    currencyCode: CURRENCY,
    basketUrl: `${cultureRoot(ctx)}shoppingcarts`,
    lines: order.lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      price: line.unitPrice,
      itemKey: String(line.productVariantId),
    })),
  };
  return html`<div data-widget="reorder" class="orders-action">
    <script type="application/json" data-props nonce="${ctx.nonce}">${raw(jsonForScript(props))}</script>
    <button type="button" class="button" disabled>${ctx.t('Sales.Reorder')}</button>
  </div>`;
}

function actions(ctx: PageContext, order: CustomerOrder) {
  const money = moneyFormatter(ctx.locale, CURRENCY);
  const refund = order.refund;
  return html`<section class="orders-actions" aria-labelledby="orders-actions-title">
    <h2 id="orders-actions-title">${ctx.t('Sales.OrdersActions')}</h2>
    ${
      refund
        ? html`<p class="orders-refund-state" role="status">${ctx.t('Sales.OrdersRefundRequested', {
            date: orderDate(ctx, refund.createdAt),
            amount: money(refund.total),
          })}</p>`
        : ''
    }
    <div class="orders-actions__buttons">
      ${deliveryChange(ctx, order)} ${reorder(ctx, order)}
      ${canRefund(order) ? html`<a class="button" href="${orderHref(ctx, order, '/refund')}">${ctx.t('Sales.RefundRequest')}</a>` : ''}
      ${
        order.status === 'AwaitingTransfer'
          ? html`<a class="button button--primary" href="${orderHref(ctx, order, '/make-payment')}">${ctx.t('Sales.OrdersPayWithPrepaid')}</a>`
          : ''
      }
    </div>
  </section>`;
}

function totals(ctx: PageContext, order: CustomerOrder, money: (n: number) => string) {
  const row = (label: string, amount: string, className = '') =>
    html`<div class="order-totals__row ${className}"><dt>${label}</dt><dd>${amount}</dd></div>`;
  const { totals: sums } = order;
  return html`<section class="order-confirmation__totals" aria-labelledby="order-totals-title">
    <h2 id="order-totals-title">${ctx.t('Checkout.ConfirmationTotals')}</h2>
    <dl class="order-totals">
      ${row(ctx.t('Checkout.ConfirmationItems'), money(sums.itemsIncl))}
      ${row(ctx.t('Checkout.ConfirmationShippingCost'), sums.shipping ? money(sums.shipping) : ctx.t('Checkout.ConfirmationFree'))}
      ${sums.discount > 0 ? row(ctx.t('Checkout.ConfirmationDiscount'), `−${money(sums.discount)}`) : ''}
      ${row(ctx.t('Checkout.ConfirmationTotal'), money(sums.totalIncl), 'order-totals__row--total')}
      ${row(ctx.t('Checkout.ConfirmationVat'), money(sums.tax))}
      ${sums.prepaid > 0 ? row(ctx.t('Checkout.ConfirmationPrepaid'), money(sums.prepaid)) : ''}
      ${order.status === 'AwaitingTransfer' ? row(ctx.t('Checkout.ConfirmationToPay'), money(sums.toPay), 'order-totals__row--total') : ''}
    </dl>
  </section>`;
}

export function orderDetailPage(ctx: PageContext, order: CustomerOrder) {
  const money = moneyFormatter(ctx.locale, CURRENCY);
  const title = `${ctx.t('Sales.Order')} ${order.number}`;
  const pickup = order.shipping.pickupPoint;
  const payment = ctx.t(
    order.paymentMethod === 'card'
      ? 'Checkout.ConfirmationCard'
      : 'Checkout.ConfirmationBankTransfer',
  );
  const body = html`<section class="content-page order-confirmation orders-order">
    <p class="orders-page__back"><a href="${cultureRoot(ctx)}account/orders">${ctx.t('Sales.OrdersBack')}</a></p>
    <h1>${title}</h1>
    <p class="orders-order__meta">${ctx.t('Sales.OrdersPlacedOn', { date: orderDate(ctx, order.createdAt) })}
      · ${statusBadge(ctx, order.status)}</p>
    ${actions(ctx, order)}
    ${linesBlock(ctx, order, money)}
    <div class="order-confirmation__grid">
      ${addressBlock(ctx, ctx.t('Checkout.ConfirmationBilling'), order.billing)}
      ${
        pickup
          ? html`<div class="order-confirmation__address"><h2>${ctx.t('Checkout.ConfirmationPickupPoint')}</h2><p>${pickup}</p></div>`
          : addressBlock(ctx, ctx.t('Checkout.ConfirmationShipping'), order.shipping.address)
      }
      <dl class="order-confirmation__pairs">
        <div><dt>${ctx.t('Checkout.ConfirmationShippingMethod')}</dt><dd>${shippingMethodById(order.shipping.methodId)?.name[ctx.culture] ?? order.shipping.methodName}</dd></div>
        <div><dt>${ctx.t('Checkout.ConfirmationPaymentMethod')}</dt><dd>${payment}
          ${
            order.prepaidAccountId !== undefined && order.totals.prepaid > 0
              ? html`<br />${ctx.t('Sales.OrdersPrepaidPart', { amount: money(order.totals.prepaid), account: order.prepaidAccountId })}`
              : ''
          }</dd></div>
      </dl>
    </div>
    ${totals(ctx, order, money)}
  </section>`;
  return layout(ctx, { title, body, bodyClass: 'orders-order-page' });
}
