/**
 * The basket page's calls (issue 11; spec 001 §3, §4, §5, §7, §8), for docs/endpoints.md
 * through src/api/endpoints.ts. Documentation only: nothing in the bundle imports it.
 */

import { basketSummarySchema } from './cart';
import {
  CITY_PATH,
  COUNTRY_PAIR_PATH,
  COUPON_LIST_PATH,
  COUPON_PATH,
  citiesPath,
  citiesSchema,
  citySavedSchema,
  customerCouponsPath,
  customerCouponsSchema,
  SHIPPING_COUNTRY_PATH,
  SHIPPING_METHOD_PATH,
} from './cartOptions';
import {
  type Endpoint,
  HTML_AS_IS,
  html,
  json,
  NOT_READ,
  OUR_CONTRACT,
  ownFaults,
  sameFaults,
} from './endpointKit';
import {
  EXTERNAL_PICKUP_POINT_PATH,
  PICKUP_SEARCH_PAGE,
  pickupSearchAnswerSchema,
} from './pickupPoints';
import { SETTINGS_PATH, siteSettingsSchema } from './settings';

const REFUSAL = 'a 4xx `{Message}` is said in a toast and the choice goes back';

export const cartEndpoints: Endpoint[] = [
  {
    name: 'Cities of a postal code',
    method: 'GET',
    path: citiesPath(0, '{query}').replace('/0/', '/{countryId}/'),
    payload: 'none; asked from 4 characters (the postal code, or the start of a name)',
    answer: json(citiesSchema),
    usedBy: ['city-lookup'],
    whenMissing: 'the field says the search is unavailable; the plain form still posts the code',
    faults: sameFaults(
      'the list says ShoppingCarts.CityUnavailable; the plain form still posts the code',
    ),
    source: 'spec 001 §5, §7, §8',
  },
  {
    name: 'Basket city',
    method: 'POST',
    path: CITY_PATH,
    payload: 'JSON `{CityId}`',
    answer: json(citySavedSchema),
    usedBy: ['city-lookup'],
    whenMissing: REFUSAL,
    faults: ownFaults('an error toast', 'Core.ErrorServer', { after: 'no city is saved' }),
    source: `spec 001 §3 (the path and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Shipping country',
    method: 'POST',
    path: SHIPPING_COUNTRY_PATH,
    payload: 'JSON `{CountryCode}` (ISO 3166 alpha-2)',
    answer: json(basketSummarySchema),
    usedBy: ['shipping-country'],
    whenMissing: REFUSAL,
    faults: ownFaults('an error toast', 'Core.ErrorServer', { after: 'the choice goes back' }),
    source: `spec 001 §3, §4 (the path and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Shipping and billing countries',
    method: 'POST',
    path: COUNTRY_PAIR_PATH,
    payload: 'JSON `{ShippingCountryId, BillingCountryId}` (pages with both countries)',
    answer: json(basketSummarySchema),
    usedBy: ['shipping-country (with `data-billing-select`)'],
    whenMissing: REFUSAL,
    faults: ownFaults('an error toast', 'Core.ErrorServer', { after: 'the choice goes back' }),
    source: `spec 001 §3 (the path and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Shipping method',
    method: 'POST',
    path: SHIPPING_METHOD_PATH,
    payload: 'JSON `{ShippingMethodId}`',
    answer: json(basketSummarySchema),
    usedBy: ['shipping-methods'],
    whenMissing: REFUSAL,
    faults: ownFaults('an error toast', 'Core.ErrorServer', {
      after: 'the method saved before is checked again',
    }),
    source: `spec 001 §3 (the path and the answer are ${OUR_CONTRACT})`,
  },
  {
    name: 'Shipping methods of the basket',
    method: 'GET',
    path: '{culture}/widget/shippingmethods (configurable)',
    payload: 'none',
    answer: html('the `ShippingMethodId` radio group with this basket’s prices and delays'),
    usedBy: ['shipping-methods'],
    whenMissing: 'the prices shown stay; the next basket change tries again',
    faults: {
      ...sameFaults(
        'the prices shown stay (a console warning); the next basket change tries again',
      ),
      malformed: HTML_AS_IS,
    },
    source: OUR_CONTRACT,
  },
  {
    name: 'Apply a coupon',
    method: 'POST',
    path: COUPON_PATH,
    payload: 'JSON `{CouponCode}`; never sent empty',
    answer: {
      kind: 'data',
      text: 'JSON judged by its truth: truthy, the coupon is valid (then the page refreshes); falsy, none is available',
    },
    usedBy: ['coupon-form'],
    whenMissing:
      'a toast says an error occurred (Core.ErrorOccurred); an answer that is not JSON too',
    faults: ownFaults('an error toast', 'Core.ErrorOccurred', {
      server: 'none',
      network: 'Core.ErrorOccurred',
      malformed: 'an error toast: Core.ErrorOccurred (an answer that is not JSON too)',
    }),
    source: 'spec 001 §4, §5, §7, §8',
  },
  {
    name: 'Remove the coupon',
    method: 'DELETE',
    path: COUPON_PATH,
    payload: 'none; not sent when the field is empty',
    answer: { kind: 'none' },
    usedBy: ['coupon-form'],
    whenMissing: 'a toast says an error occurred (Core.ErrorOccurred)',
    faults: ownFaults('an error toast', 'Core.ErrorOccurred', {
      server: 'none',
      network: 'Core.ErrorOccurred',
      malformed: NOT_READ,
    }),
    source: 'spec 001 §5, §7, §8',
  },
  {
    name: 'A customer’s coupons',
    method: 'GET',
    path: customerCouponsPath('{id}').replace('%7Bid%7D', '{id}'),
    payload: 'none',
    answer: json(customerCouponsSchema),
    usedBy: ['coupon-form (with `data-customer-id`)'],
    whenMissing: 'the dialog says an error occurred; the field still takes a typed code',
    faults: ownFaults('the dialog', 'Core.ErrorOccurred', {
      after: 'the field still takes a typed code',
    }),
    source: `spec 001 §7 (the answer is ${OUR_CONTRACT})`,
  },
  {
    name: 'My coupons dialog',
    method: 'GET',
    path: `${COUPON_LIST_PATH} (configurable; after the culture path: /fr/widget/…)`,
    payload: 'none',
    answer: html('the text of the "my coupons" dialog, titled ShoppingCarts.MyCoupons'),
    usedBy: ['coupon-form'],
    whenMissing: 'the dialog says Manager.UnknowsErrors above the codes',
    faults: {
      ...sameFaults('the dialog says Manager.UnknowsErrors above the codes'),
      malformed: HTML_AS_IS,
    },
    source: 'spec 001 §2, §7',
  },
  // Pickup points and their map
  {
    name: 'Site settings (the maps setting)',
    method: 'GET',
    path: SETTINGS_PATH,
    payload: 'none',
    answer: json(siteSettingsSchema),
    usedBy: ['pickup-point (src/maps, fetched once per page)'],
    whenMissing: 'the pickup points are listed without a map',
    faults: sameFaults('the pickup points are listed without a map (a console warning)'),
    source: `spec 001 §7 (the shape of the maps setting is ${OUR_CONTRACT}, decision 025)`,
  },
  {
    name: 'Pickup-point search page',
    method: 'GET',
    path: `{app}{culture}/${PICKUP_SEARCH_PAGE}?shippingMethodId=&carrierGatewayId=&countryId=&city=&postCode=&address= (configurable)`,
    payload: 'none',
    answer: html(
      'the postal-code form `data-pickup-form`, the page data `data-search-radius`, `data-maximum-list-size` on `data-pickup-search`, and the results container `data-pickup-results`',
    ),
    usedBy: ['pickup-point'],
    whenMissing: 'Manager.UnknowsErrors in the dialog',
    faults: {
      ...sameFaults('the dialog says Manager.UnknowsErrors'),
      malformed: 'a page without the `data-pickup-*` marks: the dialog says Manager.UnknowsErrors',
    },
    source: 'spec 001 §2, §7, §9 (the marks are our contract)',
  },
  {
    name: 'Pickup points near a place',
    method: 'POST',
    path: 'api/v1/shipping/{carrier}/getpickuppoints',
    payload:
      'JSON City, PostalCode, CountryCode, Address, ShippingMethodId, SearchRadius, MaximumListSize, CultureName',
    answer: json(pickupSearchAnswerSchema),
    usedBy: ['pickup-point'],
    whenMissing:
      'a growl titled Core.Error with Core.ErrorOccurred (also for a status other than Success)',
    faults: ownFaults('a growl titled Core.Error', 'Core.ErrorOccurred', {
      server: 'none',
      after: 'no point is listed',
    }),
    source: 'spec 001 §3, §7, §8',
  },
  {
    name: 'Save the chosen pickup point',
    method: 'POST',
    path: EXTERNAL_PICKUP_POINT_PATH,
    payload: 'JSON saved pickup point payload (spec 001 §3, exactly)',
    answer: { kind: 'data', text: 'any 2xx answer; the page then refreshes' },
    usedBy: ['pickup-point'],
    whenMissing: 'a growl with the server Message or Core.ErrorOccurred; the dialog stays open',
    faults: ownFaults('a growl titled Core.Error', 'Core.ErrorOccurred', {
      after: 'the dialog stays open',
      malformed: NOT_READ,
    }),
    source: 'spec 001 §3, §7',
  },
];
