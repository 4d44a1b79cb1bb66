/**
 * The catalogue's and the product page's calls (spec 000 §2, §3, §5, §7), for
 * docs/endpoints.md through src/api/endpoints.ts. Documentation only: nothing in the bundle
 * imports it.
 */

import { basketSummarySchema } from './cart';
import {
  CUSTOMER_REFERENCES_PATH,
  customerReferenceAnswerSchema,
  SUGGESTIONS_PATH,
  suggestionsSchema,
} from './catalog';
import {
  type Endpoint,
  HTML_AS_IS,
  html,
  json,
  LOGIN,
  OUR_CONTRACT,
  ownFaults,
  policyFaults,
  sameFaults,
} from './endpointKit';
import { ADD_TO_CART_PATH, variationSchema, variationsPath } from './product';
import { CUSTOMER_REFERENCE_UPDATE_PATH, referenceAnswerSchema } from './wishlist';

const IN_DIALOG = { ...sameFaults('the dialog says Manager.UnknowsErrors'), malformed: HTML_AS_IS };
const ADD_FAILED = 'Catalog.AddToCartFailed';
const VARIATION_FAILED = 'Catalog.VariationFailed under the choices; the last variant stays';

export const catalogEndpoints: Endpoint[] = [
  {
    name: 'Search suggestions',
    method: 'GET',
    path: SUGGESTIONS_PATH,
    payload: 'q, nbrResults=5, accuracy=0.3 (from 2 characters)',
    answer: json(suggestionsSchema),
    usedBy: ['search-box'],
    whenMissing: 'a quiet "no suggestions"; the plain search form still works',
    // While the answer is on its way the popup says Core.Loading (issue 16 §5).
    faults: sameFaults(
      'the popup says Catalog.SuggestionsUnavailable; the plain search still works',
    ),
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
    faults: sameFaults(
      'the list says Catalog.ReferenceSearchUnavailable (a next page: the pages shown stay)',
    ),
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
    faults: policyFaults(
      'the panel keeps its server content; sorting and paging still work',
      HTML_AS_IS,
    ),
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
    faults: IN_DIALOG,
    source: `spec 000 §7 "quick-view URL given in the page"; the demo's path is ${OUR_CONTRACT}`,
  },
  {
    name: 'Variation',
    method: 'GET',
    path: variationsPath(0).replace('/0/', '/{productId}/'),
    payload: 'the non-empty fields of the variation form, quantity, culture',
    answer: json(variationSchema),
    usedBy: ['product-variations'],
    whenMissing: 'the last variant stays and the widget says the choice could not be loaded',
    faults: {
      ...sameFaults(VARIATION_FAILED),
      '401': `${LOGIN}; the last variant stays, with no other message`,
      timeout: `${VARIATION_FAILED}; an add to cart pressed meanwhile orders nothing and the button takes the next press`,
    },
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
    whenMissing:
      "a 4xx `Message`, else Catalog.AddToCartFailed, next to the button; 401 opens login (the table is the product page's; the wishlist page says a failure in a toast: the server `Message`, else Core.ErrorServer)",
    faults: ownFaults('next to the button', ADD_FAILED, {
      server: 'client',
      network: ADD_FAILED,
      after: 'the choice stays and the button takes the next press',
    }),
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
    faults: {
      ...sameFaults('the block keeps its content, marked `data-stale` (a console warning)'),
      malformed: HTML_AS_IS,
    },
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
    faults: IN_DIALOG,
    source: 'spec 000 §2',
  },
  {
    name: 'Customer reference update',
    method: 'POST',
    path: `${CUSTOMER_REFERENCE_UPDATE_PATH} (configurable)`,
    payload: 'JSON `{ProductId, ProductVariantId, CustomerReference}`',
    answer: json(referenceAnswerSchema),
    usedBy: ['customer-reference-update'],
    whenMissing: 'Catalog.CustomerRefUpdateError in a growl or the dialog; the typed text is kept',
    faults: ownFaults('a growl (or the dialog)', 'Catalog.CustomerRefUpdateError', {
      server: 'none',
      network: 'Catalog.CustomerRefUpdateError',
      after: 'the typed text is kept',
    }),
    source: `spec 000 §3 names the answer; the path is ${OUR_CONTRACT}`,
  },
];
