/**
 * The pickup-point calls (spec 001 §2, §3, §7): the search page fetched into the modal, the
 * carrier's search and saving the chosen point on the basket. Every body is checked: an
 * unknown carrier answers 404, a bad request 422 with a `Message`.
 */
import type { Context, Hono } from 'hono';
import type { SavedPickupPoint } from '../../../src/api/pickupPoints';
import { type Carrier, countryByCode, countryById, shippingMethodById } from '../../data/shipping';
import { fragmentContext, translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { html } from '../../shared/html';
import { cartChoicesOf } from '../cart/public';
import { pickupPointsOf } from './pickupPoints';
import { searchPoints } from './pickupSearch';
import { checkSaved } from './savedPoint';
import { searchPage } from './searchPage';

const CARRIERS: Carrier[] = ['relaypost', 'parcelbox', 'static'];
const isCarrier = (value: string): value is Carrier => (CARRIERS as string[]).includes(value);

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

export function pickupRoutes(routes: Hono<Env>): void {
  const t = (c: Context<Env>) => translatorFor(c, c.var.session.culture);
  const refuse = (c: Context<Env>, key: string) => c.json({ Message: t(c)(key) }, 422);

  routes.get('/:culture/shippings/pickuppoint/search', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const ctx = fragmentContext(c, culture);
    const method = shippingMethodById(Number(c.req.query('shippingMethodId')));
    const country = countryById(Number(c.req.query('countryId')));
    if (
      !method?.carrier ||
      !country ||
      Math.floor(method.ShippingMethodId / 10) !== country.CountryId
    )
      return c.html(html`<p>${ctx.t('PickupPoints.UnknownMethod')}</p>`, 404);
    const query = {
      city: (c.req.query('city') ?? '').slice(0, 80),
      postCode: (c.req.query('postCode') ?? '').slice(0, 10),
      address: (c.req.query('address') ?? '').slice(0, 120),
    };
    return c.html(searchPage(ctx, country, method, query));
  });

  routes.post('/api/v1/shipping/:carrier/getpickuppoints', async (c) => {
    const carrier = c.req.param('carrier');
    if (!isCarrier(carrier)) return c.json({ Message: t(c)('PickupPoints.UnknownMethod') }, 404);
    const body = (await c.req.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    const country = countryByCode(text(body?.CountryCode, 2) ?? '');
    const method = shippingMethodById(Number(body?.ShippingMethodId));
    const radius = Number(body?.SearchRadius);
    const maximum = Number(body?.MaximumListSize);
    const culture = text(body?.CultureName, 5)?.slice(0, 2) ?? '';
    const postalCode = text(body?.PostalCode, 10);
    const city = text(body?.City ?? '', 80);
    const address = text(body?.Address ?? '', 120);
    const valid =
      country &&
      method?.carrier === carrier &&
      Math.floor(method.ShippingMethodId / 10) === country.CountryId &&
      radius > 0 &&
      radius <= 100 &&
      Number.isInteger(maximum) &&
      maximum >= 1 &&
      maximum <= 50 &&
      isCulture(culture) &&
      postalCode !== undefined &&
      city !== undefined &&
      address !== undefined &&
      (postalCode.trim() || city.trim() || address.trim()) &&
      (!postalCode.trim() || country.postalCode.test(postalCode.trim()));
    if (!valid || !country || !isCulture(culture)) return refuse(c, 'PickupPoints.InvalidSearch');
    return c.json(
      searchPoints({
        code: country.Code,
        carrier,
        postalCode: postalCode ?? '',
        city: city ?? '',
        address: address ?? '',
        radiusKm: radius,
        maximum,
        culture,
        closed: translatorFor(c, culture)('PickupPoints.Closed'),
      }),
    );
  });

  routes.post('/api/v1/shoppingcarts/externalpickuppoint', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const saved: SavedPickupPoint | undefined = checkSaved(body, (code, carrier) =>
      pickupPointsOf(code, carrier),
    );
    if (!saved) return refuse(c, 'PickupPoints.InvalidPickupPoint');
    const choices = cartChoicesOf(c.var.session);
    const country = countryById(saved.ShippingCountryId);
    if (country) choices.countryCode = country.Code;
    choices.shippingMethodId = saved.ShippingMethodId;
    choices.pickupPoint = saved;
    choices.postalCode = saved.ShippingPostalCode;
    return c.json({ Success: true });
  });
}
