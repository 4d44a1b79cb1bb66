/**
 * The wishlist button's calls (spec 000 §2, §3, §7), for docs/endpoints.md through
 * src/api/endpoints.ts. Documentation only: nothing in the bundle imports it.
 */
import { type Endpoint, html, json, OUR_CONTRACT, ownFaults, policyFaults } from './endpointKit';
import {
  addAnswerSchema,
  inListSchema,
  quantityAnswerSchema,
  WISHLIST_ADD_PATH,
  WISHLIST_IN_LIST_PATH,
  WISHLIST_QUANTITY_PATH,
} from './wishlist';

export const wishlistEndpoints: Endpoint[] = [
  {
    name: 'Wishlist popup',
    method: 'GET',
    path: '{app}{culture}/catalog/wishlist/popup?productVariantId= (configurable)',
    payload: 'productVariantId, kind=birthlist for birth lists',
    answer: html('the add form, marked `data-wishlist-add`, `data-wishlist-list`'),
    usedBy: ['wishlist-button'],
    whenMissing: 'the button says Manager.UnknowsErrors; 401 opens login and comes back',
    faults: policyFaults(
      '',
      'a page without the add form: Manager.UnknowsErrors beside the button',
      {
        '401': 'the login modal, back to this page, where the dialog then opens by itself',
        '404': 'Manager.UnknowsErrors beside the button (logged)',
        network: 'Manager.NetworkError beside the button',
      },
    ),
    source: 'spec 000 §2',
  },
  {
    name: 'Is the variant in a list',
    method: 'GET',
    path: WISHLIST_IN_LIST_PATH,
    payload: 'productVariantId, listId',
    answer: json(inListSchema),
    usedBy: ['wishlist-button'],
    whenMissing: 'the dialog lets the shopper add as if it were not',
    faults: ownFaults('an error toast', 'Core.ErrorServer', {
      after: 'the dialog stays as it was',
    }),
    source: `spec 000 §7 (the answer is ${OUR_CONTRACT})`,
  },
  {
    name: 'Add to a wishlist',
    method: 'POST',
    path: WISHLIST_ADD_PATH,
    payload: 'the add form fields, in the query',
    answer: json(addAnswerSchema),
    usedBy: ['wishlist-button'],
    whenMissing: 'the server `Message` or Core.ErrorServer in the dialog',
    faults: ownFaults('an error toast', 'Core.ErrorServer', { after: 'the dialog stays open' }),
    source: `spec 000 §7 (the answer is ${OUR_CONTRACT})`,
  },
  {
    name: 'Desired quantity',
    method: 'POST',
    path: WISHLIST_QUANTITY_PATH,
    payload: 'Id, Quantity, in the query',
    answer: json(quantityAnswerSchema),
    usedBy: ['wishlist-button', 'wishlist-page'],
    whenMissing: 'the server `Message` or Core.ErrorServer in the dialog',
    faults: ownFaults('an error toast', 'Core.ErrorServer', {
      after: 'the dialog stays open (list page: the quantity saved before comes back)',
    }),
    source: `spec 000 §3, §7 (the optional \`Message\`, said by the list page, is ${OUR_CONTRACT})`,
  },
];
