import * as z from 'zod/mini';
import { sitePath } from '../../../src/core/propFormats';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const text = z.string().check(z.minLength(1));

const props = z.object({
  /** The provider the session belongs to (`adyen`, `demopay`). */
  provider: text,
  /** The return address's `sessionId`. */
  sessionId: text,
  /** The return address's `redirectResult`. */
  redirectResult: text,
  environment: text,
  clientKey: text,
  /**
   * Where a paid order goes (`location.replace`): the confirmation without the return's
   * parameters, a path of this site.
   */
  paidUrl: sitePath(),
  /** Where a refused payment goes: the page of this site that offers to pay again. */
  refusedUrl: sitePath(),
});

export type Props = WidgetProps<typeof props>;

/**
 * The return from a payment's confirmation step (issue 12; spec 001 §3 payment session, §8):
 * hands `sessionId` and `redirectResult` to the provider, then replaces the address with the
 * confirmation (paid) or the pay page (refused), whose status the server writes.
 */
export default defineBehavior({
  props,
  load: () => import('./paymentReturn'),
});
