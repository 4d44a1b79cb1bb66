import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({});

export type Props = WidgetProps<typeof props>;

/**
 * The checkout's payment method (spec 001 §3 `PaymentMethod`: banktransfer | card): enhances
 * the server's radios. The chosen method's details show (`[data-details]`: the bank transfer's
 * account and reference, the card's note); the choice is saved at once (GA4
 * `add_payment_info` with `payment_type`), a failure puts the saved one back. When a prepaid
 * account pays everything (the totals call's `ToPay` is 0), `[data-nothing-to-pay]` shows and
 * the radios are disabled: not required, not posted.
 */
export default defineBehavior({
  props,
  load: () => import('./paymentMethods'),
});
