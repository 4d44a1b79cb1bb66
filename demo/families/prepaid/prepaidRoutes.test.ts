/** The prepaid pages and calls of the demo (issue 13; spec 001 §2, §5, §7). */
import { describe, expect, it } from 'vitest';
import {
  notificationAnswerSchema,
  PREPAID_ADD_TO_CART_PATH,
  PREPAID_NOTIFICATION_PATH,
  prepaidAddAnswerSchema,
} from '../../../src/api/prepaid';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';

const app = await createApp(defaultOptions());

const sendJson = (data: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(data),
});

const page = async (visitor: Awaited<ReturnType<typeof shopperOf>>, path: string) => {
  const response = await visitor.request(path);
  return { status: response.status, text: await response.text() };
};

describe('prepaid pages', () => {
  it('lists the customer’s accounts with their balances in the culture’s format', async () => {
    const visitor = await shopperOf(app);
    const { status, text } = await page(visitor, 'fr/account/prepaid');
    expect(status).toBe(200);
    expect(text).toContain('href="/fr/account/prepaid/7001"');
    expect(text).toContain('Carte cadeau n° 7001');
    expect(text).toMatch(/500,00\s€/);
    const es = await page(visitor, 'es/account/prepaid');
    expect(es.text).toContain('Mis cuentas prepago');
  });

  it('shows the company customer, who has none, the way to buy one', async () => {
    const visitor = await shopperOf(app, '/', false);
    const home = await (await visitor.request('fr/')).text();
    const token = /"antiForgeryToken":"([^"]+)"/.exec(home)?.[1] ?? '';
    const body = new URLSearchParams({
      __RequestVerificationToken: token,
      Email: 'pro@vitrine.shop',
      Password: 'vitrine-pro',
      returnUrl: '/fr/',
    });
    expect((await visitor.request('fr/security/login', { method: 'POST', body })).status).toBe(303);
    const { status, text } = await page(visitor, 'fr/account/prepaid');
    expect(status).toBe(200);
    expect(text).toContain('Vous n’avez pas encore de compte prépayé.');
    expect(text).toContain('href="/fr/account/prepaid/buy"');
    expect(text).not.toContain('prepaid-accounts__item');
  });

  it('answers 401 with the way to sign in for a visitor', async () => {
    const visitor = await shopperOf(app, '/', false);
    for (const path of [
      'fr/account/prepaid',
      'fr/account/prepaid/7001',
      'fr/account/prepaid/buy',
    ]) {
      const { status, text } = await page(visitor, path);
      expect(status).toBe(401);
      expect(text).toContain(`security/login?returnUrl=${encodeURIComponent(`/${path}`)}`);
    }
  });

  it('answers 404 for an account that is not the customer’s', async () => {
    const visitor = await shopperOf(app);
    expect((await page(visitor, 'fr/account/prepaid/9999')).status).toBe(404);
  });

  it('paginates about 25 movements by 10 with pagenbr, newest first', async () => {
    const visitor = await shopperOf(app);
    const first = await page(visitor, 'fr/account/prepaid/7002');
    expect(first.text).toContain('Page 1 sur 3');
    expect(first.text).toContain('href="/fr/account/prepaid/7002?pagenbr=2"');
    expect(first.text.match(/<tr>/g)?.length).toBe(11);
    const last = await page(visitor, 'fr/account/prepaid/7002?pagenbr=3');
    expect(last.text).toContain('Page 3 sur 3');
    expect(last.text).toContain('Ouverture du compte');
    expect(last.text).not.toContain('rel="next"');
    // Past the end: the last page.
    expect((await page(visitor, 'fr/account/prepaid/7002?pagenbr=99')).text).toContain(
      'Page 3 sur 3',
    );
  });
});

describe('usage notification (spec 001 §7 setnotification)', () => {
  it('saves the choice for this session and the page shows it', async () => {
    const visitor = await shopperOf(app);
    expect((await page(visitor, 'fr/account/prepaid/7001')).text).not.toMatch(
      /value="true"\s+checked/,
    );
    const saved = await visitor.json(
      PREPAID_NOTIFICATION_PATH,
      sendJson({ IsActivated: true, PrepaidAccountId: 7001 }),
    );
    expect(saved.status).toBe(200);
    expect(notificationAnswerSchema.parse(saved.body)).toMatchObject({ IsActivated: true });
    expect((await page(visitor, 'fr/account/prepaid/7001')).text).toMatch(/value="true"\s+checked/);
    // Another session of the same customer keeps its own choice.
    const other = await shopperOf(app);
    expect((await page(other, 'fr/account/prepaid/7001')).text).not.toMatch(
      /value="true"\s+checked/,
    );
  });

  it('refuses a visitor (401), another’s account (404) and a payload without a boolean (400)', async () => {
    const guest = await shopperOf(app, '/', false);
    const body = { IsActivated: true, PrepaidAccountId: 7001 };
    expect((await guest.json(PREPAID_NOTIFICATION_PATH, sendJson(body))).status).toBe(401);
    const visitor = await shopperOf(app);
    const unknown = await visitor.json(
      PREPAID_NOTIFICATION_PATH,
      sendJson({ ...body, PrepaidAccountId: 9 }),
    );
    expect(unknown.status).toBe(404);
    expect(typeof unknown.body.Message).toBe('string');
    const bad = await visitor.json(
      PREPAID_NOTIFICATION_PATH,
      sendJson({ ...body, IsActivated: 'yes' }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('prepaid money into the cart (spec 001 §5, §7 addtocart)', () => {
  it('refuses an empty Quantity with Sales.QuantityIsMandatory and a bad amount', async () => {
    const visitor = await shopperOf(app);
    const empty = await visitor.json(
      PREPAID_ADD_TO_CART_PATH,
      sendJson({ Quantity: '', PrepaidAccountId: 7002 }),
    );
    expect(empty).toMatchObject({
      status: 400,
      body: { Message: 'Veuillez indiquer une quantité.' },
    });
    const tiny = await visitor.json(
      PREPAID_ADD_TO_CART_PATH,
      sendJson({ Quantity: 2.5, PrepaidAccountId: 7002 }),
    );
    expect(tiny.status).toBe(400);
    const other = await visitor.json(
      PREPAID_ADD_TO_CART_PATH,
      sendJson({ Quantity: 20, PrepaidAccountId: 9 }),
    );
    expect(other.status).toBe(404);
  });

  it('adds the amount to the basket: one more item, the total follows', async () => {
    const visitor = await shopperOf(app);
    const added = await visitor.json(
      PREPAID_ADD_TO_CART_PATH,
      sendJson({ Quantity: 50, PrepaidAccountId: 7002 }),
    );
    expect(added.status).toBe(200);
    const summary = prepaidAddAnswerSchema.parse(added.body);
    expect(summary.ItemsCount).toBe(1);
    expect(summary.AmountTaxInclHtml).toMatch(/50,00/);
    const fresh = await visitor.json(
      PREPAID_ADD_TO_CART_PATH,
      sendJson({ Quantity: 10, PrepaidAccountId: null }),
    );
    expect(prepaidAddAnswerSchema.parse(fresh.body).ItemsCount).toBe(2);
    // The basket page shows each as a line of its own, without a quantity to change.
    const basket = await page(visitor, 'fr/shoppingcarts');
    expect(basket.text.match(/basket-line--prepaid/g)).toHaveLength(2);
    expect(basket.text).toContain('Pour le compte n° 7002');
    expect(basket.text).toContain('Un nouveau compte prépayé');
  });
});
