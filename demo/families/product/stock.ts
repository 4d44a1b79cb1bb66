/**
 * Issue 5: the stock and degressive-price blocks of the product page, also answered alone by
 * `GET widget/catalog/StockByWarehouse` and `GET widget/catalog/DegressivePrice` (spec 000 §7)
 * when the variant changes (decision 012: the variant-fragment regions refresh themselves).
 */
import { warehouses } from '../../data/catalog';
import type { Product, ProductVariant } from '../../data/catalog/types';
import { warehouseLabels } from '../../data/catalog/warehouseNames';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { convert, moneyFormatter } from '../../shared/money';
import { stockOf, unitPriceFor } from './variation';

/** "Only N left" below this many pieces (issue 5 demo: ≤ 3). */
export const LOW_STOCK = 3;

const label = (ctx: PageContext, id: number, fallback: string, part: 'name' | 'city') =>
  warehouseLabels[id]?.[part][ctx.culture] ?? fallback;

/** The product name with the variant's values, e.g. "Tee Mira – Red, M". */
export function variantTitle(ctx: PageContext, product: Product, variant: ProductVariant) {
  const values = variant.valueIds.map(
    (id, index) =>
      product.attributes[index]?.values.find((value) => value.ProductAttributeValueId === id)
        ?.label[ctx.culture] ?? '',
  );
  const name = product.name[ctx.culture];
  return values.length ? `${name} – ${values.join(', ')}` : name;
}

const query = (product: Product, variant: ProductVariant) =>
  `productId=${product.id}&productVariantId=${variant.ProductVariantId}`;

/** The availability sentence: in stock, only N left, out of stock, or unavailable. */
function availability(ctx: PageContext, variant: ProductVariant) {
  const count = stockOf(variant);
  const [state, text] = !variant.available
    ? ['unavailable', ctx.t('Catalog.Unavailable')]
    : count === 0
      ? ['out', ctx.t('Catalog.OutOfStock')]
      : count <= LOW_STOCK
        ? ['low', ctx.t('Catalog.LowStock', { count })]
        : ['in', ctx.t('Catalog.InStock')];
  return html`<p class="stock__status stock__status--${state}" data-stock-state="${state}">
    <span class="stock__dot" aria-hidden="true"></span>${text}</p>`;
}

/** Inner HTML of the stock region: compact (displayAllActiveWarehouses=false). */
export function stockFragment(ctx: PageContext, product: Product, variant: ProductVariant) {
  if (!variant.available) return html`<div class="stock">${availability(ctx, variant)}</div>`;
  const stocked = warehouses.filter((warehouse) => (variant.stock[warehouse.id] ?? 0) > 0);
  const allUrl = `${ctx.base}widget/catalog/StockByWarehouse?${query(product, variant)}&displayAllActiveWarehouses=true`;
  const notifyUrl = `${cultureRoot(ctx)}catalog/stocknotification/subscribe?ProductVariantId=${variant.ProductVariantId}&ProductId=${product.id}`;
  return html`<div class="stock">
    ${availability(ctx, variant)}
    ${
      stocked.length
        ? html`<p class="stock__where">${ctx.t('Catalog.StockAvailableIn')}</p>
          <ul class="stock__warehouses">
            ${stocked.map(
              (warehouse) => html`<li>
                <span>${label(ctx, warehouse.id, warehouse.name, 'name')} (${label(ctx, warehouse.id, warehouse.city, 'city')})</span>
                <span class="stock__count">${ctx.t('Catalog.StockUnits', { count: variant.stock[warehouse.id] ?? 0 })}</span>
              </li>`,
            )}
          </ul>`
        : ''
    }
    <p class="stock__links">
      <a href="${allUrl}" data-modal="${ctx.t('Catalog.StockByWarehouse')}">${ctx.t('Catalog.StockAllWarehouses')}</a>
    </p>
    ${
      stockOf(variant) === 0
        ? html`<p class="stock__notify"><a class="button" href="${notifyUrl}"
            data-modal="${ctx.t('Catalog.NotifyWhenBackInStock')}">${ctx.t('Catalog.NotifyWhenBackInStock')}</a></p>`
        : ''
    }
  </div>`;
}

/** Dialog content: every active warehouse with its quantity (displayAllActiveWarehouses=true). */
export function stockTable(ctx: PageContext, product: Product, variant: ProductVariant) {
  return html`<div class="stock-table__scroll">
    <table class="stock-table">
      <caption>${variantTitle(ctx, product, variant)}</caption>
      <thead>
        <tr><th scope="col">${ctx.t('Catalog.StockWarehouse')}</th><th scope="col">${ctx.t('Catalog.StockAvailability')}</th></tr>
      </thead>
      <tbody>
        ${warehouses.map((warehouse) => {
          const count = variant.stock[warehouse.id] ?? 0;
          return html`<tr class="${count > 0 ? 'stock-table__row--in' : 'stock-table__row--out'}">
            <th scope="row">${label(ctx, warehouse.id, warehouse.name, 'name')}
              <span class="stock-table__city">${label(ctx, warehouse.id, warehouse.city, 'city')}</span></th>
            <td>${count > 0 ? ctx.t('Catalog.StockUnits', { count }) : ctx.t('Catalog.OutOfStock')}</td>
          </tr>`;
        })}
      </tbody>
    </table>
  </div>`;
}

/** Inner HTML of the degressive-price region; empty when the product has no degressive prices. */
export function degressiveFragment(ctx: PageContext, product: Product, variant: ProductVariant) {
  if (product.degressivePrices.length === 0) return html``;
  const money = moneyFormatter(ctx.locale, ctx.session.currency);
  const percent = new Intl.NumberFormat(ctx.locale, { style: 'percent', signDisplay: 'always' });
  const base = unitPriceFor(product, variant, product.quantity.min).incl;
  const rows = [
    { quantity: product.quantity.min, price: base },
    ...product.degressivePrices.map((step) => ({
      quantity: step.fromQuantity,
      price: step.unitPriceTaxIncl,
    })),
  ];
  return html`<table class="degressive-table">
    <caption>${ctx.t('Catalog.DegressivePrice')}</caption>
    <thead>
      <tr>
        <th scope="col">${ctx.t('Catalog.DegressiveQuantity')}</th>
        <th scope="col">${ctx.t('Catalog.DegressiveUnitPrice')}</th>
        <th scope="col">${ctx.t('Catalog.DegressiveSaving')}</th>
      </tr>
    </thead>
    <tbody>
      ${rows.map(
        (row) => html`<tr>
          <th scope="row">${ctx.t('Catalog.DegressiveFrom', { quantity: row.quantity })}</th>
          <td>${money(convert(row.price, ctx.session.currency))}</td>
          <td>${row.price < base ? percent.format(Math.round((row.price / base - 1) * 100) / 100) : ''}</td>
        </tr>`,
      )}
    </tbody>
  </table>`;
}
