import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** spec 001 §6: the checkout's customer id, sent with the check (empty for a guest). */
  customerId: z._default(z.string(), ''),
  /** The last answer the server remembers: true, false, null, or unchecked. */
  state: z._default(z.enum(['true', 'false', 'null', 'unchecked']), 'unchecked'),
});

export type Props = WidgetProps<typeof props>;

/**
 * The VAT check (spec 001 §3, §4, §5): when the `BillingVAT` field inside changes and is not
 * empty, GETs `{countryId, VAT, customerId}` (the country of the chosen billing address or of
 * the `BillingCountry` select) and shows the answer `IsVATValidWebService` (true, false, null)
 * next to the field, announced. The page refreshes when the validity state changes, except
 * from invalid to null (`shouldReload`); the server remembers the answer for the new page.
 */
export default defineBehavior({
  props,
  load: () => import('./vatCheck'),
});
