/**
 * The prepaid accounts' calls (issue 13; spec 001 §7), in the list of src/api/endpoints.ts,
 * apart so that list stays readable. Documentation only, like the list.
 */
import { type Endpoint, json, OUR_CONTRACT, ownFaults } from './endpointKit';
import {
  notificationAnswerSchema,
  PREPAID_ADD_TO_CART_PATH,
  PREPAID_NOTIFICATION_PATH,
  PREPAID_PAY_ORDER_PATH,
  payOrderAnswerSchema,
  prepaidAddAnswerSchema,
} from './prepaid';

export const prepaidEndpoints: Endpoint[] = [
  {
    name: 'Prepaid usage notification',
    method: 'POST',
    path: PREPAID_NOTIFICATION_PATH,
    payload: 'JSON `{IsActivated, PrepaidAccountId}`; signed-in customers only',
    answer: json(notificationAnswerSchema),
    usedBy: ['prepaid-notification'],
    whenMissing:
      'the checkbox goes back to what the server rendered and a toast says the choice was not saved; a 401 opens the login modal',
    faults: ownFaults('an error toast', 'Sales.PrepaidNotificationNotSaved', {
      server: 'none',
      network: 'Sales.PrepaidNotificationNotSaved',
      after: 'the checkbox goes back to what the server rendered',
    }),
    source: `spec 001 §3, §7 (the answer is ${OUR_CONTRACT})`,
  },
  {
    name: 'Prepaid money into the cart',
    method: 'POST',
    path: PREPAID_ADD_TO_CART_PATH,
    payload:
      'JSON `{Quantity, PrepaidAccountId}`: the amount in whole euros, and the account (null: a new prepaid account); never sent without a Quantity (growl `Sales.QuantityIsMandatory`)',
    answer: json(prepaidAddAnswerSchema),
    usedBy: ['prepaid-add-to-cart'],
    whenMissing:
      'a toast says why (a 4xx `{Message}`, or "could not be added"); the amount typed stays; a 401 opens the login modal',
    faults: ownFaults('an error toast', 'Sales.PrepaidAddFailed', {
      server: 'client',
      after: 'the amount typed stays',
    }),
    source: `spec 001 §5, §7, §8 (the answer is ${OUR_CONTRACT})`,
  },
  {
    name: 'Pay an order from a prepaid account',
    method: 'POST',
    path: PREPAID_PAY_ORDER_PATH,
    payload:
      'JSON `{OrderId, PrepaidAccountId}`: the account pays what it can of what the order awaits',
    answer: json(payOrderAnswerSchema),
    usedBy: ['prepaid-payment'],
    whenMissing:
      'a toast says why (a 4xx `{Message}`, or "the payment could not be made"); the choice stays; a 401 opens the login modal',
    faults: ownFaults('an error toast', 'Sales.PrepaidPayFailed', {
      server: 'client',
      after: 'the choice stays',
    }),
    source: `spec 001 §2 make-payment page (the path, payload and answer are ${OUR_CONTRACT})`,
  },
];
