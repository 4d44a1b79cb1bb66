/**
 * The sales user's customer calls (issue 13; spec 001 §3, §5, §6, §7), for docs/endpoints.md
 * through src/api/endpoints.ts. Documentation only: nothing in the bundle imports it.
 */
import {
  CUSTOMER_SEARCH_PARAM,
  CUSTOMER_SEARCH_PATH,
  customerListSchema,
  customerSchema,
} from './customers';
import { type Endpoint, json, OUR_CONTRACT, ownFaults, sameFaults } from './endpointKit';

export const customerEndpoints: Endpoint[] = [
  {
    name: 'Customer search (sales user)',
    method: 'GET',
    path: `${CUSTOMER_SEARCH_PATH}?${CUSTOMER_SEARCH_PARAM}={text}`,
    payload:
      'none; asked from 2 typed characters, debounced, a newer search aborting the older; case and accents ignored',
    answer: json(customerListSchema),
    usedBy: ['customer-search'],
    whenMissing:
      'the list says the search is unavailable (also for a 403: shoppers may not search); a 401 opens the login modal',
    faults: sameFaults('the list says Sales.CustomerSearchUnavailable'),
    source: `spec 001 §3, §5, §6, §7 (the \`${CUSTOMER_SEARCH_PARAM}\` parameter and the fields beyond CustomerId and Email are ${OUR_CONTRACT})`,
  },
  {
    name: 'Save a customer (sales user)',
    method: 'POST',
    path: `${CUSTOMER_SEARCH_PATH}/{CustomerId}`,
    payload: 'JSON `{FirstName, LastName, Email, Phone, AccountType, CompanyName}`',
    answer: json(customerSchema),
    usedBy: ['customer-search'],
    whenMissing:
      '422 `{Errors: {Field: message}, Message?}`: each message on its field, the first focused; otherwise a toast (Manager.UnknowsErrors or the server Message), nothing typed lost',
    faults: ownFaults('an error toast', 'Manager.UnknowsErrors', {
      after: 'nothing typed is lost (a 422 puts its messages on the fields)',
    }),
    source: OUR_CONTRACT,
  },
];
