/**
 * The wishlist list page's calls (issue 11; spec 001 §2, §3, §7, §8), for docs/endpoints.md
 * through src/api/endpoints.ts. Documentation only: nothing in the bundle imports it.
 */

import { type Endpoint, HTML_AS_IS, html, json, OUR_CONTRACT, ownFaults } from './endpointKit';
import {
  deleteListAnswerSchema,
  orderAllAnswerSchema,
  renameAnswerSchema,
  WISHLIST_DELETE_ITEM_PATH,
  WISHLIST_DELETE_PATH,
  WISHLIST_DESCRIBE_PATH,
  WISHLIST_RENAME_PATH,
  WISHLIST_TO_CART_PATH,
  wishlistMessageSchema,
} from './wishlistPage';

export const wishlistPageEndpoints: Endpoint[] = [
  {
    name: "One list's items",
    method: 'GET',
    path: '{app}{culture}/catalog/wishlist/list_item?wishlistid= (configurable)',
    payload: 'wishlistid',
    answer: html(
      'the items (`data-wishlist-item`, `data-wishlist-quantity`, `data-wishlist-remove`, `data-wishlist-add-to-cart`), the name and description forms (`data-wishlist-rename`, `data-wishlist-describe`) and the list actions (`data-wishlist-order-all`, `data-wishlist-delete-list`) in a `data-wishlist` section with an h2',
    ),
    usedBy: ['wishlist-page'],
    whenMissing: 'the list shown stays; a toast with Core.ErrorServer; 401 opens login',
    faults: ownFaults('an error toast', 'Core.ErrorServer', {
      server: 'none',
      after: 'the list shown stays',
      malformed: HTML_AS_IS,
    }),
    source: 'spec 001 §2',
  },
  {
    name: 'Remove a product from its list',
    method: 'DELETE',
    path: WISHLIST_DELETE_ITEM_PATH,
    payload: 'Id (the wishlist product id), in the query',
    answer: json(wishlistMessageSchema),
    usedBy: ['wishlist-page'],
    whenMissing: 'a toast with the server `Message` or Core.ErrorServer; the product stays',
    faults: ownFaults('an error toast', 'Core.ErrorServer', { after: 'the product stays' }),
    source: `spec 000 §7, spec 001 §7 (the answer is ${OUR_CONTRACT})`,
  },
  {
    name: 'Rename a list',
    method: 'POST',
    path: WISHLIST_RENAME_PATH,
    payload: 'Id, Name, in the query',
    answer: json(renameAnswerSchema),
    usedBy: ['wishlist-page'],
    whenMissing: 'a toast with the server `Message` or Core.ErrorServer; the typed name stays',
    faults: ownFaults('an error toast', 'Core.ErrorServer', { after: 'the typed name stays' }),
    source: `spec 000 §7 (the parameter name and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Describe a list',
    method: 'POST',
    path: WISHLIST_DESCRIBE_PATH,
    payload: 'Id, Description, in the query',
    answer: json(wishlistMessageSchema),
    usedBy: ['wishlist-page'],
    whenMissing: 'a toast with the server `Message` or Core.ErrorServer; the typed text stays',
    faults: ownFaults('an error toast', 'Core.ErrorServer', { after: 'the typed text stays' }),
    source: `spec 000 §7 (the parameter name and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Delete a list',
    method: 'POST',
    path: WISHLIST_DELETE_PATH,
    payload: '{ Id }',
    answer: json(deleteListAnswerSchema),
    usedBy: ['wishlist-page'],
    whenMissing: 'a toast with the server `Message` or Core.ErrorServer; the page stays',
    faults: ownFaults('an error toast', 'Core.ErrorServer', { after: 'the page stays' }),
    source: 'spec 000 §7, spec 001 §3 (the answer carries Uri)',
  },
  {
    name: 'Order all products of a list',
    method: 'POST',
    path: WISHLIST_TO_CART_PATH,
    payload: "{ Id }, and the page's culture in the query",
    answer: json(orderAllAnswerSchema),
    usedBy: ['wishlist-page'],
    whenMissing: 'a toast with the server `Message` or Core.ErrorServer; the basket is unchanged',
    faults: ownFaults('an error toast', 'Core.ErrorServer', {
      after: 'the basket is unchanged',
    }),
    source: `spec 000 §7, spec 001 §2 (payload and answer are ${OUR_CONTRACT})`,
  },
];
