import * as z from 'zod/mini';
import { trackingItem } from '../../../src/core/propFormats';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** GA4 `purchase` of the placed order: the order number is the transaction id. */
  purchase: z.object({
    transaction_id: z.string().check(z.minLength(1)),
    value: z.number(),
    tax: z.number(),
    shipping: z.number(),
    currency: z.string(),
    coupon: z.optional(z.string()),
    items: z.array(trackingItem()),
  }),
  /** Where the sent transaction ids are remembered (localStorage). */
  storageKey: z._default(z.string(), 'vitrine:purchases-sent'),
});

export type Props = WidgetProps<typeof props>;

/**
 * GA4 `purchase` on the confirmation of a placed order (issue 12 "Order confirmation"): sent
 * once per transaction id, even when the page is reloaded or opened again (the ids sent are
 * remembered in localStorage). Nothing to see: the element stays hidden.
 */
export default defineBehavior({
  props,
  load: () => import('./purchaseTracking'),
});
