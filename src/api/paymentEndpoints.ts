/**
 * The card payment session and the payment provider (issue 12; spec 001 §3, §7), in the list of src/api/endpoints.ts, apart so that list stays readable.
 * Documentation only, like the list.
 */
import { type Endpoint, json, OUR_CONTRACT, sameFaults } from './endpointKit';
import { paymentSessionPath, paymentSessionSchema } from './payment';

export const paymentEndpoints: Endpoint[] = [
  {
    name: 'Payment session of an order (card)',
    method: 'POST',
    path: paymentSessionPath('{orderId}'),
    payload:
      'none (each call a new session for the same order: paying again never places a second order)',
    answer: json(paymentSessionSchema),
    usedBy: ['payment-form'],
    whenMissing:
      'the payment form logs the failure to the console and shows Checkout.PaymentError with a "try again" button; 401 opens the login dialog; 404 for an order the session may not see, 409 for a paid one',
    faults: sameFaults(
      'the form\'s error text (`data-payment-text="error"`, Checkout.PaymentError) and a "try again" button; the failure in the console',
    ),
    source: `spec 001 §3 names environment, client key, id and session data; the path and \`Provider\` are ${OUR_CONTRACT} (decision 032)`,
  },
];
