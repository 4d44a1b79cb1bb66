/**
 * The header's calls and the localization choices (spec 000 §3, §7; spec 001 §3, §7), for
 * docs/endpoints.md through src/api/endpoints.ts. Documentation only: nothing in the bundle
 * imports it.
 */
import { BASKET_SUMMARY_PATH, basketSummarySchema } from './cart';
import { type Endpoint, json, NOT_READ, policyFaults } from './endpointKit';
import { CURRENCY_CHANGE_PATH, currencyChangeSchema, SALES_TAX_COUNTRY_PATH } from './localization';
import { WISHLIST_COUNT_PATH, wishlistCountSchema } from './wishlist';

const HEADER_LINK =
  'the server link of the placeholder stays (once a first answer came: the last one stays)';
const CHOICE_BACK = 'the choice goes back';

export const headerEndpoints: Endpoint[] = [
  {
    name: 'Basket summary',
    method: 'GET',
    path: BASKET_SUMMARY_PATH,
    payload: 'none',
    answer: json(basketSummarySchema),
    usedBy: ['basket-summary'],
    whenMissing: 'the server fallback of the placeholder (a plain link) stays',
    faults: policyFaults(
      'the server link of the placeholder stays (after a first basket: the last basket stays, with ShoppingCarts.SummaryStale on screen)',
      'the server link stays, or the last basket marked ShoppingCarts.SummaryStale; no dialog',
    ),
    source: 'spec 000 §3, §7',
  },
  {
    name: 'Wishlist count',
    method: 'GET',
    path: WISHLIST_COUNT_PATH,
    payload: 'none; 401 for anonymous shoppers counts as 0',
    answer: json(wishlistCountSchema),
    usedBy: ['wishlist-count'],
    whenMissing: 'the count is hidden; the link stays',
    faults: {
      // Asked on every page: the login modal for an anonymous visitor would open everywhere.
      '401':
        'no badge (an anonymous shopper has no list: counted as 0, and no login modal, which every page would open)',
      '404': HEADER_LINK,
      '500': HEADER_LINK,
      network: HEADER_LINK,
      timeout: HEADER_LINK,
      malformed: HEADER_LINK,
    },
    source: 'spec 000 §7',
  },
  {
    name: 'Change currency',
    method: 'POST',
    path: `${CURRENCY_CHANGE_PATH}/{currency}[/true]`,
    payload: 'none; the final `/true` forces the change',
    answer: json(currencyChangeSchema),
    usedBy: ['currency-selector'],
    whenMissing: 'the choice goes back and the generic error dialog shows',
    faults: policyFaults(
      CHOICE_BACK,
      'the choice goes back; nothing else is shown (the console logs the malformed answer)',
    ),
    source: 'spec 001 §3, §7',
  },
  {
    name: 'Sales-tax country',
    method: 'PUT',
    path: SALES_TAX_COUNTRY_PATH,
    payload: 'JSON `{currentCountry}`',
    answer: { kind: 'none' },
    usedBy: ['country-selector'],
    whenMissing: 'the choice goes back and the generic error dialog shows',
    faults: policyFaults(CHOICE_BACK, NOT_READ),
    source: 'spec 001 §7',
  },
];
