import * as z from 'zod/mini';
import { currencyCode as isoCurrency, sitePath } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** spec 001 §3 `OrderId` of the add-to-cart form (orders). */
  orderId: z.string().check(z.minLength(1)),
  /** spec 001 §3 `currencyCode`: the order's currency. */
  currencyCode: z._default(isoCurrency(), 'EUR'),
  /** spec 001 §3 `ItemOrigin` of every line. */
  itemOrigin: z._default(z.string(), 'Catalog'),
  /** The basket page, linked from the result: a path of this site. */
  basketUrl: sitePath(),
  /** The order's lines: spec 001 §3 `name`, `quantity`, `price` and `ItemKey` (the variant id). */
  lines: z.array(
    z.object({
      name: z.string(),
      /** At most 999 999, the most a basket line carries (src/ui/quantity QUANTITY_CEILING). */
      quantity: z.number().check(z.int(), z.positive(), z.maximum(999_999)),
      price: z.number(),
      itemKey: z.string().check(z.minLength(1)),
    }),
  ),
});

export type Props = WidgetProps<typeof props>;

/**
 * "Order again" (spec 001 §3, §7; issue 13): puts the order's items back in the basket with
 * PUT api/v1/sales/orders/addtocart, form data `name, quantity, price, ItemKey, OrderId,
 * ItemOrigin, currencyCode`, one call per line, in order. The basket follows
 * (`vitrine:basket-changed`); a success toast, and beside the button a status with a link to
 * the basket; a line the shop no longer sells is named with the server's reason, the others
 * are added. 401: the login modal; another failure: toast Manager.UnknowsErrors (the lines
 * already added stay, and the basket says so).
 */
export default defineWidget({
  props,
  load: () => import('./Reorder'),
});
