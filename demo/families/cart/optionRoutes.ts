/**
 * The basket page's option calls (issue 11; spec 001 §3, §4, §5, §7, §8): shipping country
 * (alone or as the country pair), postal code → city, shipping method, coupons and the
 * customer's coupon list, and the plain form those widgets fall back to. Every call checks
 * its input and answers `{Message}` in the shopper's culture when it refuses.
 */
import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  CITY_MIN_LENGTH,
  type citySavedSchema,
  type customerCouponsSchema,
} from '../../../src/api/cartOptions';
import { localeOf } from '../../../src/core/locale';
import { citiesMatching, cityById } from '../../data/cities';
import { countryByCode, countryById, shippingMethodById } from '../../data/shipping';
import { fragmentContext, translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { postedForm, tokenOk } from '../../shared/formPost';
import { html } from '../../shared/html';
import { convert, moneyFormatter } from '../../shared/money';
import { idParam } from '../../shared/params';
import { basketOf } from './basketStore';
import { basketSummary, basketTotals } from './basketSummary';
import { cartChoicesOf, shipTo } from './cartChoices';
import { couponByCode, couponRefusal, couponsOfCustomer, isOwnCustomerId } from './coupons';
import { shippingMethodsFieldset } from './optionBlocks';

type CitySaved = z.infer<typeof citySavedSchema>;
type CustomerCoupons = z.infer<typeof customerCouponsSchema>;

const body = async (c: Context<Env>) =>
  (await c.req.json().catch(() => ({}))) as Record<string, unknown>;

const summary = (c: Context<Env>) => {
  const { session } = c.var;
  return basketSummary(
    basketOf(session),
    localeOf(session.culture, session.country),
    session.currency,
  );
};

const itemsIncl = (c: Context<Env>) => basketTotals(basketOf(c.var.session)).incl;

/** A refusal's answer: the sentence in the asking page's culture. */
const refuse = (c: Context<Env>, key: string, status: 401 | 403 | 404 | 422) =>
  c.json({ Message: translatorFor(c, c.var.session.culture)(key) }, status);

export function optionRoutes(routes: Hono<Env>): void {
  // spec 001 §7: a map of id to city name, for the postal code (or the name) typed.
  routes.get('/api/v1/countries/:countryId/cities/:query', (c) => {
    const country = countryById(idParam(c.req.param('countryId')));
    if (!country) return refuse(c, 'ShoppingCarts.UnknownCountry', 404);
    const query = c.req.param('query').trim();
    if (query.length < CITY_MIN_LENGTH) return refuse(c, 'ShoppingCarts.PostalCodeTooShort', 422);
    const found = citiesMatching(country.Code, query).slice(0, 20);
    return c.json(Object.fromEntries(found.map((city) => [String(city.CityId), city.name])));
  });

  // spec 001 §3 `{CountryCode}`.
  routes.post('/api/v1/shoppingcarts/country', async (c) => {
    const country = countryByCode(String((await body(c)).CountryCode ?? ''));
    if (!country) return refuse(c, 'ShoppingCarts.UnknownCountry', 422);
    shipTo(c.var.session, country);
    return c.json(summary(c));
  });

  // spec 001 §3 `{ShippingCountryId, BillingCountryId}`: pages with both countries (checkout).
  routes.post('/api/v1/shoppingcarts/countries', async (c) => {
    const sent = await body(c);
    const shipping = countryById(Number(sent.ShippingCountryId));
    const billing = countryById(Number(sent.BillingCountryId));
    if (!shipping || !billing) return refuse(c, 'ShoppingCarts.UnknownCountry', 422);
    shipTo(c.var.session, shipping);
    cartChoicesOf(c.var.session).billingCountryId = billing.CountryId;
    return c.json(summary(c));
  });

  // spec 001 §3 `{CityId}`: a city of the shipping country.
  routes.post('/api/v1/shoppingcarts/city', async (c) => {
    const choices = cartChoicesOf(c.var.session);
    const city = cityById(Number((await body(c)).CityId));
    if (!city) return refuse(c, 'ShoppingCarts.NoCityFound', 404);
    if (city.CountryCode !== choices.countryCode)
      return refuse(c, 'ShoppingCarts.CityOfAnotherCountry', 422);
    choices.cityId = city.CityId;
    choices.postalCode = city.postalCode;
    const answer: CitySaved = { CityId: city.CityId, PostalCode: city.postalCode, City: city.name };
    return c.json(answer);
  });

  // spec 001 §3 `{ShippingMethodId}`: a method of the shipping country.
  routes.post('/api/v1/shoppingcarts/shippingmethod', async (c) => {
    const choices = cartChoicesOf(c.var.session);
    const id = Number((await body(c)).ShippingMethodId);
    const method = shippingMethodById(id);
    const country = countryByCode(choices.countryCode);
    if (!method || !country || Math.floor(id / 10) !== country.CountryId)
      return refuse(c, 'ShoppingCarts.UnknownShippingMethod', 422);
    if (choices.shippingMethodId !== id) choices.pickupPoint = undefined;
    choices.shippingMethodId = id;
    return c.json(summary(c));
  });

  // spec 001 §4, §7: a truthy answer means the coupon is valid; a falsy one that it is not.
  routes.post('/api/v1/shoppingcarts/coupon', async (c) => {
    const code = String((await body(c)).CouponCode ?? '').trim();
    if (!code) return refuse(c, 'ShoppingCarts.CouponCodeMissing', 422);
    const coupon = couponByCode(code);
    if (
      basketOf(c.var.session).length === 0 ||
      couponRefusal(coupon, c.var.session.user, itemsIncl(c))
    )
      return c.json(false);
    cartChoicesOf(c.var.session).couponCode = coupon?.CouponCode;
    return c.json(true);
  });

  routes.delete('/api/v1/shoppingcarts/coupon', (c) => {
    cartChoicesOf(c.var.session).couponCode = undefined;
    return c.json(true);
  });

  // spec 001 §7: the coupons of a customer: only the signed-in customer's own.
  routes.get('/api/v1/couponcode/user/:id', (c) => {
    const { user } = c.var.session;
    if (!user) return refuse(c, 'Security.LoginRequired', 401);
    if (!isOwnCustomerId(user, c.req.param('id')))
      return refuse(c, 'ShoppingCarts.NotYourCoupons', 403);
    const { session } = c.var;
    const locale = localeOf(session.culture, session.country);
    const money = moneyFormatter(locale, session.currency);
    const percent = new Intl.NumberFormat(locale, { style: 'percent' });
    const answer: CustomerCoupons = couponsOfCustomer(user).map((coupon) => ({
      CouponCode: coupon.CouponCode,
      Description: translatorFor(c, session.culture)('ShoppingCarts.CouponOff', {
        off:
          coupon.percent !== undefined
            ? percent.format(coupon.percent / 100)
            : money(convert(coupon.amountEur ?? 0, session.currency)),
      }),
      ValidUntil: coupon.validUntil,
    }));
    return c.json(answer);
  });

  // spec 001 §2: the coupon modal's HTML (its codes come from the call above).
  routes.get('/:culture/widget/couponcodes/list', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const ctx = fragmentContext(c, culture);
    if (!c.var.session.user) return c.html(html`<p>${ctx.t('Security.LoginRequired')}</p>`, 401);
    return c.html(html`<p class="coupon-list__intro">${ctx.t('ShoppingCarts.MyCouponsIntro')}</p>`);
  });

  // The shipping methods with this basket's prices, for the widget to reload (our contract).
  routes.get('/:culture/widget/shippingmethods', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    return c.html(shippingMethodsFieldset(fragmentContext(c, culture), itemsIncl(c)));
  });

  // Without JavaScript: the options' plain forms, then back to the basket page.
  routes.post('/:culture/shoppingcarts/options', async (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const form = await postedForm(c);
    if (!tokenOk(c, form)) return c.text('Forbidden', 403);
    const choices = cartChoicesOf(c.var.session);
    const country = countryByCode(form.CountryCode ?? '');
    if (country) shipTo(c.var.session, country);
    const method = shippingMethodById(idParam(form.ShippingMethodId));
    if (
      method &&
      Math.floor(method.ShippingMethodId / 10) === countryByCode(choices.countryCode)?.CountryId
    )
      choices.shippingMethodId = method.ShippingMethodId;
    if (form.PostalCode) {
      const city = citiesMatching(choices.countryCode, form.PostalCode)[0];
      if (city) Object.assign(choices, { cityId: city.CityId, postalCode: city.postalCode });
    }
    if (form.coupon === 'remove') choices.couponCode = undefined;
    else if (form.CouponCode) {
      const coupon = couponByCode(form.CouponCode);
      if (!couponRefusal(coupon, c.var.session.user, itemsIncl(c)))
        choices.couponCode = coupon?.CouponCode;
    }
    return c.redirect(`${c.var.base}${culture}/shoppingcarts`, 303);
  });
}
