import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const id = z.number().check(z.int(), z.positive());

const props = z.object({
  productId: id,
  /** The variant shown when the page was rendered. */
  productVariantId: id,
  /** wishlist (default) or birthlist: which lists the popup offers. */
  kind: z._default(z.enum(['wishlist', 'birthlist']), 'wishlist'),
  /** Another popup address (spec 000 §2); productVariantId (and kind) are added to it. */
  popupUrl: z.optional(z.string().check(z.minLength(1))),
  /** Tracking item (spec 000 §3) for GA4 when the server answer has no DataLayer. */
  item: z.optional(
    z.object({
      item_name: z.string(),
      item_id: z.string(),
      sku: z.optional(z.string()),
      price: z.optional(z.number()),
      item_brand: z.optional(z.string()),
      item_category: z.optional(z.string()),
    }),
  ),
});

export type Props = WidgetProps<typeof props>;

/**
 * Add to wishlist / birth list from a product page (spec 000 §2, §4, §8, §9; spec 001 §2-§5):
 * opens the CMS popup `{culture}/catalog/wishlist/popup?productVariantId=` (`&kind=birthlist`)
 * in a dialog; anonymous shoppers get the login modal (401). In the dialog, choosing a list
 * asks isinthelist, adding posts addproductvariant (growl with the server Message, GA4
 * add_to_wishlist, the header count refreshes), and the desired-quantity form posts
 * updatequantity. Follows `vitrine:variant-changed`; `?openWishlist={variantId}` or
 * `?openBirthlist` opens the dialog after 200 ms.
 */
export default defineWidget({
  props,
  load: () => import('./WishlistButton'),
});
