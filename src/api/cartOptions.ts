/**
 * The basket page's choices (issue 11; spec 001 §3, §4, §5, §7, §8): shipping country, postal
 * code → city, shipping method and coupons. The spec names the coupon and city calls; the
 * paths of the others are not shown (spec 001 §7), so they are our contract, listed in
 * src/api/endpoints.ts. Failures are left to the callers (`policy: false`): each says what
 * went wrong where the shopper looks, and a 401 still opens the login modal there.
 */
import * as z from 'zod/mini';
import { request, send } from '../core/http';
import { basketSummarySchema } from './cart';
import { getJson, MalformedAnswerError, parseAnswer, postJson } from './parse';

export const SHIPPING_COUNTRY_PATH = 'api/v1/shoppingcarts/country';
export const COUNTRY_PAIR_PATH = 'api/v1/shoppingcarts/countries';
export const CITY_PATH = 'api/v1/shoppingcarts/city';
export const SHIPPING_METHOD_PATH = 'api/v1/shoppingcarts/shippingmethod';
export const COUPON_PATH = 'api/v1/shoppingcarts/coupon';
export const COUPON_LIST_PATH = 'widget/couponcodes/list';

/** spec 001 §5, §9: the postal-code type-ahead asks from 4 characters. */
export const CITY_MIN_LENGTH = 4;

/** GET /api/v1/countries/{countryId}/cities/{query} (spec 001 §7). */
export const citiesPath = (countryId: number, query: string) =>
  `api/v1/countries/${countryId}/cities/${encodeURIComponent(query)}`;

/** GET /api/v1/couponcode/user/{id} (spec 001 §7). */
export const customerCouponsPath = (customerId: string) =>
  `api/v1/couponcode/user/${encodeURIComponent(customerId)}`;

/** spec 001 §7 "map of id to city name". */
export const citiesSchema = z.record(z.string(), z.string());

export async function fetchCities(countryId: number, query: string) {
  const answer = await getJson(citiesSchema, citiesPath(countryId, query), {
    policy: false,
    // Typing on: only the last postal code's answer counts.
    abortKey: 'cart-cities',
  });
  return Object.entries(answer).map(([id, name]) => ({ id, name }));
}

/** spec 001 §3 `{CountryCode}`; the answer is the basket summary (its amounts follow). */
export const setShippingCountry = (CountryCode: string) =>
  postJson(basketSummarySchema, SHIPPING_COUNTRY_PATH, { CountryCode }, { policy: false });

/** spec 001 §3 `{ShippingCountryId, BillingCountryId}`, where a page has both countries. */
export const setCountryPair = (ShippingCountryId: number, BillingCountryId: number) =>
  postJson(
    basketSummarySchema,
    COUNTRY_PAIR_PATH,
    { ShippingCountryId, BillingCountryId },
    { policy: false },
  );

export const citySavedSchema = z.object({
  CityId: z.number(),
  PostalCode: z.string(),
  City: z.string(),
});

/** spec 001 §3 `{CityId}`. */
export const setCity = (CityId: number) =>
  postJson(citySavedSchema, CITY_PATH, { CityId }, { policy: false });

/** spec 001 §3 `{ShippingMethodId}`; the answer is the basket summary (shipping is in it). */
export const setShippingMethod = (ShippingMethodId: number) =>
  postJson(basketSummarySchema, SHIPPING_METHOD_PATH, { ShippingMethodId }, { policy: false });

/**
 * POST api/v1/shoppingcarts/coupon `{CouponCode}` (spec 001 §4, §7): a truthy answer means the
 * coupon is valid. Whatever JSON comes back is judged by its truth, as the spec says.
 */
export async function applyCoupon(CouponCode: string): Promise<boolean> {
  const answer = await send<unknown>(COUPON_PATH, {
    method: 'POST',
    data: { CouponCode },
    policy: false,
  });
  // A page (a login form, a proxy's error page) is no answer: truthy, but it says nothing.
  if (!/json/i.test(answer.headers.get('Content-Type') ?? ''))
    throw new MalformedAnswerError(`malformed answer from ${COUPON_PATH}`);
  return Boolean(answer.data);
}

/** DELETE api/v1/shoppingcarts/coupon (spec 001 §7). */
export async function removeCoupon(): Promise<void> {
  await request<unknown>(COUPON_PATH, { method: 'DELETE', policy: false });
}

/** A customer's coupon: the answer's shape is not shown (spec 001 §7), this is our contract. */
export const customerCouponSchema = z.object({
  CouponCode: z.string(),
  Description: z.string(),
  /** ISO date, the last day it applies. */
  ValidUntil: z.string(),
});
export type CustomerCoupon = z.infer<typeof customerCouponSchema>;
export const customerCouponsSchema = z.array(customerCouponSchema);

export async function fetchCustomerCoupons(customerId: string): Promise<CustomerCoupon[]> {
  const data = await request<unknown>(customerCouponsPath(customerId), {
    method: 'GET',
    policy: false,
  });
  return parseAnswer(customerCouponsSchema, data, 'api/v1/couponcode/user');
}
