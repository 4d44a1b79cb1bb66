/** Basket calls (spec 000 §7, spec 001 §7). */
import * as z from 'zod/mini';
import type { BasketSummary } from '../core/stores/basket';
import { getJson } from './parse';

export const basketSummarySchema = z.object({
  ItemsCount: z.number().check(z.int(), z.nonnegative()),
  AmountTaxInclHtml: z.string(),
  AmountTaxExclHtml: z.string(),
});

// The store's type and the contract must stay one and the same.
const _sameShape: z.infer<typeof basketSummarySchema> extends BasketSummary ? true : never = true;
void _sameShape;

export const BASKET_SUMMARY_PATH = 'api/v1/shoppingcarts';

/** GET /api/v1/shoppingcarts: the basket summary. */
export async function fetchBasketSummary(): Promise<BasketSummary> {
  return getJson(basketSummarySchema, BASKET_SUMMARY_PATH);
}
