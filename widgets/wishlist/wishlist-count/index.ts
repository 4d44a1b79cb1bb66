import * as z from 'zod/mini';
import { sitePath } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Where the link goes; defaults to {culture}/catalog/wishlist/list (spec 001 §2). */
  wishlistUrl: z.optional(sitePath()),
  /**
   * false: the shell does not prefetch the page on hover or focus (decision 008), for an
   * anonymous shopper, whom the wishlist page asks to sign in (spec 000 §6).
   */
  prefetch: z.optional(z.boolean()),
});

export type Props = WidgetProps<typeof props>;

/** The header wishlist count (issue 2 §4), refreshed after a product is added (spec 000 §4). */
export default defineWidget({
  props,
  load: () => import('./WishlistCount'),
});
