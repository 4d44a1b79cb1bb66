import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /**
   * The id of the billing country's select, on pages with both countries (checkout): the
   * change is then posted as the pair `{ShippingCountryId, BillingCountryId}`, with the
   * countries' ids as the options' `data-country-id`.
   */
  billingSelect: z.optional(z.string().check(z.minLength(1))),
});

export type Props = WidgetProps<typeof props>;

/**
 * Shipping country (spec 001 §3, §4): enhances the server's form around a `<select>` (its
 * values ISO codes, posted as `{CountryCode}`). A change by the shopper is posted, flagged as
 * customer-initiated, announced with `vitrine:country-changed`, and the page refreshes once;
 * a change announced by another widget or tab refreshes the page here. A failure says why and
 * puts the select back. The form's own submit button is for pages without JavaScript.
 */
export default defineBehavior({
  props,
  load: () => import('./shippingCountry'),
});
