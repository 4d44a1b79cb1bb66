/**
 * Every server address the bundle calls, for the CMS teams that implement them (issue 9 §7).
 * `docs/endpoints.md` is generated from this list by `npm run docs` and a unit test fails when
 * the two differ, so the page cannot drift from the code: the JSON answers are printed from the
 * very zod/mini schemas the widgets parse them with, and the test checks that every path
 * constant exported by src/api is listed here.
 *
 * Documentation only: nothing in the bundle imports this file, so it never reaches a shop page.
 */
import { assetsEndpoints } from './assetsEndpoints';
import { BASKET_SUMMARY_PATH, basketSummarySchema } from './cart';
import { cartEndpoints } from './cartEndpoints';
import { cartLineEndpoints } from './cartLineEndpoints';
import {
  CUSTOMER_REFERENCES_PATH,
  customerReferenceAnswerSchema,
  SUGGESTIONS_PATH,
  suggestionsSchema,
} from './catalog';
import { checkoutAddressEndpoints } from './checkoutAddressEndpoints';
import { checkoutChoiceEndpoints } from './checkoutChoiceEndpoints';
import { checkoutOrderEndpoints } from './checkoutOrderEndpoints';
import { customerEndpoints } from './customerEndpoints';
import { type Endpoint, html, json, OUR_CONTRACT } from './endpointKit';
import { CURRENCY_CHANGE_PATH, currencyChangeSchema, SALES_TAX_COUNTRY_PATH } from './localization';
import { newsEndpoints } from './newsEndpoints';
import { paymentEndpoints } from './paymentEndpoints';
import { prepaidEndpoints } from './prepaidEndpoints';
import { ADD_TO_CART_PATH, variationSchema, variationsPath } from './product';
import { salesOrderEndpoints } from './salesOrderEndpoints';
import { selectSearchEndpoints } from './selectSearchEndpoints';
import { tyresEndpoints } from './tyresEndpoints';
import {
  CUSTOMER_REFERENCE_UPDATE_PATH,
  referenceAnswerSchema,
  WISHLIST_COUNT_PATH,
  wishlistCountSchema,
} from './wishlist';
import { wishlistEndpoints } from './wishlistEndpoints';
import { wishlistPageEndpoints } from './wishlistPageEndpoints';

export { type Answer, type Endpoint, OUR_CONTRACT } from './endpointKit';

export const endpoints: Endpoint[] = [
  // Runtime
  {
    name: 'UI strings',
    method: 'GET',
    path: 'api/v1/localization/{culture}/stringresources',
    payload: 'none',
    answer: { kind: 'data', text: 'nested dictionary of strings, looked up by dotted key' },
    usedBy: ['every React widget', 'number-stepper'],
    whenMissing: 'a console warning; widgets mount and show the keys themselves',
    source: 'spec 000 §7',
  },
  {
    name: 'Next page (page shell)',
    method: 'GET',
    path: 'any internal link or GET form action',
    payload: 'the link or the form fields',
    answer: html('a whole page; its `[data-page-region]` and `[data-shell-update]` elements'),
    usedBy: ['page shell'],
    whenMissing: 'a page without a region, or an error status, loads as a normal navigation',
    source: 'spec 000 §2, §4, §7',
  },
  {
    name: 'Login page',
    method: 'GET',
    path: '{app}{culture}/security/login?returnUrl={path}',
    payload: 'returnUrl: a same-origin path',
    answer: html('the login form, shown in a dialog of class `login-modal`'),
    usedBy: ['any call answered 401', 'page shell'],
    whenMissing: 'the dialog says Manager.UnknowsErrors',
    source: 'spec 000 §2, §8',
  },
  {
    name: 'Ajax form or link',
    method: 'POST',
    path: 'the form action or `data-ajax-url`',
    payload: 'the form fields (`data-ajax-method` picks the method)',
    answer: html('content for `data-ajax-update` (replace, before, after)'),
    usedBy: ['forms delegate'],
    whenMissing: 'the `data-ajax-failure` function, else the generic error dialog',
    source: 'spec 000 §7',
  },
  {
    name: 'Remote validation',
    method: 'GET',
    path: '`data-val-remote-url` (demo: api/v1/demo/username-available)',
    payload: 'the field and its `data-val-remote-additionalfields`',
    answer: { kind: 'data', text: '`true`, or `false` / a message string when invalid' },
    usedBy: ['forms delegate'],
    whenMissing: 'the value counts as valid: the server checks it again on submit',
    source: 'spec 000 §5',
  },
  // Header and localization
  {
    name: 'Basket summary',
    method: 'GET',
    path: BASKET_SUMMARY_PATH,
    payload: 'none',
    answer: json(basketSummarySchema),
    usedBy: ['basket-summary'],
    whenMissing: 'the server fallback of the placeholder (a plain link) stays',
    source: 'spec 000 §3, §7',
  },
  ...cartLineEndpoints(OUR_CONTRACT),
  {
    name: 'Wishlist count',
    method: 'GET',
    path: WISHLIST_COUNT_PATH,
    payload: 'none; 401 for anonymous shoppers counts as 0',
    answer: json(wishlistCountSchema),
    usedBy: ['wishlist-count'],
    whenMissing: 'the count is hidden; the link stays',
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
    source: 'spec 001 §7',
  },
  // Catalogue
  {
    name: 'Search suggestions',
    method: 'GET',
    path: SUGGESTIONS_PATH,
    payload: 'q, nbrResults=5, accuracy=0.3 (from 2 characters)',
    answer: json(suggestionsSchema),
    usedBy: ['search-box'],
    whenMissing: 'a quiet "no suggestions"; the plain search form still works',
    source: 'spec 000 §3, §7, §9',
  },
  {
    name: 'Customer-reference search',
    method: 'GET',
    path: CUSTOMER_REFERENCES_PATH,
    payload: 'q, page (from 1; a CMS may ignore it and answer the plain list)',
    answer: json(customerReferenceAnswerSchema),
    usedBy: ['customer-reference-search'],
    whenMissing: 'a quiet "no references"; the plain form still works',
    source:
      'spec 000 §3, §7 (a plain list; `page` and the `{Items, HasMore}` answer are our extension)',
  },
  {
    name: 'Filter panel',
    method: 'GET',
    path: 'widget/catalog/ListFilter',
    payload: 'categoryId or brandId, currentFilter (the list address `filter`)',
    answer: html('the facet form of the list'),
    usedBy: ['filter-panel'],
    whenMissing: 'the panel stays empty; sorting and paging still work',
    source: 'spec 001 §7',
  },
  {
    name: 'Quick view',
    method: 'GET',
    path: 'the href of a `data-modal` link (demo: widget/catalog/QuickView/{productId})',
    payload: 'none',
    answer: html(
      'the product panel, shown in a dialog titled by the link, loaded once per page; it may ' +
        'carry a `product-variations` placeholder (with `"inAddress": false`) for the variant ' +
        'choice and add to cart, and a `variant-fragment` picture (issue 10 §4)',
    ),
    usedBy: ['page shell (`data-modal` links)'],
    whenMissing: 'the dialog says Manager.UnknowsErrors',
    source: `spec 000 §7 "quick-view URL given in the page"; the demo's path is ${OUR_CONTRACT}`,
  },
  // Product page
  {
    name: 'Variation',
    method: 'GET',
    path: variationsPath(0).replace('/0/', '/{productId}/'),
    payload: 'the non-empty fields of the variation form, quantity, culture',
    answer: json(variationSchema),
    usedBy: ['product-variations'],
    whenMissing: 'the last variant stays and the widget says the choice could not be loaded',
    source:
      'spec 000 §3, §5, §7; `RegularPriceTaxIncl` (the price before a sale, struck through) ' +
      `and \`ThumbnailUrl\` (the variant's picture, in the add-to-cart confirmation) are ${OUR_CONTRACT}`,
  },
  {
    name: 'Add to cart',
    method: 'POST',
    path: `${ADD_TO_CART_PATH}?culture={culture}`,
    payload: 'JSON `{ProductVariantId, Quantity, Name, OriginData?}`',
    answer: json(basketSummarySchema),
    usedBy: ['product-variations', 'wishlist-page'],
    whenMissing: 'the server `Message` or Core.ErrorServer next to the button; 401 opens login',
    source: `spec 000 §3, §7 (the answer, the basket summary after the add, is ${OUR_CONTRACT})`,
  },
  {
    name: 'Variant blocks',
    method: 'GET',
    path: 'widget/catalog/{StockByWarehouse|ProductPhotosGallery|CustomerReferenceUpdate|DegressivePrice|QuickViewImage} (configurable)',
    payload: 'productId, productVariantId, culture, and `data-params`',
    answer: html('the block for the chosen variant; its widgets and scripts start'),
    usedBy: ['variant-fragment'],
    whenMissing: 'the block keeps its content, marked `data-stale`',
    source: 'spec 000 §7',
  },
  {
    name: 'Stock per warehouse, back in stock',
    method: 'GET',
    path: '{app}{culture}/catalog/stocknotification/subscribe?ProductVariantId=&ProductId=',
    payload: 'none',
    answer: html('a form in a dialog (`data-modal` link of the stock block)'),
    usedBy: ['page shell (`data-modal` links)'],
    whenMissing: 'the dialog says Manager.UnknowsErrors',
    source: 'spec 000 §2',
  },
  {
    name: 'Customer reference update',
    method: 'POST',
    path: `${CUSTOMER_REFERENCE_UPDATE_PATH} (configurable)`,
    payload: 'JSON `{ProductId, ProductVariantId, CustomerReference}`',
    answer: json(referenceAnswerSchema),
    usedBy: ['customer-reference-update'],
    whenMissing: 'the server `Message` or Core.ErrorServer; the typed text is kept',
    source: `spec 000 §3 names the answer; the path is ${OUR_CONTRACT}`,
  },
  // Wishlists
  ...wishlistEndpoints,
  // The wishlist list page (issue 11)
  ...wishlistPageEndpoints,
  // The basket page (issue 11)
  ...cartEndpoints,
  // The checkout and the card payment (issue 12)
  ...checkoutAddressEndpoints,
  ...checkoutChoiceEndpoints,
  ...checkoutOrderEndpoints,
  ...paymentEndpoints,
  // The customer area (issue 13): the sales user's customer search
  ...customerEndpoints,
  ...salesOrderEndpoints,
  // The customer area's prepaid accounts (issue 13)
  ...prepaidEndpoints,
  ...tyresEndpoints,
  ...selectSearchEndpoints,
  ...assetsEndpoints,
  // The news widgets (issue 15)
  ...newsEndpoints,
];
