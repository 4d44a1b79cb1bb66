/**
 * GA4 add_to_wishlist (issue 5 tracking): the server's DataLayer entry when it sent one
 * (spec 001 §3), else built from the item the page gave; a failure is a warning and never
 * blocks the shopper (spec 000 §8).
 */
import { dataLayerSchema } from '../../../src/api/wishlist';
import { pageSettings } from '../../../src/core/settings';
import { track } from '../../../src/core/tracking';
import type { Props } from './index';

/** The product's tracking item (spec 000 §3) without the quantity, which the form gives. */
export type PageItem = NonNullable<Props['item']>;

export function trackAddToWishlist(
  dataLayer: unknown,
  item: PageItem | undefined,
  quantity: number,
): void {
  try {
    const sent = dataLayerSchema.safeParse(dataLayer);
    if (sent.success) {
      track(sent.data.event, sent.data.ecommerce);
      return;
    }
    if (!item) {
      console.warn('[vitrine] add_to_wishlist not tracked: no DataLayer and no item');
      return;
    }
    track('add_to_wishlist', {
      currency: pageSettings().currency,
      ...(item.price === undefined ? {} : { value: Math.round(item.price * quantity * 100) / 100 }),
      items: [{ ...item, quantity }],
    });
  } catch (error) {
    console.warn('[vitrine] add_to_wishlist could not be tracked', error);
  }
}
