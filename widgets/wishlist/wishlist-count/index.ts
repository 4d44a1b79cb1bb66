import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Where the link goes; defaults to {culture}/catalog/wishlist/list (spec 001 §2). */
  wishlistUrl: z.optional(z.string()),
});

export type Props = WidgetProps<typeof props>;

/** The header wishlist count (issue 2 §4), refreshed after a product is added (spec 000 §4). */
export default defineWidget({
  props,
  load: () => import('./WishlistCount'),
});
