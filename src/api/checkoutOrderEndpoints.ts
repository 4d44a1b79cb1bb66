/**
 * The checkout's order: totals re-check, placing the order, the confirmation (issue 12; spec 001 §4), in the list of src/api/endpoints.ts, apart so that list stays readable.
 * Documentation only, like the list.
 */
import { CHECKOUT_TOTALS_PATH, checkoutTotalsSchema } from './checkout';
import { PLACE_ORDER_PATH, placedOrderSchema } from './checkoutOrders';
import {
  type Endpoint,
  HTML_AS_IS,
  html,
  json,
  LOGIN,
  OUR_CONTRACT,
  ownFaults,
  sameFaults,
} from './endpointKit';

const FAILED = "the form's `failed` text";

export const checkoutOrderEndpoints: Endpoint[] = [
  {
    name: 'Checkout totals, again just before the order',
    method: 'GET',
    path: CHECKOUT_TOTALS_PATH,
    payload: 'none',
    answer: json(checkoutTotalsSchema),
    usedBy: ['checkout-form'],
    whenMissing:
      'a toast says the order could not be placed; the button comes back and nothing typed is lost',
    faults: {
      ...ownFaults('a toast', FAILED, {
        server: 'client',
        after: 'the order is not placed, the button comes back, nothing typed is lost',
      }),
      '401': `${LOGIN}; the order is not placed, the draft kept`,
    },
    source: 'spec 001 §4 ("totals are fetched again just before payment starts"), §9',
  },
  {
    name: 'Place the order',
    method: 'POST',
    path: `${PLACE_ORDER_PATH} (under the culture path: {culture}/${PLACE_ORDER_PATH})`,
    payload:
      'the checkout form (spec 001 §3 field names, `CheckoutKey`, `AcceptTerms`), `Accept: application/json`',
    answer: json(placedOrderSchema),
    usedBy: ['checkout-form'],
    whenMissing:
      '422 `{Errors: {Field: message}, Message?}`: each message on its field, the first focused; 401: the login modal, the draft kept; 5xx, network, malformed: a toast, the button back, nothing cleared',
    faults: {
      ...ownFaults('a toast', FAILED, {
        server: 'client',
        after:
          'the button comes back, nothing typed is cleared (a 422 puts its messages on the fields)',
      }),
      '401': `${LOGIN}; the draft is kept and brings the fields back`,
    },
    source: `spec 001 §4; ${OUR_CONTRACT} (the answer, the 422 body, one order per CheckoutKey)`,
  },
  {
    name: 'Order confirmation',
    method: 'GET',
    path: '{culture}/checkout/confirmation/{orderId}',
    payload: 'none (a hard navigation after the order)',
    answer: html('the confirmation page, with `purchase-tracking` once the order is placed'),
    usedBy: ['checkout-form', 'purchase-tracking'],
    whenMissing: 'the 404 page (an order another session placed is never shown)',
    faults: {
      ...sameFaults("the browser shows the CMS's own page (a full navigation)"),
      '401': "the browser shows the CMS's own page (a full navigation)",
      timeout: "no time limit: a full navigation, as the browser's own",
      malformed: HTML_AS_IS,
    },
    source: OUR_CONTRACT,
  },
];
