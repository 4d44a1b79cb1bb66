import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The shipping country's id: the `{countryId}` of the cities call (spec 001 §7). */
  countryId: z.number().check(z.int(), z.positive()),
  /** The postal code saved for the basket, shown in the field. */
  postalCode: z._default(z.string(), ''),
  /** The city saved for the basket, said under the field. */
  city: z._default(z.string(), ''),
  /** Digits only (BE, FR, DE…): phones show the numeric keyboard. */
  numeric: z._default(z.boolean(), true),
});

export type Props = WidgetProps<typeof props>;

/**
 * Postal code → city (spec 001 §2, §5, §7, §8): from 4 characters the field asks
 * `GET api/v1/countries/{countryId}/cities/{query}` (a map of id to city name) and offers the
 * cities in the shared combobox; Enter never submits a form around it; nothing found says
 * ShoppingCarts.NoCityFound. Choosing posts `{CityId}`, then the page refreshes (the shipping
 * methods and the pickup-point search start from the city). With `data-hydrate="interaction"`
 * it takes over the text and the focus of a server field `input[name="PostalCode"]`.
 */
export default defineWidget({
  props,
  load: () => import('./CityLookup'),
});
