/**
 * The checkout's shipping, prepaid, payment method and order summary (issue 12), in the list of src/api/endpoints.ts, apart so that list stays readable.
 * Documentation only, like the list.
 */

import { CHECKOUT_TOTALS_PATH, checkoutTotalsSchema } from './checkout';
import {
  CHECKOUT_PAYMENT_METHOD_PATH,
  CHECKOUT_PREPAID_PATH,
  CHECKOUT_SHIPPING_FRAGMENT,
  CHECKOUT_SUMMARY_FRAGMENT,
} from './checkoutChoices';
import {
  type Endpoint,
  HTML_AS_IS,
  html,
  json,
  OUR_CONTRACT,
  ownFaults,
  sameFaults,
} from './endpointKit';

const REFUSAL =
  'a toast says why (a 4xx `{Message}`, or "your choice could not be saved") and the saved choice is put back; a 401 opens the login modal';

export const checkoutChoiceEndpoints: Endpoint[] = [
  {
    name: 'Checkout totals',
    method: 'GET',
    path: CHECKOUT_TOTALS_PATH,
    payload: 'none',
    answer: json(checkoutTotalsSchema),
    usedBy: ['payment-methods', 'checkout-form (before placing the order)'],
    whenMissing: 'the payment methods stay as they are; the order is not placed on unknown totals',
    faults: sameFaults('the payment methods stay as they are (a console warning)'),
    source: `spec 001 §4, §9 (the path and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Checkout prepaid account',
    method: 'POST',
    path: CHECKOUT_PREPAID_PATH,
    payload: 'JSON `{PrepaidAccountId}` (null: no prepaid account); signed-in customers only',
    answer: json(checkoutTotalsSchema),
    usedBy: ['prepaid-choice'],
    whenMissing: REFUSAL,
    faults: ownFaults('an error toast', 'Checkout.ChoiceNotSaved', {
      server: 'client',
      after: 'the saved choice is put back',
    }),
    source: `spec 001 §3 (the path and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Checkout payment method',
    method: 'POST',
    path: CHECKOUT_PAYMENT_METHOD_PATH,
    payload: 'JSON `{PaymentMethod}` (`banktransfer` or `card`)',
    answer: json(checkoutTotalsSchema),
    usedBy: ['payment-methods'],
    whenMissing: REFUSAL,
    faults: ownFaults('an error toast', 'Checkout.ChoiceNotSaved', {
      server: 'client',
      after: 'the saved choice is put back',
    }),
    source: `spec 001 §3 (the path and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Checkout order summary',
    method: 'GET',
    path: `{culture}/${CHECKOUT_SUMMARY_FRAGMENT} (configurable)`,
    payload: 'none',
    answer: html(
      'the summary body: lines and totals, its root with `data-to-pay` (EUR, 2 decimals) and `data-announce` (the sentence said)',
    ),
    usedBy: ['checkout-summary'],
    whenMissing:
      'the shown totals stay, marked stale (no `data-to-pay`), and a toast says they could not be updated',
    faults: ownFaults('an error toast', 'Checkout.SummaryNotUpdated', {
      server: 'none',
      after: 'the summary shown stays, its amount forgotten (the order then asks the totals again)',
      malformed: HTML_AS_IS,
    }),
    source: OUR_CONTRACT,
  },
  {
    name: 'Checkout shipping methods',
    method: 'GET',
    path: `{culture}/${CHECKOUT_SHIPPING_FRAGMENT} (configurable)`,
    payload: 'none',
    answer: html(
      'the shipping country’s methods: `ShippingMethodId` radios with price, delay, details popover and pickup-point control',
    ),
    usedBy: ['shipping-methods (with `data-checkout`)'],
    whenMissing: 'the shown methods stay; the next change tries again',
    faults: {
      ...sameFaults('the methods shown stay (a console warning); the next change tries again'),
      malformed: HTML_AS_IS,
    },
    source: OUR_CONTRACT,
  },
];
