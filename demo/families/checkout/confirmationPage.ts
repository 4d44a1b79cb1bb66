/**
 * The order confirmation ({culture}/checkout/confirmation/{orderId}, issue 12 "Order
 * confirmation"): the order number, a status sentence read from the server's order (never
 * from the browser), the lines with links, the addresses or the pickup point, the shipping and
 * payment methods and the totals. A placed order (paid, or awaiting its transfer) carries the
 * `purchase-tracking` widget (GA4 `purchase`, sent once per order).
 */
import { shippingMethodById } from '../../data/shipping';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html, jsonForScript, raw } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import type { Address } from './addressStore';
import type { Order } from './orderStore';
import { paymentReturnBlock } from './paymentBlocks';
import { BANK_DETAILS } from './paymentChoice';

const CURRENCY = 'EUR';

function statusBlock(ctx: PageContext, order: Order, money: (amount: number) => string) {
  const payUrl = `${cultureRoot(ctx)}checkout/pay/${order.id}`;
  switch (order.status) {
    case 'Paid':
      return html`<p class="order-status order-status--paid">${ctx.t('Checkout.ConfirmationPaid')}</p>`;
    case 'AwaitingTransfer':
      return html`<div class="order-status order-status--transfer">
        <p>${ctx.t('Checkout.ConfirmationAwaitingTransfer', { amount: money(order.totals.toPay) })}</p>
        <h2 class="order-confirmation__subtitle">${ctx.t('Checkout.ConfirmationBankDetails')}</h2>
        <dl class="order-confirmation__pairs">
          <div><dt>${ctx.t('Checkout.ConfirmationBeneficiary')}</dt><dd>${BANK_DETAILS.beneficiary}</dd></div>
          <div><dt>IBAN</dt><dd>${BANK_DETAILS.iban}</dd></div>
          <div><dt>BIC</dt><dd>${BANK_DETAILS.bic}</dd></div>
          <div><dt>${ctx.t('Checkout.ConfirmationReference')}</dt><dd>${order.number}</dd></div>
        </dl>
      </div>`;
    case 'PaymentFailed':
      return html`<div class="order-status order-status--failed" role="alert">
        <p>${ctx.t('Checkout.ConfirmationPaymentFailed')}</p>
        <a class="button button--primary" href="${payUrl}">${ctx.t('Checkout.ConfirmationPayAgain')}</a>
      </div>`;
    default:
      return html`<div class="order-status">
        <p>${ctx.t('Checkout.ConfirmationAwaitingPayment')}</p>
        <a class="button button--primary" href="${payUrl}">${ctx.t('Checkout.ConfirmationPayAgain')}</a>
      </div>`;
  }
}

/** An address as the order documents show it, its country named in the page's language. */
export function addressBlock(
  ctx: PageContext,
  title: string,
  address: Address | undefined,
  company = '',
  vat = '',
) {
  if (!address) return '';
  const country =
    new Intl.DisplayNames([ctx.locale], { type: 'region' }).of(address.CountryCode) ??
    address.CountryCode;
  const name = [address.FirstName, address.LastName].filter(Boolean).join(' ');
  const street = [address.Street1, address.HouseNumber, address.BoxNumber]
    .filter(Boolean)
    .join(' ');
  return html`<div class="order-confirmation__address">
    <h2>${title}</h2>
    <address>
      ${company ? html`${company}<br />` : ''}${name ? html`${name}<br />` : ''}${street}<br />
      ${address.PostalCode} ${address.City}<br />${country}
      ${vat ? html`<br />${vat}` : ''}
    </address>
  </div>`;
}

/** An order's lines, with links to their products (the confirmation and the customer area's order page). */
export function linesBlock(
  ctx: PageContext,
  order: Pick<Order, 'lines'>,
  money: (amount: number) => string,
) {
  return html`<table class="order-lines">
    <caption>${ctx.t('Checkout.ConfirmationLines')}</caption>
    <thead><tr>
      <th scope="col">${ctx.t('Checkout.ConfirmationProduct')}</th>
      <th scope="col">${ctx.t('ShoppingCarts.Quantity')}</th>
      <th scope="col">${ctx.t('ShoppingCarts.UnitPrice')}</th>
      <th scope="col">${ctx.t('Checkout.ConfirmationLineTotal')}</th>
    </tr></thead>
    <tbody>
      ${order.lines.map(
        (line) => html`<tr>
          <th scope="row">${
            line.prepaidAccountId === undefined
              ? html`<a href="${cultureRoot(ctx)}${line.href}">${line.name}</a>`
              : prepaidName(ctx, line.prepaidAccountId)
          }
            <span class="order-lines__sku">${line.sku}</span></th>
          <td data-label="${ctx.t('ShoppingCarts.Quantity')}">${line.quantity}</td>
          <td data-label="${ctx.t('ShoppingCarts.UnitPrice')}">${money(line.unitPrice)}</td>
          <td data-label="${ctx.t('Checkout.ConfirmationLineTotal')}">${money(line.total)}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}

/** Prepaid money's line (issue 13): no product page to link to; the prepaid family's words. */
function prepaidName(ctx: PageContext, accountId: number | null) {
  const target =
    accountId === null
      ? ctx.t('Sales.PrepaidNewAccount')
      : ctx.t('Sales.PrepaidCartFor', { id: accountId });
  return html`${ctx.t('Sales.PrepaidCartLine')} <span class="order-lines__for">${target}</span>`;
}

function totalsBlock(ctx: PageContext, order: Order, money: (amount: number) => string) {
  const { totals } = order;
  const row = (label: string, amount: string, className = '') =>
    html`<div class="order-totals__row ${className}"><dt>${label}</dt><dd>${amount}</dd></div>`;
  const paid = order.status === 'Paid' ? totals.toPay : 0;
  return html`<section class="order-confirmation__totals" aria-labelledby="order-totals-title">
    <h2 id="order-totals-title">${ctx.t('Checkout.ConfirmationTotals')}</h2>
    <dl class="order-totals">
      ${row(ctx.t('Checkout.ConfirmationItems'), money(totals.itemsIncl))}
      ${
        // Nothing shipped (prepaid money only): no shipping row.
        totals.shipping === undefined
          ? ''
          : row(
              ctx.t('Checkout.ConfirmationShippingCost'),
              totals.shipping ? money(totals.shipping) : ctx.t('Checkout.ConfirmationFree'),
            )
      }
      ${totals.discount > 0 ? row(ctx.t('Checkout.ConfirmationDiscount'), `−${money(totals.discount)}`) : ''}
      ${row(ctx.t('Checkout.ConfirmationTotal'), money(totals.totalIncl), 'order-totals__row--total')}
      ${
        totals.taxExempt
          ? row(ctx.t('Checkout.ConfirmationReverseCharge'), money(0))
          : row(ctx.t('Checkout.ConfirmationVat'), money(totals.tax))
      }
      ${totals.prepaid > 0 ? row(ctx.t('Checkout.ConfirmationPrepaid'), money(totals.prepaid)) : ''}
      ${paid > 0 ? row(ctx.t('Checkout.ConfirmationPaidAmount'), money(paid)) : ''}
      ${
        order.status !== 'Paid'
          ? row(
              ctx.t('Checkout.ConfirmationToPay'),
              money(totals.toPay),
              'order-totals__row--total',
            )
          : ''
      }
    </dl>
  </section>`;
}

/** GA4 `purchase` (issue 12): the order number is the transaction id. */
export function purchaseData(order: Order) {
  return {
    transaction_id: order.number,
    value: order.totals.totalIncl,
    tax: order.totals.tax,
    shipping: order.totals.shipping ?? 0,
    currency: CURRENCY,
    ...(order.couponCode ? { coupon: order.couponCode } : {}),
    items: order.lines.map((line, index) => ({
      item_id: String(line.productVariantId),
      item_name: line.name,
      sku: line.sku,
      price: line.unitPrice,
      quantity: line.quantity,
      index,
    })),
  };
}

function trackingBlock(ctx: PageContext, order: Order) {
  if (order.status !== 'Paid' && order.status !== 'AwaitingTransfer') return '';
  return html`<div data-widget="purchase-tracking" hidden>
    <script type="application/json" data-props nonce="${ctx.nonce}">${raw(jsonForScript({ purchase: purchaseData(order) }))}</script>
  </div>`;
}

export function confirmationPage(ctx: PageContext, order: Order) {
  const money = moneyFormatter(ctx.locale, CURRENCY);
  const method = shippingMethodById(order.shipping.methodId);
  const title = ctx.t('Checkout.ConfirmationTitle');
  const paymentName =
    order.totals.toPay === 0
      ? ctx.t('Checkout.ConfirmationNothingToPay')
      : ctx.t(
          order.paymentMethod === 'card'
            ? 'Checkout.ConfirmationCard'
            : 'Checkout.ConfirmationBankTransfer',
        );
  const pickup = order.shipping.pickupPoint;
  // An order of prepaid money only ships nothing (issue 13).
  const shipped = Boolean(method || pickup || order.shipping.methodName);
  const body = html`<section class="order-confirmation">
    <h1>${title}</h1>
    <p class="order-confirmation__number">${ctx.t('Checkout.ConfirmationNumber')}
      <strong>${order.number}</strong></p>
    ${statusBlock(ctx, order, money)} ${paymentReturnBlock(ctx, order)}
    ${linesBlock(ctx, order, money)}
    <div class="order-confirmation__grid">
      ${addressBlock(ctx, ctx.t('Checkout.ConfirmationBilling'), order.billing, order.companyName, order.accountType === 'company' && order.vat ? `${ctx.t('ShoppingCarts.VatNumber')} ${order.vat}` : '')}
      ${
        pickup
          ? html`<div class="order-confirmation__address"><h2>${ctx.t('Checkout.ConfirmationPickupPoint')}</h2><p>${pickup}</p></div>`
          : shipped
            ? addressBlock(ctx, ctx.t('Checkout.ConfirmationShipping'), order.shipping.address)
            : ''
      }
      <dl class="order-confirmation__pairs">
        ${shipped ? html`<div><dt>${ctx.t('Checkout.ConfirmationShippingMethod')}</dt><dd>${method?.name[ctx.culture] ?? order.shipping.methodName}</dd></div>` : ''}
        <div><dt>${ctx.t('Checkout.ConfirmationPaymentMethod')}</dt><dd>${paymentName}</dd></div>
      </dl>
    </div>
    ${totalsBlock(ctx, order, money)}
    <p><a class="button" href="${cultureRoot(ctx)}">${ctx.t('ShoppingCarts.ContinueShopping')}</a></p>
    ${trackingBlock(ctx, order)}
  </section>`;
  return layout(ctx, { title, body, bodyClass: 'order-confirmation-page', focused: true });
}
