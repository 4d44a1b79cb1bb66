/**
 * The checkout's order summary (issue 12): the lines (name, quantity, total), then the items,
 * shipping ("free" at 0), the coupon's discount, VAT or the reverse-charge notice, the total,
 * the prepaid part and what is left to pay (spec 001 §9: 2 decimals). The page renders it in
 * `summarySection`; `GET {culture}/widget/checkoutsummary` answers the same body for the
 * checkout-summary widget, whose root then takes `data-to-pay` and says `data-announce`.
 */

import { round2 } from '../../../src/core/format';
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { convert, moneyFormatter } from '../../shared/money';
import { basketOf, cartLinesOf, onlyPrepaid, prepaidCreditsOf } from '../cart/public';
import { checkoutTotals } from './checkoutTotals';

/** What the payment pays, in EUR with 2 decimals: the root's `data-to-pay`. */
export const toPayAttribute = (ctx: PageContext) => checkoutTotals(ctx.session).toPay.toFixed(2);

export function summaryBody(ctx: PageContext) {
  const totals = checkoutTotals(ctx.session);
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  const amount = (eur: number) => money(convert(eur, ctx.session.currency));
  const row = (label: string, value: string, className = '') =>
    html`<div class="checkout-totals__row${className}"><dt>${label}</dt><dd>${value}</dd></div>`;
  const lines = cartLinesOf(ctx.session, ctx.culture);
  return html`<div class="checkout-summary__body" data-to-pay="${totals.toPay.toFixed(2)}"
      data-announce="${ctx.t('Checkout.ToPayAnnounce', { amount: amount(totals.toPay) })}">
    <table class="checkout-lines">
      <caption class="visually-hidden">${ctx.t('Checkout.Lines')}</caption>
      <thead><tr>
        <th scope="col">${ctx.t('Checkout.Item')}</th>
        <th scope="col" class="checkout-lines__num">${ctx.t('ShoppingCarts.Quantity')}</th>
        <th scope="col" class="checkout-lines__num">${ctx.t('ShoppingCarts.Total')}</th>
      </tr></thead>
      <tbody>${lines.map(
        (line) => html`<tr>
          <th scope="row">${line.product.name[ctx.culture]}</th>
          <td class="checkout-lines__num">${line.line.quantity}</td>
          <td class="checkout-lines__num">${amount(round2(line.unit.incl * line.line.quantity))}</td>
        </tr>`,
      )}${prepaidCreditsOf(basketOf(ctx.session)).map(
        (credit) => html`<tr class="checkout-lines__prepaid">
          <th scope="row">${ctx.t('Sales.PrepaidCartLine')}</th>
          <td class="checkout-lines__num">1</td>
          <td class="checkout-lines__num">${amount(credit.amount)}</td>
        </tr>`,
      )}</tbody>
    </table>
    <dl class="checkout-totals">
      ${row(ctx.t('ShoppingCarts.SubtotalTaxIncl'), amount(totals.itemsIncl))}
      ${
        onlyPrepaid(ctx.session)
          ? ''
          : row(
              ctx.t('ShoppingCarts.ShippingCost'),
              totals.shipping === undefined
                ? ctx.t('Checkout.ShippingToChoose')
                : totals.shipping === 0
                  ? ctx.t('ShoppingCarts.Free')
                  : amount(totals.shipping),
            )
      }
      ${totals.discount > 0 ? row(ctx.t('ShoppingCarts.Discount'), `− ${amount(totals.discount)}`) : ''}
      ${row(ctx.t('ShoppingCarts.TotalTaxIncl'), amount(totals.totalIncl), ' checkout-totals__row--total')}
      ${totals.taxExempt ? '' : row(ctx.t('Checkout.VatIncluded'), amount(totals.tax))}
      ${totals.prepaid > 0 ? row(ctx.t('Checkout.PrepaidPart'), `− ${amount(totals.prepaid)}`) : ''}
      ${row(ctx.t('Checkout.ToPay'), amount(totals.toPay), ' checkout-totals__row--to-pay')}
    </dl>
    ${totals.taxExempt ? html`<p class="checkout-totals__notice">${ctx.t('Checkout.ReverseCharge')}</p>` : ''}
  </div>`;
}
