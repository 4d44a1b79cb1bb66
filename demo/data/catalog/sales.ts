/**
 * Products on sale (issue 10 §4): about one in seven, 10 to 30 % off every variant ("up to
 * -30 %", as the home banner says). The regular price is the catalogue's shop price (49.99);
 * the sale price is what the shopper pays (39.99), so lists, sorting, the basket and the
 * variation answer all charge it. Products with volume prices are left out: one kind of
 * reduction per product keeps the page honest.
 */
import { chance, pick, rngFor, round2 } from './prng';
import type { Product } from './types';
import { pricesFor } from './variants';

export const SALE_PERCENTS = [10, 15, 20, 25, 30] as const;
const SALE_SHARE = 0.14;

export function putOnSale(products: readonly Product[]): void {
  for (const product of products) {
    // A generator of its own: the rest of the catalogue is the same with or without sales.
    const rng = rngFor(product.id + 2_000_000);
    if (product.degressivePrices.length > 0 || !chance(rng, SALE_SHARE)) continue;
    const percent = pick(rng, SALE_PERCENTS);
    for (const variant of product.variants) {
      const sale = pricesFor(round2(variant.priceTaxIncl * (1 - percent / 100)), product.vatRate);
      variant.regularPriceTaxIncl = variant.priceTaxIncl;
      variant.regularPriceTaxExcl = variant.priceTaxExcl;
      variant.priceTaxIncl = sale.incl;
      variant.priceTaxExcl = sale.excl;
    }
  }
}

/** Is the product on sale (the `sale` tag, spec 001 §2 tag search page)? */
export const onSale = (product: Product): boolean =>
  product.variants.some((variant) => variant.regularPriceTaxIncl !== undefined);
