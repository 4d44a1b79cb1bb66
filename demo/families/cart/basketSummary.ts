/** The basket summary answer of spec 000 §3, computed from the session basket. */

import type * as z from 'zod/mini';
import type { basketSummarySchema } from '../../../src/api/cart';
import { round2 } from '../../../src/core/format';
import { variantById } from '../../data/catalog';
import { convert } from '../../shared/money';
import { unitPriceFor } from '../product/public';
import { type BasketLine, prepaidCreditsOf } from './basketStore';

export type BasketSummaryAnswer = z.infer<typeof basketSummarySchema>;

export function basketTotals(lines: BasketLine[]) {
  let incl = 0;
  let excl = 0;
  let count = 0;
  for (const line of lines) {
    const found = variantById(line.productVariantId);
    if (!found) continue;
    // Degressive steps apply to the line's quantity, as on the product page.
    const unit = unitPriceFor(found.product, found.variant, line.quantity);
    incl += unit.incl * line.quantity;
    excl += unit.excl * line.quantity;
    count += line.quantity;
  }
  // Prepaid money (issue 13): one item each, without VAT.
  for (const credit of prepaidCreditsOf(lines)) {
    incl += credit.amount;
    excl += credit.amount;
    count += 1;
  }
  return { count, incl: round2(incl), excl: round2(excl) };
}

/** `locale` is the asking page's culture in the session's country (decision 018): pt-PT, nl-BE. */
export function basketSummary(
  lines: BasketLine[],
  locale: string,
  currency: string,
): BasketSummaryAnswer {
  const totals = basketTotals(lines);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return {
    ItemsCount: totals.count,
    AmountTaxInclHtml: money.format(convert(totals.incl, currency)),
    AmountTaxExclHtml: money.format(convert(totals.excl, currency)),
  };
}
