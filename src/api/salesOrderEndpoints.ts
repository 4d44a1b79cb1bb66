/**
 * The customer's orders (issue 13; spec 001 §2, §4, §7, §8), in the list of src/api/endpoints.ts,
 * apart so that list stays readable. Documentation only, like the list.
 */
import { type Endpoint, html, json, LOGIN, OUR_CONTRACT, ownFaults, UNKNOWN } from './endpointKit';
import {
  CHANGE_DELIVERY_ADDRESS_PATH,
  deliveryChangeAnswerSchema,
  REORDER_PATH,
  refundAnswerSchema,
  reorderAnswerSchema,
} from './salesOrders';

export const salesOrderEndpoints: Endpoint[] = [
  {
    name: 'Order list and order page',
    method: 'GET',
    path: '{culture}/account/orders?pagenbr={n}, {culture}/account/orders/{orderId}',
    payload: 'none (pages; 10 orders a page)',
    answer: html('the pages, with `change-delivery-address` and `reorder` on an order'),
    usedBy: ['page shell'],
    whenMissing: 'the 401 login page for a visitor, the 404 page for another customer’s order',
    faults: {
      '401': 'the login modal, back to the page asked for (the page shell)',
      '404': "the CMS's not-found page (another customer's order)",
      '500': `${UNKNOWN}; the current page stays`,
      network: 'the address loads as a normal navigation',
      timeout: 'no time limit: the page shell waits as a browser does (decision 047)',
      malformed: 'a page without a region loads as a normal navigation',
    },
    source: 'spec 001 §2 (`pagenbr`)',
  },
  {
    name: 'Change the delivery address of an order',
    method: 'POST',
    path: `${CHANGE_DELIVERY_ADDRESS_PATH} (under the culture path: {culture}/${CHANGE_DELIVERY_ADDRESS_PATH})`,
    payload:
      'form data: `OrderId`, `FirstName`, `LastName`, `Street1`, `HouseNumber`, `BoxNumber`, `PostalCode`, `City`, `CountryCode`',
    answer: json(deliveryChangeAnswerSchema),
    usedBy: ['change-delivery-address'],
    whenMissing:
      '`Success: false`: an error toast with `Message`, the dialog closes; 401: the login modal; 5xx, network, malformed: toast Manager.UnknowsErrors, the dialog stays with what was typed',
    faults: {
      ...ownFaults('an error toast', 'Manager.UnknowsErrors', {
        server: 'none',
        network: 'Manager.UnknowsErrors',
        after: 'the dialog stays with what was typed',
      }),
      '401': `${LOGIN}; the dialog closes`,
    },
    source: `spec 001 §4, §7, §8; ${OUR_CONTRACT} (the answer \`{Success, Message}\`, a second request refused)`,
  },
  {
    name: 'Order an order’s items again',
    method: 'PUT',
    path: REORDER_PATH,
    payload:
      'form data, one call per order line: `name`, `quantity`, `price`, `ItemKey` (the variant id), `OrderId`, `ItemOrigin` (`Catalog`), `currencyCode`',
    answer: json(reorderAnswerSchema),
    usedBy: ['reorder'],
    whenMissing:
      '`Added: false`: the line is named with `Message` and the others are still added; 401: the login modal; 5xx, network, malformed: toast Manager.UnknowsErrors (the lines added before it stay)',
    faults: ownFaults('an error toast', 'Manager.UnknowsErrors', {
      server: 'none',
      network: 'Manager.UnknowsErrors',
      after: 'the lines added before it stay',
    }),
    source: `spec 001 §3, §7; ${OUR_CONTRACT} (one call per line, the answer \`{Added, Message?}\`)`,
  },
  {
    name: 'Refund request',
    method: 'POST',
    path: '{culture}/account/orders/{orderId}/refund',
    payload:
      'form data: `Quantity_{productVariantId}` per line (0 to the quantity bought), `Reason`, `Comment`; `Accept: application/json`',
    answer: json(refundAnswerSchema),
    usedBy: ['refund-request'],
    whenMissing:
      '422 `{Message}`: the message is shown and focused; 401: the login modal; 5xx, network, malformed: an alert, nothing chosen is lost',
    faults: ownFaults('an alert in the form', 'Manager.UnknowsErrors', {
      server: 'none',
      network: 'Manager.UnknowsErrors',
      after: 'nothing chosen is lost (a 422 `Message` is shown and focused)',
    }),
    source: `spec 001 §2, §3, §5; ${OUR_CONTRACT} (the fields and the answer)`,
  },
];
