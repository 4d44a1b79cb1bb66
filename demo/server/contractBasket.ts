/**
 * The basket page's rows of the contract test (issue 11; demo/server/contract.test.ts): each
 * endpoint asked in-process and its answer parsed with the src/api schema the widgets use. In
 * table order, after the rows that fill the basket and set the country (NL).
 */
import * as z from 'zod/mini';
import { basketSummarySchema } from '../../src/api/cart';
import { citiesSchema, citySavedSchema, customerCouponsSchema } from '../../src/api/cartOptions';
import {
  pickupPayload,
  pickupSearchAnswerSchema,
  savedAnswerSchema,
} from '../../src/api/pickupPoints';
import { siteSettingsSchema } from '../../src/api/settings';
import { customerIdOf } from '../families/cart/coupons';

/** How a row asks: the shopper's request, cookie and anti-forgery token included. */
export type Send = (path: string, init?: RequestInit) => Promise<Response>;

/** The answer the widgets would read, and why there is no src/api schema when there is none. */
export interface ContractRow {
  /** The app's route: method and Hono path pattern, as app.routes lists it. */
  route: string;
  call: (send: Send) => Promise<Response>;
  schema: z.ZodMiniType;
  /** Set when the widgets read the answer through no src/api schema: what they read instead. */
  without?: string;
}

const json = { 'Content-Type': 'application/json' };

/** A pickup-point search near 1000 Bruxelles (spec 001 §3). */
const pickupSearch = {
  method: 'POST',
  headers: json,
  body: JSON.stringify({
    City: '',
    PostalCode: '1000',
    CountryCode: 'BE',
    Address: '',
    ShippingMethodId: 213,
    SearchRadius: 15,
    MaximumListSize: 10,
    CultureName: 'fr',
  }),
};

export const basketContract: ContractRow[] = [
  {
    route: 'GET /api/v1/countries/:countryId/cities/:query',
    call: (send) => send('api/v1/countries/21/cities/1320'),
    schema: citiesSchema,
  },
  {
    route: 'POST /api/v1/shoppingcarts/city',
    call: (send) =>
      send('api/v1/shoppingcarts/city', {
        method: 'POST',
        headers: json,
        body: '{"CityId":150001}',
      }),
    schema: citySavedSchema,
  },
  {
    route: 'POST /api/v1/shoppingcarts/country',
    call: (send) =>
      send('api/v1/shoppingcarts/country', {
        method: 'POST',
        headers: json,
        body: '{"CountryCode":"NL"}',
      }),
    schema: basketSummarySchema,
  },
  {
    route: 'POST /api/v1/shoppingcarts/countries',
    call: (send) =>
      send('api/v1/shoppingcarts/countries', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ShippingCountryId: 21, BillingCountryId: 150 }),
      }),
    schema: basketSummarySchema,
  },
  {
    route: 'POST /api/v1/shoppingcarts/shippingmethod',
    call: (send) =>
      send('api/v1/shoppingcarts/shippingmethod', {
        method: 'POST',
        headers: json,
        body: '{"ShippingMethodId":212}',
      }),
    schema: basketSummarySchema,
  },
  {
    route: 'POST /api/v1/shoppingcarts/coupon',
    call: (send) =>
      send('api/v1/shoppingcarts/coupon', {
        method: 'POST',
        headers: json,
        body: '{"CouponCode":"BIENVENUE10"}',
      }),
    schema: z.literal(true),
    without: 'src/api/cartOptions.ts judges the JSON by its truth, as spec 001 §4 says',
  },
  {
    route: 'DELETE /api/v1/shoppingcarts/coupon',
    call: (send) => send('api/v1/shoppingcarts/coupon', { method: 'DELETE' }),
    schema: z.literal(true),
    without: 'src/api/cartOptions.ts removeCoupon ignores the answer (the page refreshes)',
  },
  {
    route: 'GET /api/v1/couponcode/user/:id',
    call: (send) => send(`api/v1/couponcode/user/${customerIdOf('demo@vitrine.shop')}`),
    schema: customerCouponsSchema,
  },
  {
    route: 'GET /api/v1/settings/',
    call: (send) => send('api/v1/settings/'),
    schema: siteSettingsSchema,
  },
  {
    route: 'POST /api/v1/shipping/:carrier/getpickuppoints',
    call: (send) => send('api/v1/shipping/relaypost/getpickuppoints', pickupSearch),
    schema: pickupSearchAnswerSchema,
  },
  {
    route: 'POST /api/v1/shoppingcarts/externalpickuppoint',
    call: async (send) => {
      const found = pickupSearchAnswerSchema.parse(
        await (await send('api/v1/shipping/relaypost/getpickuppoints', pickupSearch)).json(),
      );
      const point = found.PickupPointViewModels?.[0];
      if (!point) throw new Error('no pickup point near 1000 Bruxelles');
      const payload = pickupPayload(
        point,
        { ShippingMethodId: 213, carrier: 'relaypost' },
        { firstName: 'Marie', lastName: 'Dubois' },
      );
      return send('api/v1/shoppingcarts/externalpickuppoint', {
        method: 'POST',
        headers: json,
        body: JSON.stringify(payload),
      });
    },
    schema: savedAnswerSchema,
    without: 'src/api/pickupPoints.ts savePickupPoint ignores the answer (the page refreshes)',
  },
];
