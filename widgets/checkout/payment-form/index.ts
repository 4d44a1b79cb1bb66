import * as z from 'zod/mini';
import { sitePath } from '../../../src/core/propFormats';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The order to pay at once (the pay-again page); without it, the form waits for `vitrine:order-placed`. */
  orderId: z.optional(z.string().check(z.minLength(1))),
  /** Where a paid order goes, `{orderId}` replaced (a hard navigation): a path of this site. */
  confirmationUrl: sitePath().check(z.includes('{orderId}')),
  /** Where a confirmation step (3-D Secure) comes back to, `{orderId}` replaced: a path of this site. */
  returnUrl: sitePath().check(z.includes('{orderId}')),
});

export type Props = WidgetProps<typeof props>;

/**
 * The card payment form (issue 12; spec 001 §3, §7 payment session, §8). On
 * `vitrine:order-placed` with card (or at once for `orderId`) it asks the order's payment
 * session and mounts the provider the server names; the provider's code loads only then.
 * Paid: the confirmation (hard navigation); refused: the message and "try again" (a new
 * session, same order); an error: the console and a message. A behaviour over texts the
 * server wrote: no React on the checkout page.
 */
export default defineBehavior({
  props,
  load: () => import('./paymentForm'),
});
