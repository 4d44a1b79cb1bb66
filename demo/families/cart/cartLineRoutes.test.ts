/**
 * The cart page's lines (spec 001 §2, §3, §7; our contract for the two changes): the fragment,
 * a quantity change within the rules of spec 000 §5, a deletion, and their refusals.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });

const units = (stock: Record<number, number>) => Object.values(stock).reduce((a, b) => a + b, 0);
const simple = products
  .filter((p) => p.quantity.min === 1 && p.quantity.step === 1 && p.quantity.max === 0)
  .flatMap((p) => p.variants.map((v) => ({ product: p, variant: v })))
  .find(({ variant }) => variant.available && units(variant.stock) >= 10);
if (!simple) throw new Error('no simple variant in stock');
const id = simple.variant.ProductVariantId;

async function shopperWithLine(quantity = 2) {
  const shopper = await shopperOf(app, '/shop/', false);
  const added = await shopper.json('api/v1/catalog/products/addtocart', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ProductVariantId: id, Quantity: quantity }),
  });
  expect(added.status).toBe(200);
  return shopper;
}

const fragment = async (shopper: Awaited<ReturnType<typeof shopperOf>>, culture = 'fr') => {
  const response = await shopper.request(`${culture}/widget/shoppingcartitems`);
  expect(response.headers.get('Content-Type')).toContain('text/html');
  return new DOMParser().parseFromString(await response.text(), 'text/html');
};

const put = (quantity: unknown, culture = 'fr', line = id) => ({
  path: `api/v1/shoppingcarts/items/${line}?culture=${culture}`,
  init: {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Quantity: quantity }),
  },
});

describe('the cart items fragment', () => {
  it('shows each line linked to its variant, with its rule, totals and checkout', async () => {
    const shopper = await shopperWithLine(2);
    const page = await fragment(shopper);
    const line = page.querySelector(`[data-line="${id}"]`);
    expect(line?.getAttribute('data-item-origin-and-key')).toBe(`Catalog-${id}`);
    expect(line?.querySelector('a')?.getAttribute('href')).toBe(
      `/shop/fr/catalog/product/${simple.product.slug}?variant=${id}`,
    );
    expect(line?.querySelector('img')?.getAttribute('src')).toMatch(/^\/shop\/media\/product\//);
    const input = line?.querySelector<HTMLInputElement>('input[name="Quantity"]');
    expect(input?.value).toBe('2');
    expect(input?.dataset.max).toBe(String(units(simple.variant.stock)));
    const item = JSON.parse(line?.getAttribute('data-item') ?? '{}');
    expect(item).toMatchObject({ item_id: String(simple.product.id), quantity: 2 });
    expect(page.querySelector('.basket-totals')?.textContent).toContain('Total TTC');
    expect(page.querySelector('.basket-checkout a')?.getAttribute('href')).toBe(
      '/shop/fr/checkout',
    );
  });

  it('is empty, checkout disabled with its reason, when the basket is', async () => {
    const shopper = await shopperOf(app, '/shop/', false);
    const page = await fragment(shopper, 'de');
    expect(page.querySelector('.basket-lines')).toBeNull();
    expect(page.querySelector('.basket-checkout button')?.hasAttribute('disabled')).toBe(true);
    expect(page.querySelector('.basket-checkout__reason')?.textContent).toBe(
      'Legen Sie einen Artikel in den Warenkorb, um zu bestellen.',
    );
  });
});

describe('changing a line', () => {
  it('sets the quantity and answers the basket summary', async () => {
    const shopper = await shopperWithLine(1);
    const { path, init } = put(4);
    const answer = await shopper.json(path, init);
    expect(answer).toMatchObject({ status: 200, body: { ItemsCount: 4 } });
    expect(
      (await fragment(shopper)).querySelector<HTMLInputElement>('input[name="Quantity"]')?.value,
    ).toBe('4');
  });

  it.each([
    [0, 'fr'],
    [1.5, 'fr'],
    ['two', 'de'],
  ])('refuses the quantity %s with a translated message (422)', async (quantity, culture) => {
    const shopper = await shopperWithLine(1);
    const { path, init } = put(quantity, culture);
    const answer = await shopper.json(path, init);
    expect(answer.status).toBe(422);
    expect(answer.body.Message).toBe(
      culture === 'de'
        ? 'Dieser Artikel kann nicht bestellt werden.'
        : 'Ce produit ne peut pas être commandé.',
    );
  });

  it('refuses more than the stock (spec 000 §5)', async () => {
    const shopper = await shopperWithLine(1);
    const { path, init } = put(units(simple.variant.stock) + 1);
    const answer = await shopper.json(path, init);
    expect(answer.status).toBe(422);
    expect(String(answer.body.Message)).toMatch(/\d/);
  });

  it('answers 404 with a message for a line not in the basket', async () => {
    const shopper = await shopperWithLine(1);
    const { path, init } = put(2, 'fr', id + 1_000_000);
    expect(await shopper.json(path, init)).toEqual({
      status: 404,
      body: { Message: 'Cet article n’est plus dans votre panier.' },
    });
    const gone = await shopper.json(`api/v1/shoppingcarts/items/${id + 1_000_000}`, {
      method: 'DELETE',
    });
    expect(gone.status).toBe(404);
  });

  it('deletes a line and answers the basket summary', async () => {
    const shopper = await shopperWithLine(3);
    const answer = await shopper.json(`api/v1/shoppingcarts/items/${id}?culture=fr`, {
      method: 'DELETE',
    });
    expect(answer).toMatchObject({ status: 200, body: { ItemsCount: 0 } });
    expect((await fragment(shopper)).querySelector('.basket__empty')).not.toBeNull();
  });

  it('refuses a change without the anti-forgery token', async () => {
    const response = await app.request(`/shop/api/v1/shoppingcarts/items/${id}`, {
      method: 'DELETE',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
  });
});

describe('without script: the fragment’s forms', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const tokenOf = async (shopper: Awaited<ReturnType<typeof shopperOf>>) =>
    (await fragment(shopper)).querySelector<HTMLInputElement>(
      'input[name="__RequestVerificationToken"]',
    )?.value ?? '';

  it('posts a quantity, then back to the basket page with it', async () => {
    const shopper = await shopperWithLine(1);
    const token = await tokenOf(shopper);
    const response = await shopper.request(
      `fr/shoppingcarts/items/${id}`,
      form({ __RequestVerificationToken: token, Quantity: '3', Step: '0' }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/shop/fr/shoppingcarts');
    const page = await fragment(shopper);
    expect(page.querySelector<HTMLInputElement>('input[name="Quantity"]')?.value).toBe('3');
  });

  it('takes a stepper’s step, within the line’s rule', async () => {
    const shopper = await shopperWithLine(1);
    const token = await tokenOf(shopper);
    const post = (step: string) =>
      shopper.request(
        `fr/shoppingcarts/items/${id}`,
        form({ __RequestVerificationToken: token, Quantity: '1', Step: step }),
      );
    expect((await post('-1')).status).toBe(303);
    const page = await fragment(shopper);
    expect(page.querySelector<HTMLInputElement>('input[name="Quantity"]')?.value).toBe('1');
    expect(page.querySelector('.basket-messages')).toBeNull();
    await post('1');
    expect(
      (await fragment(shopper)).querySelector<HTMLInputElement>('input[name="Quantity"]')?.value,
    ).toBe('2');
  });

  it('says on the page why a quantity was refused, once', async () => {
    const shopper = await shopperWithLine(1);
    const token = await tokenOf(shopper);
    await shopper.request(
      `de/shoppingcarts/items/${id}`,
      form({ __RequestVerificationToken: token, Quantity: '0' }),
    );
    const page = await fragment(shopper, 'de');
    expect(page.querySelector('.basket-messages li')?.textContent).toBe(
      `${simple.product.name.de}: Dieser Artikel kann nicht bestellt werden.`,
    );
    expect(page.querySelector<HTMLInputElement>('input[name="Quantity"]')?.value).toBe('1');
    expect((await fragment(shopper, 'de')).querySelector('.basket-messages')).toBeNull();
  });

  it('deletes a line, and refuses a form without the token', async () => {
    const shopper = await shopperWithLine(2);
    const refused = await shopper.request(`fr/shoppingcarts/items/${id}/delete`, form({}));
    expect(refused.status).toBe(400);
    const token = await tokenOf(shopper);
    const response = await shopper.request(
      `fr/shoppingcarts/items/${id}/delete`,
      form({ __RequestVerificationToken: token }),
    );
    expect(response.status).toBe(303);
    expect((await fragment(shopper)).querySelector('.basket__empty')).not.toBeNull();
  });
});
