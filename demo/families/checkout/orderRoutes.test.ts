/**
 * Placing the order (issue 12 "Submit"; spec 001 §3, §4): the server's validation (422 with
 * translated messages on the exact field names), one order per checkout key, the basket
 * emptied for a bank transfer and kept for a card, an unpaid card order found again, the
 * confirmation shown only to its buyer.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { countryByCode, shippingMethodsOf } from '../../data/shipping';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import { orderById, setOrderStatus } from './orderStore';

const app = await createApp(defaultOptions());
const variant = products.flatMap((p) => p.variants).find((v) => v.available);
const methods = shippingMethodsOf(
  countryByCode('BE') ?? { CountryId: 21, Code: 'BE', postalCode: /./ },
);
const home = methods.find((m) => m.kind === 'home')?.ShippingMethodId;
const pickup = methods.find((m) => m.kind === 'pickup')?.ShippingMethodId;
const sendJson = (data: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(data),
});

/** A guest with one line in the basket and, unless told, home delivery chosen. */
async function guest(method: number | undefined = home) {
  const shopper = await shopperOf(app, '/', false);
  await shopper.json(
    'api/v1/catalog/products/addtocart',
    sendJson({ ProductVariantId: variant?.ProductVariantId, Quantity: 2 }),
  );
  if (method)
    await shopper.json(
      'api/v1/shoppingcarts/shippingmethod',
      sendJson({ ShippingMethodId: method }),
    );
  const page = await (await shopper.request('fr/checkout')).text();
  const token = /name="__RequestVerificationToken" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const key = /name="CheckoutKey" value="([^"]+)"/.exec(page)?.[1] ?? '';
  return { ...shopper, token, key };
}

const GUEST = {
  Email: 'guest@example.com',
  FirstName: 'Lea',
  LastName: 'Peeters',
  Phone: '+32 9 123 45 67',
  BillingCountry: '21',
  BillingCity: 'Gent',
  BillingPostalCode: '9000',
  BillingStreet1: 'Veldstraat',
  BillingHouseNumber: '12',
  SameAddressForShipping: 'true',
  PaymentMethod: 'banktransfer',
  AcceptTerms: 'true',
};

async function place(
  shopper: Awaited<ReturnType<typeof guest>>,
  fields: Record<string, string>,
  culture = 'fr',
  accept = 'application/json',
) {
  const body = new URLSearchParams({
    __RequestVerificationToken: shopper.token,
    CheckoutKey: shopper.key,
    ...fields,
  });
  return shopper.request(`${culture}/checkout`, {
    method: 'POST',
    body,
    headers: { Accept: accept },
  });
}

describe('POST /{culture}/checkout', () => {
  it('reads the ticked "same address" box posted with its hidden false, as the page posts it', async () => {
    const shopper = await guest(undefined);
    const { SameAddressForShipping: _, ...fields } = GUEST;
    const body = new URLSearchParams({
      __RequestVerificationToken: shopper.token,
      CheckoutKey: shopper.key,
      ...fields,
    });
    body.append('SameAddressForShipping', 'true');
    body.append('SameAddressForShipping', 'false');
    const response = await shopper.request('fr/checkout', {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses an empty form with every message on its field, in the culture', async () => {
    const shopper = await guest(undefined);
    const response = await place(shopper, {}, 'de');
    expect(response.status).toBe(422);
    const { Errors } = (await response.json()) as { Errors: Record<string, string> };
    expect(Object.keys(Errors).sort()).toEqual(
      [
        'AcceptTerms',
        'BillingCity',
        'BillingCountry',
        'BillingPostalCode',
        'BillingHouseNumber',
        'BillingStreet1',
        'City',
        'CountryId',
        'Email',
        'FirstName',
        'HouseNumber',
        'LastName',
        'PaymentMethod',
        'Phone',
        'PostalCode',
        'Street1',
      ].sort(),
    );
    expect(Errors.PaymentMethod).toBe('Bitte wählen Sie eine Zahlungsart.');
    expect(Errors.Email).toBe('Dieses Feld ist ein Pflichtfeld.');
  });

  it('asks for a pickup point with a pickup method, and a valid e-mail', async () => {
    const shopper = await guest(pickup);
    const response = await place(shopper, { ...GUEST, Email: 'nope' });
    const { Errors } = (await response.json()) as { Errors: Record<string, string> };
    expect(Errors).toEqual({
      ShippingMethodId: 'Veuillez choisir un point de retrait.',
      Email: 'Veuillez saisir une adresse e-mail valide.',
    });
  });

  it('places one order for one key, empties the basket for a bank transfer', async () => {
    const shopper = await guest();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => place(shopper, GUEST)));
    const bodies = (await Promise.all(answers.map((a) => a.json()))) as Array<{ OrderId: string }>;
    expect(new Set(bodies.map((b) => b.OrderId)).size).toBe(1);
    const order = orderById(bodies[0]?.OrderId ?? '');
    expect(order?.status).toBe('AwaitingTransfer');
    expect(order?.email).toBe('guest@example.com');
    expect(order?.billing.City).toBe('Gent');
    expect(order?.lines[0]?.quantity).toBe(2);
    const basket = await (await shopper.request('fr/checkout')).text();
    expect(basket).toContain('Votre panier est vide');
  });

  it('keeps the basket for a card order and answers it again after a refused payment', async () => {
    const shopper = await guest();
    const first = (await (await place(shopper, { ...GUEST, PaymentMethod: 'card' })).json()) as {
      OrderId: string;
      PaymentMethod: string;
    };
    expect(first.PaymentMethod).toBe('card');
    setOrderStatus(first.OrderId, 'PaymentFailed');
    const again = await guest();
    // The same session submits a new page (a new key): the same unpaid order comes back.
    const second = (await (
      await place({ ...shopper, key: again.key }, { ...GUEST, PaymentMethod: 'card' })
    ).json()) as { OrderId: string };
    expect(second.OrderId).toBe(first.OrderId);
    expect(orderById(first.OrderId)?.status).toBe('AwaitingPayment');
  });

  it('without script: a 303 to the confirmation, which only its buyer sees', async () => {
    const shopper = await guest();
    const response = await place(shopper, GUEST, 'fr', 'text/html');
    expect(response.status).toBe(303);
    const location = response.headers.get('Location') ?? '';
    expect(location).toMatch(/^\/fr\/checkout\/confirmation\/[\w-]+$/);
    const page = await (await shopper.request(location.slice(1))).text();
    expect(page).toContain('Merci pour votre commande');
    expect(page).toContain('BE71 0961 2345 6769');
    expect(page).toContain('data-widget="purchase-tracking"');
    const stranger = await shopperOf(app, '/', false);
    expect((await stranger.request(location.slice(1))).status).toBe(404);
  });

  it('without script: a refusal is a page listing what to correct, with the way back', async () => {
    const shopper = await guest();
    const response = await place(shopper, { ...GUEST, AcceptTerms: '' }, 'it', 'text/html');
    expect(response.status).toBe(422);
    const page = await response.text();
    expect(page).toContain('Il modulo contiene errori');
    expect(page).toContain('<li>Selezioni questa casella per continuare.</li>');
    expect(page).toContain('href="/it/checkout"');
  });

  it('refuses a key that another session placed', async () => {
    const buyer = await guest();
    expect((await place(buyer, GUEST)).status).toBe(200);
    const other = await guest();
    expect((await place({ ...other, key: buyer.key }, GUEST)).status).toBe(403);
  });

  it('says a refused payment with a Pay again link, and tracks no purchase', async () => {
    const shopper = await guest();
    const { OrderId } = (await (
      await place(shopper, { ...GUEST, PaymentMethod: 'card' })
    ).json()) as {
      OrderId: string;
    };
    setOrderStatus(OrderId, 'PaymentFailed');
    const page = await (await shopper.request(`nl/checkout/confirmation/${OrderId}`)).text();
    expect(page).toContain('Opnieuw betalen');
    expect(page).toContain(`href="/nl/checkout/pay/${OrderId}"`);
    expect(page).not.toContain('purchase-tracking');
  });
});
