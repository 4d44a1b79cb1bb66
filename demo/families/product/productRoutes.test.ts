/**
 * The product routes of the demo CMS (issue 5; spec 000 §7): variation answers, stock and
 * degressive fragments, back-in-stock subscriptions, and the add-to-cart rules.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import type { Product, ProductVariant } from '../../data/catalog/types';
import { createApp, defaultOptions } from '../../server/app';
import { stringResources } from '../../server/strings';
import { stockSubscriptions } from './productRoutes';
import { stockOf } from './variation';

const app = await createApp({ ...defaultOptions(), base: '/' });
const shopApp = await createApp({ ...defaultOptions(), base: '/shop/' });

/** A visitor who has seen a page in `culture`: keeps the cookie, knows the token. */
async function visitor(culture = 'fr', target = app, base = '/') {
  const first = await target.request(`${base}${culture}/`);
  const cookie = first.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  const settings = JSON.parse(
    /id="vitrine-settings">([^<]*)</.exec(await first.text())?.[1] ?? '{}',
  ) as { antiForgeryToken: string };
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Cookie', cookie);
    return target.request(`${base}${path}`, { ...init, headers });
  };
  const post = (path: string, body: Record<string, string>, token = settings.antiForgeryToken) =>
    request(path, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        RequestVerificationToken: token,
      },
      body: new URLSearchParams(body).toString(),
    });
  const order = (variantId: number, quantity: unknown) =>
    request('api/v1/catalog/products/addtocart', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        RequestVerificationToken: settings.antiForgeryToken,
      },
      body: JSON.stringify({ ProductVariantId: variantId, Quantity: quantity, Name: 'test' }),
    });
  return { request, post, order, sessionId: cookie.split('=')[1] ?? '' };
}

const find = (test: (product: Product, variant: ProductVariant) => boolean) => {
  for (const product of products) {
    const variant = product.variants.find((v) => test(product, v));
    if (variant) return { product, variant };
  }
  throw new Error('no such variant in the catalogue');
};
const inStock = find(
  (p, v) =>
    v.available &&
    stockOf(v) > 20 &&
    p.quantity.step === 1 &&
    p.quantity.max === 0 &&
    p.quantity.min === 1,
);
const outOfStock = find((_, v) => v.available && stockOf(v) === 0);
const missing = find((_, v) => !v.available);
const degressive = find((p) => p.degressivePrices.length > 0);
const plain = find((p) => p.degressivePrices.length === 0);
const stocked = (rule: (p: Product) => boolean) =>
  find((p, v) => rule(p) && v.available && stockOf(v) > 12);
const variations = (id: number, query = '') =>
  `api/v1/catalog/products/${id}/productvariants${query}`;

describe('GET productvariants', () => {
  it('answers the variant and attributes in the culture and currency of the session', async () => {
    const { request } = await visitor('de');
    const { product } = find((p) => p.attributes.length === 2);
    const response = await request(variations(product.id));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.ProductVariantViewModel).toMatchObject({
      ProductId: product.id,
      CurrencyCode: 'EUR',
    });
    expect(answer.ProductVariantAttributesViewModel[0].Value).toBe(product.attributes[0]?.name.de);
  });

  it('follows a culture query and works under a base path', async () => {
    const { request } = await visitor('fr', shopApp, '/shop/');
    const { product } = find((p) => p.attributes.length > 0);
    const answer = await (await request(variations(product.id, '?culture=it&Quantity=2'))).json();
    expect(answer.ProductVariantAttributesViewModel[0].Value).toBe(product.attributes[0]?.name.it);
  });

  it.each([
    ['an unknown product', variations(999999), 404],
    ['a malformed product id', 'api/v1/catalog/products/12abc/productvariants', 404],
    ['a value of another product', variations(inStock.product.id, '?VariantValueId1=999999'), 422],
    ['an attribute the product lacks', variations(inStock.product.id, '?VariantValueId9=1'), 422],
    ['a zero quantity', variations(inStock.product.id, '?Quantity=0'), 422],
    ['a decimal quantity', variations(inStock.product.id, '?Quantity=2.5'), 422],
    ['a text quantity', variations(inStock.product.id, '?Quantity=many'), 422],
  ])('refuses %s', async (_, address, status) => {
    const { request } = await visitor();
    const response = await request(address);
    expect(response.status).toBe(status);
    expect((await response.json()).Message).toBeTruthy();
  });
});

describe('GET widget/catalog/StockByWarehouse', () => {
  const stock = (product: Product, variant: ProductVariant, all = false) =>
    `widget/catalog/StockByWarehouse?productId=${product.id}&productVariantId=${variant.ProductVariantId}&displayAllActiveWarehouses=${all}`;

  it('shows the compact block with a link to every warehouse', async () => {
    const { request } = await visitor('fr', shopApp, '/shop/');
    const body = await (await request(stock(inStock.product, inStock.variant))).text();
    expect(body).toContain(stringResources.fr.Catalog?.InStock);
    expect(body).toContain(
      `href="/shop/widget/catalog/StockByWarehouse?productId=${inStock.product.id}&amp;productVariantId=${inStock.variant.ProductVariantId}&amp;displayAllActiveWarehouses=true" data-modal="${stringResources.fr.Catalog?.StockByWarehouse}"`,
    );
    expect(body).not.toContain('stocknotification');
  });

  it('offers the back-in-stock popup for an out-of-stock variant', async () => {
    const { request } = await visitor('nl');
    const body = await (await request(stock(outOfStock.product, outOfStock.variant))).text();
    expect(body).toContain(stringResources.nl.Catalog?.OutOfStock);
    expect(body).toContain(
      `href="/nl/catalog/stocknotification/subscribe?ProductVariantId=${outOfStock.variant.ProductVariantId}&amp;ProductId=${outOfStock.product.id}"`,
    );
  });

  it('says unavailable for a combination that does not exist', async () => {
    const { request } = await visitor('es');
    const body = await (await request(stock(missing.product, missing.variant))).text();
    expect(body).toContain(stringResources.es.Catalog?.Unavailable);
  });

  it('lists every warehouse in a table with the displayAllActiveWarehouses flag', async () => {
    const { request } = await visitor('de');
    const body = await (await request(stock(outOfStock.product, outOfStock.variant, true))).text();
    expect(body).toContain('<caption>');
    expect(body.match(/<th scope="row">/g)).toHaveLength(3);
    expect(body.match(new RegExp(stringResources.de.Catalog?.OutOfStock ?? '-', 'g'))).toHaveLength(
      3,
    );
  });

  it.each([
    ['an unknown variant', 'productId=1001&productVariantId=1'],
    [
      'a variant of another product',
      `productId=${inStock.product.id + 1}&productVariantId=${inStock.variant.ProductVariantId}`,
    ],
    ['a malformed variant id', 'productVariantId=12abc'],
    ['no variant id', 'productId=1001'],
  ])('answers 404 for %s', async (_, query) => {
    const { request } = await visitor();
    expect((await request(`widget/catalog/StockByWarehouse?${query}`)).status).toBe(404);
  });
});

describe('GET widget/catalog/DegressivePrice', () => {
  it('shows the steps in the session currency, empty without degressive prices', async () => {
    const { request, post } = await visitor('fr');
    await post('api/v1/currencyconverter/currency/changeto/USD', {});
    const body = await (
      await request(
        `widget/catalog/DegressivePrice?productVariantId=${degressive.variant.ProductVariantId}`,
      )
    ).text();
    expect(body).toContain(stringResources.fr.Catalog?.DegressivePrice);
    expect(body).toContain('$US');
    expect(body.match(/<tr>/g)).toHaveLength(4);
    const none = await request(
      `widget/catalog/DegressivePrice?productVariantId=${plain.variant.ProductVariantId}`,
    );
    expect(none.status).toBe(200);
    expect(await none.text()).toBe('');
    expect((await request('widget/catalog/DegressivePrice?productVariantId=x')).status).toBe(404);
  });
});

describe('back-in-stock subscription', () => {
  const path = 'fr/catalog/stocknotification/subscribe';
  const ids = {
    ProductVariantId: String(outOfStock.variant.ProductVariantId),
    ProductId: String(outOfStock.product.id),
  };

  it('renders the ajax form with validation attributes and the token', async () => {
    const { request } = await visitor('fr');
    const body = await (await request(`${path}?${new URLSearchParams(ids)}`)).text();
    const container = `stock-notification-${ids.ProductVariantId}`;
    expect(body).toContain(`id="${container}"`);
    expect(body).toContain(`data-ajax-update="#${container}"`);
    expect(body).toContain('data-val-required=');
    expect(body).toContain('data-val-email=');
    expect(body).toContain('name="__RequestVerificationToken"');
  });

  it.each([
    ['an unknown culture', `xx/catalog/stocknotification/subscribe?${new URLSearchParams(ids)}`],
    ['ids that disagree', `${path}?ProductVariantId=${ids.ProductVariantId}&ProductId=1`],
    [
      'a combination that does not exist',
      `${path}?ProductVariantId=${missing.variant.ProductVariantId}`,
    ],
  ])('answers 404 for %s', async (_, address) => {
    const { request } = await visitor();
    expect((await request(address)).status).toBe(404);
  });

  it.each([
    ['', 'Required'],
    ['   ', 'Required'],
    ['not-an-address', 'Email'],
    ['ana@localhost', 'Email'],
  ])(
    're-renders the form with the message for %j (200, so the ajax form shows it)',
    async (email, key) => {
      const { post, sessionId } = await visitor('fr');
      const response = await post(path, { ...ids, Email: email });
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain('<form');
      expect(body).toContain(`>${stringResources.fr.Validation?.[key]}</span>`);
      expect(body).toContain('aria-invalid="true"');
      expect(stockSubscriptions(sessionId)).toEqual([]);
    },
  );

  it('stores a valid subscription once and thanks the shopper', async () => {
    const { post, sessionId } = await visitor('fr');
    const response = await post(path, { ...ids, Email: ' ana@example.com ' });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('role="status"');
    expect(body).toContain('ana@example.com');
    expect(body).not.toContain('<form');
    await post(path, { ...ids, Email: 'ANA@example.com' });
    expect(stockSubscriptions(sessionId)).toMatchObject([
      {
        productVariantId: outOfStock.variant.ProductVariantId,
        email: 'ana@example.com',
        culture: 'fr',
      },
    ]);
  });

  it('accepts the token from the hidden field of a form posted without script', async () => {
    const first = await app.request('/fr/');
    const cookie = first.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    const token = /"antiForgeryToken":"([^"]+)"/.exec(await first.text())?.[1] ?? '';
    const response = await app.request(`/${path}`, {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...ids,
        Email: 'ana@example.com',
        __RequestVerificationToken: token,
      }).toString(),
    });
    expect(response.status).toBe(200);
    expect(token).not.toBe('');
  });

  it('refuses a post without the anti-forgery token', async () => {
    const { post } = await visitor('fr');
    expect((await post(path, { ...ids, Email: 'ana@example.com' }, 'forged')).status).toBe(400);
  });
});

describe('POST addtocart rules', () => {
  const catalog = stringResources.de.Catalog ?? {};

  it.each([
    [
      'below the minimum',
      stocked((p) => p.quantity.min === 2),
      1,
      catalog.OrderQuantityMin?.replace('{{min}}', '2'),
    ],
    [
      'off the step',
      stocked((p) => p.quantity.step === 3),
      4,
      catalog.OrderQuantityStep?.replace('{{step}}', '3'),
    ],
    [
      'above the maximum',
      stocked((p) => p.quantity.max === 10),
      11,
      catalog.OrderQuantityMax?.replace('{{max}}', '10'),
    ],
    ['out of stock', outOfStock, 1, catalog.OrderOutOfStock],
    ['a combination that does not exist', missing, 1, catalog.OrderNotPossible],
    ['more than the stock', inStock, stockOf(inStock.variant) + 1, `${stockOf(inStock.variant)}`],
    ['a text quantity', inStock, 'two', catalog.OrderNotPossible],
    ['a negative quantity', inStock, -1, catalog.OrderNotPossible],
  ])('refuses an order %s with a translated 422', async (_, found, quantity, message) => {
    const { order } = await visitor('de');
    const response = await order(found.variant.ProductVariantId, quantity);
    expect(response.status).toBe(422);
    expect((await response.json()).Message).toContain(message);
  });

  it('counts the basket line against the maximum and accepts what the rules allow', async () => {
    const { order } = await visitor('de');
    const capped = stocked((p) => p.quantity.max === 10);
    expect((await order(capped.variant.ProductVariantId, 6)).status).toBe(200);
    expect((await order(capped.variant.ProductVariantId, 5)).status).toBe(422);
    const summary = await (await order(capped.variant.ProductVariantId, 4)).json();
    expect(summary.ItemsCount).toBe(10);
    const stepped = stocked((p) => p.quantity.step === 3);
    expect((await order(stepped.variant.ProductVariantId, 6)).status).toBe(200);
  });
});
