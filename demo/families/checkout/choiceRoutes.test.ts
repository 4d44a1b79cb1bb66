/** The checkout's choices in the demo (issue 12; spec 001 §3, §4, §9): prepaid, payment method, totals, fragments. */
import { describe, expect, it } from 'vitest';
import { checkoutTotalsSchema } from '../../../src/api/checkout';
import { products } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';

const app = await createApp(defaultOptions());
const variant = products.flatMap((p) => p.variants.filter((v) => v.available))[0];

const sendJson = (data: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(data),
});

async function shopper(signedIn = true, quantity = 1) {
  const visitor = await shopperOf(app, '/', signedIn);
  const added = await visitor.json(
    'api/v1/catalog/products/addtocart',
    sendJson({ ProductVariantId: variant?.ProductVariantId, Quantity: quantity }),
  );
  expect(added.status).toBe(200);
  return visitor;
}

describe('checkout totals and prepaid account', () => {
  it('answers the totals schema; a prepaid account pays part, then the rest is to pay', async () => {
    const { json } = await shopper(true, 1);
    const before = checkoutTotalsSchema.parse((await json('api/v1/checkout/totals')).body);
    expect(before.Prepaid).toBe(0);
    expect(before.ToPay).toBe(before.TotalIncl);
    const gift = await json('api/v1/checkout/prepaid', sendJson({ PrepaidAccountId: 7001 }));
    expect(gift.status).toBe(200);
    const part = checkoutTotalsSchema.parse(gift.body);
    expect(part.Prepaid).toBe(Math.min(25, before.TotalIncl));
    expect(part.ToPay).toBeCloseTo(before.TotalIncl - part.Prepaid, 2);
    const all = checkoutTotalsSchema.parse(
      (await json('api/v1/checkout/prepaid', sendJson({ PrepaidAccountId: 7002 }))).body,
    );
    expect(all.ToPay).toBe(0);
    const none = checkoutTotalsSchema.parse(
      (await json('api/v1/checkout/prepaid', sendJson({ PrepaidAccountId: null }))).body,
    );
    expect(none.Prepaid).toBe(0);
  });

  it('refuses an account that is not the customer’s (422) and a guest (401)', async () => {
    const { json } = await shopper(true);
    const refused = await json('api/v1/checkout/prepaid', sendJson({ PrepaidAccountId: 9999 }));
    expect(refused.status).toBe(422);
    expect(typeof refused.body.Message).toBe('string');
    const guest = await shopper(false);
    expect(
      (await guest.json('api/v1/checkout/prepaid', sendJson({ PrepaidAccountId: 7001 }))).status,
    ).toBe(401);
  });
});

describe('checkout payment method', () => {
  it('saves banktransfer or card, refuses anything else; the page shows the chosen details', async () => {
    const { json, request } = await shopper(false);
    expect(
      (await json('api/v1/checkout/paymentmethod', sendJson({ PaymentMethod: 'cash' }))).status,
    ).toBe(422);
    const saved = await json(
      'api/v1/checkout/paymentmethod',
      sendJson({ PaymentMethod: 'banktransfer' }),
    );
    expect(saved.status).toBe(200);
    const page = await (await request('fr/checkout')).text();
    expect(page).toMatch(/id="checkout-pay-banktransfer"[^>]*checked/);
    expect(page).toContain('BE71 0961 2345 6769');
    expect(page).toMatch(/id="checkout-pay-card-details" data-details="card" hidden/);
  });
});

describe('checkout fragments and page', () => {
  it('serves the summary with data-to-pay and the shipping methods with their popovers', async () => {
    const { request, json } = await shopper(true);
    const totals = checkoutTotalsSchema.parse((await json('api/v1/checkout/totals')).body);
    const summary = await (await request('nl/widget/checkoutsummary')).text();
    expect(summary).toContain(`data-to-pay="${totals.ToPay.toFixed(2)}"`);
    expect(summary).toContain('Nog te betalen');
    const shipping = await (await request('fr/widget/checkoutshipping')).text();
    expect(shipping).toContain('name="ShippingMethodId"');
    expect(shipping).toContain('class="checkout-method__popover"');
    expect(shipping).toContain('data-widget="pickup-point"');
  });

  it('shows the prepaid accounts to the demo customer only', async () => {
    const demo = await shopper(true);
    const page = await (await demo.request('fr/checkout')).text();
    expect(page).toContain('data-widget="prepaid-choice"');
    expect(page).toContain('Carte cadeau');
    const guest = await shopper(false);
    expect(await (await guest.request('fr/checkout')).text()).not.toContain('prepaid-choice');
  });
});
