/** The basket page of the demo ({culture}/shoppingcarts, spec 001 §2), server-rendered. */
import { variantById } from '../../data/catalog';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { convert, moneyFormatter } from '../../shared/money';
import { unitPriceFor } from '../product/public';
import { basketOf } from './basketStore';
import { basketTotals } from './basketSummary';
import { cartOptions } from './optionBlocks';

export function basketPage(ctx: PageContext) {
  const money = (eur: number) =>
    moneyFormatter(ctx.locale, ctx.session.currency)(convert(eur, ctx.session.currency));
  const lines = basketOf(ctx.session).flatMap((line) => {
    const found = variantById(line.productVariantId);
    return found ? [{ ...found, quantity: line.quantity }] : [];
  });
  const totals = basketTotals(basketOf(ctx.session));
  const title = ctx.t('ShoppingCarts.Basket');
  // On a phone each line stacks and its cells carry their column's name (issue 10 §1).
  const quantityLabel = ctx.t('ShoppingCarts.Quantity');
  const unitLabel = ctx.t('ShoppingCarts.UnitPrice');
  const totalLabel = ctx.t('ShoppingCarts.Total');
  const body = html`<section class="basket">
    <h1>${title}</h1>
    ${
      lines.length === 0
        ? // An empty basket leads somewhere (issue 10 §4).
          html`<div class="basket__empty"><p>${ctx.t('ShoppingCarts.EmptyBasket')}</p>
          <p><a class="button button--primary" href="${cultureRoot(ctx)}catalog">${ctx.t('ShoppingCarts.BrowseCatalog')}</a></p></div>`
        : html`<table class="basket__lines">
          <thead><tr>
            <th scope="col">${ctx.t('Catalog.Sku')}</th><th scope="col">${quantityLabel}</th>
            <th scope="col">${unitLabel}</th><th scope="col">${totalLabel}</th>
          </tr></thead>
          <tbody>
            ${lines.map(({ product, variant, quantity }) => {
              // The degressive step the line's quantity reached, as in the totals.
              const unit = unitPriceFor(product, variant, quantity).incl;
              return html`<tr>
                <th scope="row">${product.name[ctx.culture]} <small>${variant.SKU}</small></th>
                <td data-label="${quantityLabel}">${quantity}</td><td data-label="${unitLabel}">${money(unit)}</td>
                <td data-label="${totalLabel}">${money(unit * quantity)}</td>
              </tr>`;
            })}
          </tbody>
          <tfoot>
            <tr><th scope="row" colspan="3">${ctx.t('ShoppingCarts.TotalTaxExcl')}</th><td>${money(totals.excl)}</td></tr>
            <tr><th scope="row" colspan="3">${ctx.t('ShoppingCarts.TotalTaxIncl')}</th><td>${money(totals.incl)}</td></tr>
          </tfoot>
        </table>
        <aside class="basket__options">${cartOptions(ctx, totals.incl)}</aside>`
    }
  </section>`;
  return layout(ctx, { title, body });
}
