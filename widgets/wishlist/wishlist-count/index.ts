import * as z from 'zod/mini';
import { defineWidget } from '../../../src/core/widget';

/** The header wishlist count (issue 2 §4), refreshed after a product is added (spec 000 §4). */
export default defineWidget({
  props: z.object({
    /** Where the link goes; defaults to {culture}/catalog/wishlist/list (spec 001 §2). */
    wishlistUrl: z.optional(z.string()),
  }),
  load: () => import('./WishlistCount'),
});
