import * as z from 'zod/mini';
import { apiPath } from '../../../src/core/propFormats';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const id = z.number().check(z.int(), z.positive());

const props = z.object({
  /** The fragment's path under the application path: widget/catalog/StockByWarehouse. */
  src: apiPath(),
  productId: id,
  /** The variant the server rendered the block for. */
  productVariantId: id,
  /** Fixed query parameters sent along: {"displayAllActiveWarehouses":false}. */
  params: z._default(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])), {}),
});

export type Props = WidgetProps<typeof props>;

/**
 * A server-rendered block of the product page that follows the chosen variant (spec 000 §4,
 * §7; docs/decisions/012): on `vitrine:variant-changed` for its product it loads
 * `{src}?productId=&productVariantId=` (plus `params`) and swaps its content. The gallery,
 * stock by warehouse, customer reference and degressive price blocks are all this behaviour.
 */
export default defineBehavior({
  props,
  load: () => import('./variantFragment'),
});
