/** The basket page's option calls of the demo (issue 11; spec 001 §3, §4, §5, §7, §8). */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { countryByCode, shippingMethodsOf } from '../../data/shipping';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import { customerIdOf } from './coupons';

const app = await createApp(defaultOptions());
const variant = products.flatMap((p) => p.variants.filter((v) => v.available))[0];

const sendJson = (data: unknown, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(data),
});

/** A shopper with one line of `quantity` in the basket. */
async function shopper(signedIn = true, quantity = 3) {
  const visitor = await shopperOf(app, '/', signedIn);
  const added = await visitor.json(
    'api/v1/catalog/products/addtocart',
    sendJson({ ProductVariantId: variant?.ProductVariantId, Quantity: quantity }),
  );
  expect(added.status).toBe(200);
  return visitor;
}

describe('postal code → city (spec 001 §5, §7)', () => {
  it('answers a map of id to city name from 4 characters, several for one Belgian code', async () => {
    const { json } = await shopper();
    const { status, body } = await json('api/v1/countries/21/cities/1320');
    expect(status).toBe(200);
    expect(Object.values(body).sort()).toEqual([
      'Beauvechain',
      'Hamme-Mille',
      'Nodebais',
      'Tourinnes-la-Grosse',
    ]);
    // Dutch codes are written with letters; spaces and case do not matter.
    expect(Object.values((await json('api/v1/countries/150/cities/1012js')).body)).toEqual([
      'Amsterdam',
    ]);
  });

  it('answers an empty map when nothing matches, 422 under 4 characters, 404 for an unknown country', async () => {
    const { json } = await shopper();
    expect(await json('api/v1/countries/21/cities/9999')).toEqual({ status: 200, body: {} });
    expect((await json('api/v1/countries/21/cities/132')).status).toBe(422);
    expect((await json('api/v1/countries/999/cities/1000')).status).toBe(404);
  });

  it('saves a city of the shipping country only', async () => {
    const { json } = await shopper();
    const [brussels] = Object.keys((await json('api/v1/countries/21/cities/1000')).body);
    const saved = await json('api/v1/shoppingcarts/city', sendJson({ CityId: Number(brussels) }));
    expect(saved).toEqual({
      status: 200,
      body: { CityId: Number(brussels), PostalCode: '1000', City: 'Bruxelles' },
    });
    const [paris] = Object.keys((await json('api/v1/countries/73/cities/75004')).body);
    expect(
      (await json('api/v1/shoppingcarts/city', sendJson({ CityId: Number(paris) }))).status,
    ).toBe(422);
    expect((await json('api/v1/shoppingcarts/city', sendJson({ CityId: 'x' }))).status).toBe(404);
  });
});

describe('shipping country and method (spec 001 §3)', () => {
  it('keeps the kind of method when the country changes, and refuses another country’s method', async () => {
    const { json, request } = await shopper();
    const be = countryByCode('BE');
    const fr = countryByCode('FR');
    if (!be || !fr) throw new Error('no BE or FR');
    const express = shippingMethodsOf(be)[1]?.ShippingMethodId;
    expect(
      (await json('api/v1/shoppingcarts/shippingmethod', sendJson({ ShippingMethodId: express })))
        .status,
    ).toBe(200);
    const moved = await json('api/v1/shoppingcarts/country', sendJson({ CountryCode: 'FR' }));
    expect(moved.status).toBe(200);
    expect(moved.body).toHaveProperty('ItemsCount', 3);
    // The Belgian express method is not French: refused now.
    expect(
      (await json('api/v1/shoppingcarts/shippingmethod', sendJson({ ShippingMethodId: express })))
        .status,
    ).toBe(422);
    // …and the French express method is the one chosen now.
    const page = await (await request('fr/shoppingcarts')).text();
    const frExpress = shippingMethodsOf(fr)[1]?.ShippingMethodId;
    expect(page).toMatch(new RegExp(`value="${frExpress}"[^>]*checked`));
    expect(
      (await json('api/v1/shoppingcarts/country', sendJson({ CountryCode: 'XX' }))).status,
    ).toBe(422);
  });

  it('takes the country pair where a page has both countries', async () => {
    const { json } = await shopper();
    expect(
      (
        await json(
          'api/v1/shoppingcarts/countries',
          sendJson({ ShippingCountryId: 81, BillingCountryId: 21 }),
        )
      ).status,
    ).toBe(200);
    expect(
      (await json('api/v1/shoppingcarts/countries', sendJson({ ShippingCountryId: 81 }))).status,
    ).toBe(422);
  });
});

describe('coupons (spec 001 §4, §5, §7, §8)', () => {
  it('answers true for a valid coupon and false for an expired, unknown or too-small one', async () => {
    const { json } = await shopper(true, 1);
    const apply = (code: string) =>
      json('api/v1/shoppingcarts/coupon', sendJson({ CouponCode: code }));
    expect(await apply('bienvenue10')).toEqual({ status: 200, body: true });
    expect(await apply('SOLDES2024')).toEqual({ status: 200, body: false });
    expect(await apply('NOPE')).toEqual({ status: 200, body: false });
    expect((await apply('  ')).status).toBe(422);
    expect((await json('api/v1/shoppingcarts/coupon', { method: 'DELETE' })).body).toBe(true);
  });

  it('keeps the customers’ coupons for signed-in customers, and a personal one for its owner', async () => {
    const visitor = await shopper(false);
    const apply = (code: string) =>
      visitor.json('api/v1/shoppingcarts/coupon', sendJson({ CouponCode: code }));
    expect((await apply('FIDELITE15')).body).toBe(false);
    expect((await apply('MERCI-7Q2K')).body).toBe(false);
    const customer = await shopper(true);
    expect(
      (await customer.json('api/v1/shoppingcarts/coupon', sendJson({ CouponCode: 'MERCI-7Q2K' })))
        .body,
    ).toBe(true);
  });

  it('lists a customer’s own coupons only', async () => {
    const id = customerIdOf('demo@vitrine.shop');
    const customer = await shopper(true);
    const own = await customer.request(`api/v1/couponcode/user/${id}`);
    const codes = ((await own.json()) as { CouponCode: string }[]).map((c) => c.CouponCode);
    expect(codes).toEqual(['FIDELITE15', 'MERCI-7Q2K', 'ANNIV-20']);
    expect((await customer.request('api/v1/couponcode/user/123')).status).toBe(403);
    const visitor = await shopper(false);
    expect((await visitor.request(`api/v1/couponcode/user/${id}`)).status).toBe(401);
    expect((await visitor.request('fr/widget/couponcodes/list')).status).toBe(401);
    expect((await customer.request('fr/widget/couponcodes/list')).status).toBe(200);
  });
});

describe('the plain forms, without JavaScript', () => {
  it('apply a country, a method and a coupon, then go back to the basket; refuse a missing token', async () => {
    const { request } = await shopper();
    const page = await (await request('fr/shoppingcarts')).text();
    const token = /name="__RequestVerificationToken" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const form = (fields: Record<string, string>) =>
      request('fr/shoppingcarts/options', { method: 'POST', body: new URLSearchParams(fields) });
    const done = await form({
      __RequestVerificationToken: token,
      CountryCode: 'FR',
      ShippingMethodId: '732',
      CouponCode: 'bienvenue10',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/fr/shoppingcarts');
    const after = await (await request('fr/shoppingcarts')).text();
    expect(after).toMatch(/value="FR"[^>]*selected/);
    expect(after).toMatch(/value="732"[^>]*checked/);
    expect(after).toContain('data-applied="BIENVENUE10"');
    expect((await form({ CountryCode: 'DE' })).status).toBe(403);
  });
});
