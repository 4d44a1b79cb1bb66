import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /**
   * The shipping methods' HTML with this basket's prices (from the culture path): reloaded
   * into `[data-methods]` when the basket changes (a free-delivery threshold may be crossed).
   */
  url: z._default(z.string(), 'widget/shippingmethods'),
  /**
   * On the checkout (issue 12): also reloads when the shipping address or country changes
   * (`vitrine:checkout-changed` reason `address`, `vitrine:country-changed`) and tells GA4
   * `add_shipping_info` with the chosen method as `shipping_tier`.
   */
  checkout: z._default(z.boolean(), false),
});

export type Props = WidgetProps<typeof props>;

/**
 * Shipping methods (spec 001 §2, §3): enhances the server's radio group (`ShippingMethodId`,
 * each method with its price and delay). A choice is posted as `{ShippingMethodId}`, the
 * basket follows (`vitrine:basket-changed`, other tabs too), and a pickup method
 * (`data-pickup="true"`) asks its pickup-point control to open (`vitrine:pickup-point-wanted`).
 * A choice is sent once it has stayed a moment (arrow keys pass through the methods); choices
 * made while one is being saved are sent after it, the last one winning; a failure says why
 * and puts the saved choice back.
 */
export default defineBehavior({
  props,
  load: () => import('./shippingMethods'),
});
