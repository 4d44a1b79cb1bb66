import * as z from 'zod/mini';
import { apiPath } from '../../../src/core/propFormats';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The fragment's path under the culture's path (spec 001 §2, §7). */
  src: z._default(apiPath(), 'widget/shoppingcartitems'),
  /** Milliseconds between the last − or + press and the request: presses in a row send one change. */
  debounce: z._default(z.number().check(z.int(), z.nonnegative(), z.lte(5000)), 400),
});

export type Props = WidgetProps<typeof props>;

/**
 * The cart page's lines (spec 001 §2, §3, §7; issue 11): enhances the cart items fragment
 * `{culture}/widget/shoppingcartitems` the server rendered into the container (or loads it when
 * the container is empty), and reloads it through the fragment module after every change and
 * on `vitrine:basket-changed` from other widgets or tabs. Quantity within the rules of spec 000
 * §5 with a debounce, delete after the confirm dialog (spec 000 §8); changes go one at a time
 * through the mutation queue, then the basket summary follows (here and in other tabs). GA4
 * `view_cart`, `add_to_cart`, `remove_from_cart` (spec 000 §3). Why a behaviour and the fragment's
 * data attributes: docs/decisions/026-cart-lines.md.
 */
export default defineBehavior({
  props,
  load: () => import('./cartItems'),
});
