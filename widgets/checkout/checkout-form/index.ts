import * as z from 'zod/mini';
import { trackingItem } from '../../../src/core/propFormats';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const text = z.string().check(z.minLength(1));

const props = z.object({
  /** What the page showed was to pay (EUR) when it was rendered, if the summary says nothing. */
  toPay: z.number(),
  /** The sentences the widget says, written by the server in the page's culture. */
  texts: z.object({
    invalid: text,
    placing: text,
    /** `{total}` is replaced by the new amount. */
    totalChanged: text,
    failed: text,
    /** `{number}` is replaced by the order number. */
    placedCard: text,
  }),
  /** GA4 `begin_checkout` (items, value, currency, coupon), sent once per page view. */
  beginCheckout: z.optional(
    z.object({
      currency: z.string(),
      value: z.number(),
      coupon: z.optional(z.string()),
      items: z.array(trackingItem()),
    }),
  ),
  /** Where the draft of what the shopper typed is kept (sessionStorage). */
  draftKey: z._default(z.string(), 'vitrine:checkout-draft'),
  /** Fields the draft leaves alone: choices the server saves itself as they are made. */
  skip: z._default(z.array(z.string()), [
    'ShippingMethodId',
    'PrepaidAccountId',
    'PaymentMethod',
    'ExistingBillingAddressId',
    'ExistingShippingAddressId',
    'SameAddressForShipping',
    'AccountType',
  ]),
});

export type Props = WidgetProps<typeof props>;

/**
 * The one-step checkout's submit (issue 12 "Submit"; spec 001 §4), a behaviour on an element
 * inside the checkout form: validates with the forms runtime (invalid: the page goes to the
 * top, the first error is focused and announced, no loading state); valid: a loading button,
 * the totals fetched again and compared with what the summary shows (changed: blocked, the
 * new total said, `vitrine:checkout-changed {reason: 'payment'}`); then the form is posted
 * once (submits in flight are ignored, the server's `CheckoutKey` guards the rest). Card:
 * `vitrine:order-placed` and the form locked; otherwise a hard navigation to the
 * confirmation. Keeps a draft of the typed fields (sessionStorage) restored on mount, so a
 * page refresh or a login loses nothing; GA4 `begin_checkout` once per page view.
 */
export default defineBehavior({
  props,
  load: () => import('./checkoutForm'),
});
