import { createResource } from './resource';

/** Basket summary of spec 000 §3, shared by every widget that shows the basket. */
export interface BasketSummary {
  ItemsCount: number;
  AmountTaxInclHtml: string;
  AmountTaxExclHtml: string;
}

export const basket = createResource<BasketSummary>();
