/**
 * A price as lists, quick views and the product page's fallback show it (issue 10 §4): on sale,
 * the old price struck through and said in words ("au lieu de", a `<s>` alone is silent in
 * screen readers), then the reduction as a badge in the locale's way ("-20 %", "-20%").
 * The product-variations widget renders the same markup once mounted.
 */
import { formatDiscount } from '../../src/core/format';
import type { Product, ProductVariant } from '../data/catalog/types';
import type { PageContext } from './context';
import { html } from './html';
import { convert, moneyFormatter } from './money';

/** The variant a list's "from" price comes from: the cheapest that exists. */
export function cheapestVariant(product: Product): ProductVariant {
  const existing = product.variants.filter((variant) => variant.available);
  return existing.reduce(
    (cheapest, variant) => (variant.priceTaxIncl < cheapest.priceTaxIncl ? variant : cheapest),
    existing[0] ?? (product.variants[0] as ProductVariant),
  );
}

/**
 * The variant's price in the session currency, with the old price and badge when on sale;
 * `afterPrice` (the product page's "incl. VAT") goes right after the price, as in the widget.
 */
export function priceTag(ctx: PageContext, variant: ProductVariant, afterPrice: unknown = '') {
  const { currency } = ctx.session;
  const money = moneyFormatter(ctx.locale, currency);
  const now = convert(variant.priceTaxIncl, currency);
  const was =
    variant.regularPriceTaxIncl === undefined
      ? undefined
      : convert(variant.regularPriceTaxIncl, currency);
  return html`<span class="price-tag"><span class="price-tag__now">${money(now)}</span>${afterPrice}${
    was
      ? html` <s class="price-tag__was"><span class="visually-hidden">${ctx.t('Catalog.InsteadOf')} </span>${money(was)}</s>
      <span class="price-tag__badge">${formatDiscount(was, now, ctx.locale)}</span>`
      : ''
  }</span>`;
}
