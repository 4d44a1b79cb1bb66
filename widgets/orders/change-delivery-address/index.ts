import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const text = z._default(z.string(), '');

const props = z.object({
  /** The order the change is asked for (the form's `OrderId`). */
  orderId: z.string().check(z.minLength(1)),
  /** What the shopper reads, in the dialog's introduction. */
  orderNumber: z.string(),
  /** A change is already pending: the button is disabled and relabelled (spec 001 §4). */
  requested: z._default(z.boolean(), false),
  /** The countries a parcel can go to (ISO codes), named in the page's language. */
  countries: z._default(z.array(z.string().check(z.minLength(2), z.maxLength(2))), ['BE']),
  /** The order's delivery address, to start from. */
  address: z._default(
    z.object({
      FirstName: text,
      LastName: text,
      Street1: text,
      HouseNumber: text,
      BoxNumber: text,
      PostalCode: text,
      City: text,
      CountryCode: text,
    }),
    {
      FirstName: '',
      LastName: '',
      Street1: '',
      HouseNumber: '',
      BoxNumber: '',
      PostalCode: '',
      City: '',
      CountryCode: '',
    },
  ),
});

export type Props = WidgetProps<typeof props>;

/**
 * "Change the delivery address" of an order (spec 001 §2, §4, §8): a dialog with the shipping
 * address fields, posted as form data to POST /{culture}/sales/order/ChangeDeliveryAddressRequest
 * and answered `{Success, Message}`. Success: a notice, the dialog closes, the button is
 * disabled and relabelled (Sales.DeliveryAddressChangeRequested) and focus moves to the
 * sentence that says so; an error message: an error toast and the dialog closes; a failure
 * (500, network, malformed answer): toast Manager.UnknowsErrors, the dialog keeps what was
 * typed; 401: the login modal.
 */
export default defineWidget({
  props,
  load: () => import('./ChangeDeliveryAddress'),
});
