import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The order to pay (its id in the order page's address). */
  orderId: z.string().check(z.minLength(1)),
});

export type Props = WidgetProps<typeof props>;

/**
 * The make-payment page's choice (issue 13; spec 001 §2 "Choose a prepaid account"):
 * enhances the server's form (a radio per prepaid account, with its balance). "Pay" sends
 * POST api/v1/sales/prepaidaccounts/payorder `{OrderId, PrepaidAccountId}` (our contract);
 * the account pays all it can, then the shopper goes back to the order page with the
 * server's notice in a toast. A refusal says why, a 401 opens the login modal, and the
 * choice stays. Without script the form posts.
 */
export default defineBehavior({
  props,
  load: () => import('./prepaidPayment'),
});
