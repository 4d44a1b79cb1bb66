/**
 * The demo's card payment (issue 12; decision 032): the payment session of an order (404 for
 * another session, 409 once paid), one payment per session, refused then paid again on the
 * same order, and the confirmation step's return settled on the server.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { countryByCode, shippingMethodsOf } from '../../data/shipping';
import { createApp, defaultOptions } from '../../server/app';

const belgium = countryByCode('BE');
const homeDelivery = belgium
  ? shippingMethodsOf(belgium).find((method) => method.kind === 'home')?.ShippingMethodId
  : undefined;
const app = await createApp({ ...defaultOptions(), base: '/' });

/** A browser of its own: a cookie jar and the page's anti-forgery token. */
async function shopper() {
  let cookie = '';
  const send = async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const answer = await app.request(path, { ...init, headers });
    cookie = answer.headers.get('Set-Cookie')?.split(';')[0] ?? cookie;
    return answer;
  };
  const home = await (await send('/fr/')).text();
  const token = /"antiForgeryToken":"([^"]+)"/.exec(home)?.[1] ?? '';
  const json = (path: string, body: unknown = {}) =>
    send(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', RequestVerificationToken: token },
      body: JSON.stringify(body),
    });
  return { send, json, token };
}

async function cardOrder() {
  const browser = await shopper();
  const login = new URLSearchParams({
    __RequestVerificationToken: browser.token,
    Email: 'demo@vitrine.shop',
    Password: 'vitrine-demo',
    returnUrl: '/fr/',
  });
  await browser.send('/fr/security/login', { method: 'POST', body: login });
  const variant = products.flatMap((product) => product.variants).find((v) => v.available);
  await browser.json('/api/v1/catalog/products/addtocart', {
    ProductVariantId: variant?.ProductVariantId,
    Quantity: 1,
  });
  const form = new URLSearchParams({
    __RequestVerificationToken: browser.token,
    PaymentMethod: 'card',
    ShippingMethodId: String(homeDelivery),
    AcceptTerms: 'true',
    CheckoutKey: `unit-${Math.random()}`,
  });
  const placed = await browser.send('/fr/checkout', {
    method: 'POST',
    headers: { Accept: 'application/json' },
    body: form,
  });
  const { OrderId } = (await placed.json()) as { OrderId: string };
  return { ...browser, orderId: OrderId };
}

const sessionOf = async (browser: Awaited<ReturnType<typeof cardOrder>>) => {
  const answer = await browser.json(`/api/v1/checkout/orders/${browser.orderId}/paymentsession`);
  return { status: answer.status, body: (await answer.json()) as Record<string, string> };
};
const pay = (
  browser: Awaited<ReturnType<typeof cardOrder>>,
  session: Record<string, string>,
  number: string,
) =>
  browser
    .json(`/payment-provider/sessions/${session.Id}/payments`, {
      sessionData: session.SessionData,
      number,
      returnUrl: `http://localhost/fr/checkout/pay/${browser.orderId}`,
    })
    .then((answer) => answer.json() as Promise<{ resultCode: string; url?: string }>);

describe('the demo card payment', () => {
  it('answers a session for the order, 404 to another shopper', async () => {
    const browser = await cardOrder();
    const { status, body } = await sessionOf(browser);
    expect(status).toBe(200);
    expect(body).toMatchObject({ Provider: 'demopay', Environment: 'test' });
    const stranger = await shopper();
    const other = await stranger.json(`/api/v1/checkout/orders/${browser.orderId}/paymentsession`);
    expect(other.status).toBe(404);
  });

  it('keeps one payment per session; a refused order is paid with a new session, then 409', async () => {
    const browser = await cardOrder();
    const first = (await sessionOf(browser)).body;
    expect(await pay(browser, first, '4000000000000002')).toEqual({ resultCode: 'Refused' });
    expect(await pay(browser, first, '4111111111111111')).toEqual({ resultCode: 'Refused' });
    const second = (await sessionOf(browser)).body;
    expect(await pay(browser, second, '4111111111111111')).toEqual({ resultCode: 'Authorised' });
    expect((await sessionOf(browser)).status).toBe(409);
  });

  it('settles the confirmation step from its return', async () => {
    const browser = await cardOrder();
    const session = (await sessionOf(browser)).body;
    const step = await pay(browser, session, '4000000000003220');
    expect(step.resultCode).toBe('RedirectShopper');
    const choice = new URLSearchParams({ choice: 'confirm' });
    const back = await browser.send(step.url ?? '', { method: 'POST', body: choice });
    const location = new URL(back.headers.get('Location') ?? '', 'http://localhost');
    expect(location.pathname).toBe(`/fr/checkout/pay/${browser.orderId}`);
    const details = await browser.json(`/payment-provider/sessions/${session.Id}/details`, {
      redirectResult: location.searchParams.get('redirectResult'),
    });
    expect(await details.json()).toEqual({ resultCode: 'Authorised' });
    expect((await sessionOf(browser)).status).toBe(409);
  });
});
