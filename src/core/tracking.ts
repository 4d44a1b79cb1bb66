/**
 * GA4 ecommerce events on the dataLayer (anchors/storefront.md §4): `{ecommerce: null}` first,
 * then `{event, ecommerce}`. Consent is Google Consent Mode's business (the tags read it), so
 * pushing is always allowed; a failure here is a warning and never blocks the shopper
 * (spec 000 §8: tracking errors never block ordering).
 */
export interface TrackingItem {
  item_name: string;
  item_id: string;
  sku?: string;
  price?: number;
  item_brand?: string;
  item_category?: string;
  quantity?: number;
  index?: number;
  item_list_name?: string;
}

type DataLayer = { push: (...entries: unknown[]) => unknown };

export function track(event: string, ecommerce?: Record<string, unknown>): void {
  try {
    const w = window as unknown as { dataLayer?: DataLayer };
    w.dataLayer ??= [] as unknown as DataLayer;
    if (ecommerce) {
      w.dataLayer.push({ ecommerce: null });
      w.dataLayer.push({ event, ecommerce });
    } else {
      w.dataLayer.push({ event });
    }
  } catch (error) {
    console.warn(`[vitrine] tracking "${event}" failed`, error);
  }
}
