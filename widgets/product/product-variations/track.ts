/**
 * GA4 items of the product page (spec 000 §3 tracking item; anchors/storefront.md §4): value is
 * price × quantity without shipping; the currency is the variant's. track() only warns on
 * failure, so ordering never waits on analytics (spec 000 §8).
 */
import type { ProductVariant } from '../../../src/api/product';
import { round2 } from '../../../src/core/format';
import { type TrackingItem, track } from '../../../src/core/tracking';
import type { Props } from './index';

/** What the widget's props say about the product beyond its variant. */
export type ItemContext = Pick<Props, 'name' | 'tracking'>;

export function trackingItem(
  context: ItemContext,
  variant: ProductVariant,
  quantity: number,
): TrackingItem {
  return {
    item_name: context.name,
    item_id: context.tracking.item_id || String(variant.ProductId),
    sku: variant.SKU,
    price: variant.UnitPriceTaxIncl,
    ...(context.tracking.item_brand ? { item_brand: context.tracking.item_brand } : {}),
    ...(context.tracking.item_category ? { item_category: context.tracking.item_category } : {}),
    quantity,
    index: 0,
  };
}

export function trackProductEvent(
  event: 'view_item' | 'add_to_cart',
  context: ItemContext,
  variant: ProductVariant,
  quantity: number,
): void {
  track(event, {
    currency: variant.CurrencyCode,
    value: round2(variant.UnitPriceTaxIncl * quantity),
    items: [trackingItem(context, variant, quantity)],
  });
}
