import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** ISO country code → the pattern its postal codes match in full (the server's rules). */
  postalCodes: z._default(z.record(z.string(), z.string()), {}),
  /** The section's content, reloaded after an address was saved in the modal. */
  sectionUrl: z.string().check(z.minLength(1)),
});

export type Props = WidgetProps<typeof props>;

/**
 * The checkout's address section (spec 001 §2, §3, §6, §8): choosing a billing or shipping
 * address, the same address for shipping or the account type posts the choice and fires
 * `vitrine:checkout-changed` (the shipping methods and the summary reload); a guest's fields
 * are posted as they change. The postal code's rule follows the chosen country. The "Add"
 * and "Edit" links open the address form of their href in a modal (React loads then only);
 * once saved, the section shows and selects the address and focus goes to it. A failure says
 * "An error has occured" and clears nothing; 401 opens the login modal. Without script the
 * form is posted whole and the links are plain pages.
 */
export default defineBehavior({
  props,
  load: () => import('./addressPicker'),
});
