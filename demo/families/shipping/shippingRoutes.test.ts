/**
 * The shipping family of the demo CMS (issue 11): the maps setting and the generated tiles,
 * the pickup-point search page, the carrier search (validation, distance order, radius and
 * list size, an unknown place) and saving the chosen point (the exact payload), at the root
 * and under /shop.
 */
import { describe, expect, it } from 'vitest';
import { pickupPayload, pickupSearchAnswerSchema } from '../../../src/api/pickupPoints';
import { siteSettingsSchema } from '../../../src/api/settings';
import { countryByCode, shippingMethodsOf } from '../../data/shipping';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import type { PageContext } from '../../shared/context';
import { pickupPointControl } from './public';

const app = await createApp({ ...defaultOptions(), base: '/' });
const shopApp = await createApp({ ...defaultOptions(), base: '/shop/' });

const search = (overrides: Record<string, unknown> = {}) => ({
  City: '',
  PostalCode: '1000',
  CountryCode: 'BE',
  Address: '',
  ShippingMethodId: 213,
  SearchRadius: 15,
  MaximumListSize: 10,
  CultureName: 'fr',
  ...overrides,
});

async function shopper(target = app, base = '/') {
  const { request, json } = await shopperOf(target, base, false);
  const postJson = (path: string, body: unknown) =>
    json(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  return { request, json, postJson };
}

describe('the map: settings and tiles', () => {
  it('answers the maps setting pointing at the demo’s own tiles, under the base path too', async () => {
    for (const [target, base] of [
      [app, '/'],
      [shopApp, '/shop/'],
    ] as const) {
      const { json } = await shopper(target, base);
      const answer = siteSettingsSchema.parse((await json('api/v1/settings/')).body);
      expect(answer.Maps?.TileUrl).toBe(`${base}demo/tiles/{z}/{x}/{y}.png`);
    }
  });

  it('draws a PNG tile, cached for a week, and refuses tiles outside the world', async () => {
    const tile = await app.request('/demo/tiles/13/4195/2742.png');
    expect(tile.status).toBe(200);
    expect(tile.headers.get('Content-Type')).toBe('image/png');
    expect(tile.headers.get('Cache-Control')).toContain('max-age=604800');
    const bytes = new Uint8Array(await tile.arrayBuffer());
    expect(Array.from(bytes.slice(1, 4), (b) => String.fromCharCode(b)).join('')).toBe('PNG');
    expect((await app.request('/demo/tiles/2/4/0.png')).status).toBe(404);
    expect((await app.request('/demo/tiles/30/0/0.png')).status).toBe(404);
  });
});

describe('pickup points', () => {
  it('serves the search page with its form, page data and results container', async () => {
    const { request } = await shopper();
    const page = await (
      await request(
        'nl/shippings/pickuppoint/search?shippingMethodId=213&carrierGatewayId=7&countryId=21&postCode=2000',
      )
    ).text();
    expect(page).toContain('data-search-radius="15"');
    expect(page).toContain('data-maximum-list-size="10"');
    expect(page).toContain('data-pickup-results');
    expect(page).toContain('name="postCode" value="2000"');
    expect(page).toContain('Postcode');
    const wrong = await request(
      'fr/shippings/pickuppoint/search?shippingMethodId=211&countryId=21',
    );
    expect(wrong.status).toBe(404);
  });

  it('answers the nearest points first, within the radius, at most the list size', async () => {
    const { postJson } = await shopper();
    const { status, body } = await postJson(
      'api/v1/shipping/relaypost/getpickuppoints',
      search({ MaximumListSize: 5 }),
    );
    expect(status).toBe(200);
    const answer = pickupSearchAnswerSchema.parse(body);
    expect(answer.ResponseStatusDescription).toBe('Success');
    const points = answer.PickupPointViewModels ?? [];
    expect(points).toHaveLength(5);
    const distances = points.map((p) => Number(p.Distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(15);
    expect(points[0]?.StandardHoursOfOperation?.split(';')).toHaveLength(7);
    expect(points[0]?.StandardHoursOfOperation).toMatch(/^Lundi: 09:00-12:30, 14:00-19:00;/);
  });

  it('answers a status other than Success for a place it cannot locate', async () => {
    const { postJson } = await shopper();
    const { body } = await postJson(
      'api/v1/shipping/parcelbox/getpickuppoints',
      search({ PostalCode: '9999', ShippingMethodId: 214 }),
    );
    expect(body.ResponseStatusDescription).not.toBe('Success');
  });

  it('refuses an unknown carrier (404) and a bad request (422)', async () => {
    const { postJson } = await shopper();
    expect((await postJson('api/v1/shipping/nowhere/getpickuppoints', search())).status).toBe(404);
    for (const bad of [
      search({ ShippingMethodId: 214 }), // parcelbox's method for relaypost
      search({ PostalCode: 'ABC' }),
      search({ PostalCode: '', City: '', Address: '' }),
      search({ SearchRadius: 0 }),
      search({ MaximumListSize: 500 }),
      search({ CountryCode: 'US' }),
      'not json',
    ]) {
      expect((await postJson('api/v1/shipping/relaypost/getpickuppoints', bad)).status).toBe(422);
    }
  });

  it('saves the exact payload on the basket, and refuses anything else', async () => {
    const { postJson } = await shopper();
    const { body } = await postJson(
      'api/v1/shipping/static/getpickuppoints',
      search({ ShippingMethodId: 215 }),
    );
    const store = pickupSearchAnswerSchema.parse(body).PickupPointViewModels?.[0];
    if (!store) throw new Error('no store found');
    const billing = { firstName: 'Marie', lastName: 'Dubois' };
    const payload = pickupPayload(store, { ShippingMethodId: 215, carrier: 'static' }, billing);
    const path = 'api/v1/shoppingcarts/externalpickuppoint';
    expect((await postJson(path, { ...payload, PickupPointId: null })).status).toBe(422);
    expect((await postJson(path, { ...payload, Extra: 1 })).status).toBe(422);
    const { ShippingLastName: _last, ...missing } = payload;
    expect((await postJson(path, missing)).status).toBe(422);
    expect(
      (await postJson(path, { ...payload, ExternalPickupPointRef: 'VS-BE-9999' })).status,
    ).toBe(422);
    expect((await postJson(path, payload)).status).toBe(200);
  });
});

describe('the pickup-point control the cart shows for a pickup method', () => {
  const country = countryByCode('BE');
  const method = country ? shippingMethodsOf(country)[2] : undefined;
  const ctx = {
    t: (key: string) => key,
    session: { user: 'marie.dubois@vitrine.shop' },
  } as unknown as PageContext;

  it('carries what the widget needs, the billing names from the shopper', () => {
    if (!country || !method) throw new Error('no BE pickup method');
    const markup = String(
      pickupPointControl(ctx, method, { countryCode: 'BE', postalCode: '1000' }),
    );
    expect(markup).toContain('data-widget="pickup-point"');
    expect(markup).toContain('data-shipping-method-id="213"');
    expect(markup).toContain('data-carrier="relaypost"');
    expect(markup).toContain('data-post-code="1000"');
    expect(markup).toContain('data-first-name="Marie" data-last-name="Dubois"');
    expect(markup).toContain('PickupPoints.ChoosePickupPoint');
    expect(markup).not.toContain('data-chosen');
  });

  it('names the chosen point of this method, with a Change button', () => {
    if (!country || !method) throw new Error('no BE pickup method');
    const chosen = {
      PickupPointName: 'Fleurs & Co',
      ShippingStreet1: 'Rue Neuve 12',
      ShippingPostalCode: '1000',
      ShippingCity: 'Bruxelles',
    } as Parameters<typeof pickupPointControl>[2]['pickupPoint'];
    const choices = {
      countryCode: 'BE',
      shippingMethodId: 213,
      ...(chosen ? { pickupPoint: chosen } : {}),
    };
    const markup = String(pickupPointControl(ctx, method, choices));
    expect(markup).toContain('Fleurs &amp; Co');
    expect(markup).toContain('data-chosen="{&quot;name&quot;:&quot;Fleurs &amp; Co&quot;');
    expect(markup).toContain('PickupPoints.ChangePickupPoint');
  });

  it('is empty for a method that is not a pickup method', () => {
    const home = country ? shippingMethodsOf(country)[0] : undefined;
    if (!home) throw new Error('no BE home delivery');
    expect(String(pickupPointControl(ctx, home, { countryCode: 'BE' }))).toBe('');
  });
});
