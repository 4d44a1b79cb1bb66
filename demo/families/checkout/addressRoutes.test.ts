/**
 * The checkout's address calls (issue 12; spec 001 §3, §5, §6; our paths, docs/endpoints.md):
 * the VAT check, the choices, the address form's save checked again by the server.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import { customerIdOf } from '../cart/public';

const app = await createApp(defaultOptions());
const variant = products.flatMap((p) => p.variants.filter((v) => v.available))[0];
const customerId = customerIdOf('demo@vitrine.shop') ?? '';
const sendJson = (data: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(data),
});

async function shopper(signedIn = true) {
  const visitor = await shopperOf(app, '/', signedIn);
  await visitor.json(
    'api/v1/catalog/products/addtocart',
    sendJson({ ProductVariantId: variant?.ProductVariantId, Quantity: 1 }),
  );
  return visitor;
}

describe('the VAT check (spec 001 §3, §5)', () => {
  it('answers the documented test numbers and remembers the answer for the page', async () => {
    const { json, request } = await shopper();
    const check = (vat: string) =>
      json(`api/v1/checkout/vat?countryId=21&VAT=${vat}&customerId=${customerId}`);
    expect((await check('BE0123456749')).body).toEqual({
      IsVATValidWebService: true,
      ErrorMessage: '',
    });
    const invalid = await check('BE0123456750');
    expect(invalid.body.IsVATValidWebService).toBe(false);
    expect(invalid.body.ErrorMessage).toBe('Ce numéro de TVA n’est pas valide.');
    expect((await check('BE0999999999')).body.IsVATValidWebService).toBeNull();
    const page = await (await request('fr/checkout')).text();
    expect(page).toContain('data-state="null"');
    expect(page).toContain('value="BE0999999999"');
  });

  it('refuses an empty number and someone else’s customer id', async () => {
    const { json } = await shopper();
    expect(
      (await json(`api/v1/checkout/vat?countryId=21&VAT=&customerId=${customerId}`)).status,
    ).toBe(422);
    expect(
      (await json('api/v1/checkout/vat?countryId=21&VAT=BE0123456749&customerId=999')).status,
    ).toBe(403);
  });
});

describe('the address choices', () => {
  it('ships to the chosen address and refuses an address of another customer', async () => {
    const { json } = await shopper();
    const lille = await json(
      'api/v1/checkout/addresses/choice',
      sendJson({ SameAddressForShipping: false, ExistingShippingAddressId: 2 }),
    );
    expect(lille.body).toMatchObject({
      ShippingCountryCode: 'FR',
      BillingCountryCode: 'BE',
      VatExempt: false,
    });
    expect(
      (await json('api/v1/checkout/addresses/choice', sendJson({ ExistingBillingAddressId: 3 })))
        .status,
    ).toBe(404);
  });
});

describe('the address form', () => {
  const form = (fields: Record<string, string>, token: string) =>
    new URLSearchParams({
      __RequestVerificationToken: token,
      Id: '0',
      AddressType: 'Both',
      BillingCountry: '21',
      BillingCity: 'Namur',
      BillingPostalCode: '5000',
      BillingStreet1: 'Rue de Fer',
      BillingHouseNumber: '25',
      BillingBoxNumber: '',
      BillingVAT: '',
      ...fields,
    });

  async function token(request: (path: string) => Promise<Response>) {
    const page = await (await request('fr/checkout/address/add?for=billing')).text();
    return /name="__RequestVerificationToken" value="([^"]+)"/.exec(page)?.[1] ?? '';
  }

  it('has the spec’s fields with their autocomplete tokens and the postal-code rule', async () => {
    const { request } = await shopper();
    const page = await (await request('fr/checkout/address/add?for=billing')).text();
    for (const name of [
      'Id',
      'AddressType',
      'BillingCountry',
      'BillingCity',
      'BillingPostalCode',
      'BillingStreet1',
      'BillingHouseNumber',
      'BillingBoxNumber',
      'BillingVAT',
    ])
      expect(page).toContain(`name="${name}"`);
    expect(page).toContain('autocomplete="billing postal-code"');
    expect(page).toContain('data-val-regex-pattern="\\d{4}"');
    const shipping = await (await request('fr/checkout/address/add?for=shipping')).text();
    for (const name of ['CountryId', 'City', 'PostalCode', 'Street1', 'HouseNumber', 'BoxNumber'])
      expect(shipping).toContain(`name="${name}"`);
  });

  it('saves by XMLHttpRequest (JSON), checks the postal code again (422), and without script goes back to the checkout', async () => {
    const { request } = await shopper();
    const ajax = { 'X-Requested-With': 'XMLHttpRequest' };
    const t = await token(request);
    const saved = await request('fr/checkout/address/save', {
      method: 'POST',
      headers: ajax,
      body: form({}, t),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ AddressType: 'Both', CountryCode: 'BE' });
    const refused = await request('fr/checkout/address/save', {
      method: 'POST',
      headers: ajax,
      body: form({ BillingPostalCode: '500' }, t),
    });
    expect(refused.status).toBe(422);
    expect((await refused.json()).Errors).toEqual({
      BillingPostalCode: 'Ce code postal n’est pas valide pour le pays choisi.',
    });
    const plain = await request('fr/checkout/address/save', {
      method: 'POST',
      body: form({ BillingCity: 'Dinant', BillingPostalCode: '5500' }, t),
    });
    expect(plain.status).toBe(303);
    expect(await (await request('fr/checkout')).text()).toContain('Dinant');
  });

  it('is refused to a visitor (401) and to the company account (403)', async () => {
    const visitor = await shopper(false);
    const ajax = { headers: { 'X-Requested-With': 'XMLHttpRequest' } };
    expect((await visitor.request('fr/checkout/address/add?for=billing', ajax)).status).toBe(401);
    expect((await visitor.request('fr/checkout/address/add?for=billing')).status).toBe(303);
  });
});
