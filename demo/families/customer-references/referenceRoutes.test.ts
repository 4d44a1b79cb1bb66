/**
 * The customer-reference routes of the demo CMS (issue 5, spec 000 §3, §8): the reference block
 * of a variant and its update, for a signed-in shopper, an anonymous one and bad input.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';

const app = await createApp({ ...defaultOptions(), base: '/' });
const [first] = products.flatMap((p) => p.variants.filter((v) => v.available));
const variantId = first?.ProductVariantId ?? 0;
const productOf = (id: number) =>
  products.find((p) => p.variants.some((v) => v.ProductVariantId === id));
const visitor = (target = app, base = '/', signedIn = true) => shopperOf(target, base, signedIn);

describe('customer reference routes', () => {
  const productId = productOf(variantId)?.id ?? 0;
  const fragment = `widget/catalog/CustomerReferenceUpdate?productId=${productId}&productVariantId=${variantId}`;
  const update = (reference: string) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ProductId: productId,
      ProductVariantId: variantId,
      CustomerReference: reference,
    }),
  });

  it('asks anonymous shoppers to sign in, coming back to the variant', async () => {
    const { request, json } = await visitor(app, '/', false);
    const html = await (await request(fragment)).text();
    expect(html).not.toContain('data-widget="customer-reference-update"');
    expect(html).toContain(
      `security/login?returnUrl=${encodeURIComponent(`/fr/catalog/product/${productOf(variantId)?.slug}?variant=${variantId}`)}`,
    );
    expect((await json('api/v1/catalog/customerref/update', update('X'))).status).toBe(401);
  });

  it('saves, shows and removes the reference of a signed-in shopper', async () => {
    const { request, json } = await visitor();
    expect(await (await request(fragment)).text()).toContain('data-reference=""');
    const saved = await json('api/v1/catalog/customerref/update', update('  MY-REF-1 '));
    expect(saved.body).toMatchObject({
      Status: 'Success',
      Message: 'Votre référence a été enregistrée.',
    });
    expect(await (await request(fragment)).text()).toContain('data-reference="MY-REF-1"');
    const removed = await json('api/v1/catalog/customerref/update', update(''));
    expect(removed.body.Message).toBe('Votre référence a été supprimée.');
  });

  it('answers a failure Status for a long reference or a wrong product', async () => {
    const { json } = await visitor();
    const long = await json('api/v1/catalog/customerref/update', update('x'.repeat(51)));
    expect(long.body).toEqual({
      Status: 'Error',
      Message: 'Votre référence ne peut pas dépasser 50 caractères.',
    });
    const wrong = await json('api/v1/catalog/customerref/update', {
      ...update('A'),
      body: JSON.stringify({ ProductId: 0, ProductVariantId: variantId, CustomerReference: 'A' }),
    });
    expect(wrong.body.Status).toBe('Error');
  });

  it('answers 404 for an unknown variant', async () => {
    const { request } = await visitor();
    expect(
      (await request('widget/catalog/CustomerReferenceUpdate?productVariantId=0')).status,
    ).toBe(404);
  });
});
