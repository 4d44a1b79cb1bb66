/**
 * The cart page's lines in the list of src/api/endpoints.ts (docs/decisions/026-cart-lines.md),
 * apart so that list stays readable. Documentation only, like the list.
 */
import { basketSummarySchema } from './cart';
import { CART_ITEM_PATH, CART_ITEMS_FRAGMENT } from './cartLines';
import { type Endpoint, HTML_AS_IS, OUR_CONTRACT, ownFaults } from './endpointKit';

export const cartLineEndpoints: Endpoint[] = [
  {
    name: "Cart items (the cart page's lines)",
    method: 'GET',
    path: `{app}{culture}/${CART_ITEMS_FRAGMENT}`,
    payload: 'none',
    answer: {
      kind: 'html',
      text:
        'the lines (`[data-line]` with `data-quantity`, `data-item` the GA4 item; the quantity ' +
        'input with `data-min`, `data-step`, `data-max`; `[data-quantity-step]`, `[data-delete]`, ' +
        'submit buttons of forms that work without script), the cart info messages ' +
        '(`data-item-origin-and-key`), the totals and the checkout button; the root carries ' +
        '`data-announce` (the new total, said) and `data-view-cart`',
    },
    usedBy: ['cart-items'],
    whenMissing: 'the server-rendered lines stay and an error toast says Manager.UnknowsErrors',
    faults: ownFaults('an error toast', 'Manager.UnknowsErrors', {
      server: 'none',
      after: 'the lines shown stay',
      malformed: HTML_AS_IS,
    }),
    source: `spec 001 §2, §3, §7; the data attributes are ${OUR_CONTRACT}`,
  },
  {
    name: "Change a basket line's quantity",
    method: 'PUT',
    path: `${CART_ITEM_PATH}/{productVariantId}?culture={culture}`,
    payload: 'JSON `{Quantity}`',
    answer: { kind: 'json', schema: basketSummarySchema },
    usedBy: ['cart-items'],
    whenMissing:
      'an error toast (the server `Message` of a 404 or 422, else Core.ErrorServer) and the lines are reloaded',
    faults: ownFaults('an error toast', 'Core.ErrorServer', {
      after: "the lines are reloaded with the server's quantities",
    }),
    source: `spec 001 §3 names the payload; the path is ${OUR_CONTRACT}`,
  },
  {
    name: 'Delete a basket line',
    method: 'DELETE',
    path: `${CART_ITEM_PATH}/{productVariantId}?culture={culture}`,
    payload: 'none',
    answer: { kind: 'json', schema: basketSummarySchema },
    usedBy: ['cart-items'],
    whenMissing: 'an error toast and the lines are reloaded; nothing is removed',
    faults: ownFaults('an error toast', 'Core.ErrorServer', {
      after: 'nothing is removed; the lines are reloaded',
    }),
    source: `spec 001 §7 (path not shown): ${OUR_CONTRACT}`,
  },
];
