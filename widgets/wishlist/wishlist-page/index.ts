import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /**
   * Where one list's items come from (spec 001 §2), `wishlistid` added: a path under the
   * application path (`fr/catalog/…`) or from the site root (`/fr/catalog/…`). Default: the
   * page culture's catalog/wishlist/list_item.
   */
  listItemUrl: z.optional(z.string().check(z.minLength(1))),
});

export type Props = WidgetProps<typeof props>;

/**
 * The wishlist list page (spec 001 §2, §3, §5, §7, §8): enhances the server's navigation of
 * lists and the table wrapper. Choosing a list loads its items in place and writes `?Id=` in
 * the address (Back and Forward bring the list back through the page shell); each product's
 * desired quantity (forced to a positive whole number), add to cart and remove (confirm); the
 * list's name, description, deletion (confirm, then the answer's Uri) and order all. Failures
 * say the server's Message in a toast; 401 opens the login modal. Every change fires
 * `vitrine:wishlist-changed` (the header count, other tabs too), order all and add to cart
 * `vitrine:basket-changed`.
 */
export default defineBehavior({
  props,
  load: () => import('./wishlistPage'),
});
