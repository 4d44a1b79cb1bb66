import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const id = z.number().check(z.int(), z.positive());

const props = z.object({
  /** The pickup shipping method (spec 001 §2 shippingMethodId). */
  shippingMethodId: id,
  /** spec 001 §2 carrierGatewayId, passed to the search page. */
  carrierGatewayId: z.number().check(z.int(), z.nonnegative()),
  /** The `{carrier}` of getpickuppoints (spec 001 §7); `static` is the shop's own points. */
  carrier: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  /** spec 001 §2 countryId. */
  countryId: id,
  /** ISO 3166 code, the search request's CountryCode (spec 001 §3). */
  countryCode: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** Where the first search starts when the shopper has not searched before. */
  postCode: z._default(z.string(), ''),
  city: z._default(z.string(), ''),
  address: z._default(z.string(), ''),
  /** The billing names: the saved point's ShippingFirstName / ShippingLastName (spec 001 §3). */
  firstName: z._default(z.string(), ''),
  lastName: z._default(z.string(), ''),
  /** The point already chosen, shown beside the button. */
  chosen: z.optional(z.object({ name: z.string(), address: z.string() })),
  /** Another search page address (spec 001 §2); its query parameters are added. */
  searchUrl: z.optional(z.string().check(z.minLength(1))),
});

export type Props = WidgetProps<typeof props>;

/**
 * Pickup points for a pickup shipping method (spec 001 §2, §3, §4, §7, §8, §9): the button
 * opens the search modal (the CMS search page fetched into it), the points are listed with
 * their distance and opening hours and shown on a map (src/maps, loaded with the modal);
 * choosing one posts the saved pickup point payload, then the page refreshes.
 */
export default defineWidget({
  props,
  load: () => import('./PickupPoint'),
});
