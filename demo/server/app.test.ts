/**
 * The demo CMS answers the contract (issue 2 §3): pages per culture with the settings block
 * and placeholders, string resources, the basket summary and wishlist count, the
 * anti-forgery rule, and the base path. Hono answers Web Requests, so no port is opened.
 */
import { describe, expect, it } from 'vitest';
import { basketSummarySchema } from '../../src/api/cart';
import { wishlistCountSchema } from '../../src/api/wishlist';
import { products } from '../data/catalog';
import { createApp, defaultOptions } from './app';

const app = await createApp({ ...defaultOptions(), base: '/' });
const shopApp = await createApp({ ...defaultOptions(), base: '/shop/' });

/** A visitor: keeps the session cookie between requests. */
function visitor(target = app) {
  let cookie = '';
  return async (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (cookie) headers.set('Cookie', cookie);
    const response = await target.request(path, { ...init, headers });
    const set = response.headers.get('Set-Cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
}

const settingsOf = (html: string) =>
  JSON.parse(/id="vitrine-settings">([^<]*)</.exec(html)?.[1] ?? '{}') as Record<string, string>;

describe('demo CMS', () => {
  it('redirects the site root to the French home page', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/fr/');
  });

  it.each(['fr', 'nl', 'es', 'de', 'it', 'pt'])(
    'renders the %s home page with settings and placeholders',
    async (culture) => {
      const response = await app.request(`/${culture}/`);
      const html = await response.text();
      expect(response.status).toBe(200);
      expect(html).toContain(`<html lang="${culture}">`);
      expect(html).toContain('data-widget="basket-summary"');
      expect(html).toContain('data-widget="wishlist-count"');
      expect(html).toContain('data-page-region');
      expect(settingsOf(html)).toMatchObject({
        culture,
        appPath: '/',
        websitePath: `/${culture}/`,
        currency: 'EUR',
      });
    },
  );

  it('serves string resources per culture and 404 for an unknown culture', async () => {
    const nl = (await (await app.request('/api/v1/localization/nl/stringresources')).json()) as {
      Core: Record<string, string>;
    };
    expect(nl.Core.Close).toBeTruthy();
    expect((await app.request('/api/v1/localization/xx/stringresources')).status).toBe(404);
  });

  it('answers the basket summary of the session, in the contract shape', async () => {
    const request = visitor();
    const settings = settingsOf(await (await request('/de/')).text());
    const variant = products.flatMap((p) => p.variants).find((v) => v.available);
    const added = await request('/api/v1/catalog/products/addtocart', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        RequestVerificationToken: settings.antiForgeryToken ?? '',
      },
      body: JSON.stringify({ ProductVariantId: variant?.ProductVariantId, Quantity: 2, Name: 'x' }),
    });
    expect(added.status).toBe(200);
    const summary = basketSummarySchema.parse(
      await (await request('/api/v1/shoppingcarts')).json(),
    );
    expect(summary.ItemsCount).toBe(2);
    // German formatting: comma decimals and the euro sign after the amount.
    expect(summary.AmountTaxInclHtml).toMatch(/^\d[\d.]*,\d{2}\s€$/);
  });

  it('refuses an unsafe call without the anti-forgery token', async () => {
    const response = await visitor()('/api/v1/catalog/products/addtocart', {
      method: 'POST',
      body: '{}',
    });
    expect(response.status).toBe(400);
  });

  it('answers zero wishlist products to a new visitor', async () => {
    const count = wishlistCountSchema.parse(
      await (await app.request('/api/v1/catalog/wishlist/products/count')).json(),
    );
    expect(count).toBe(0);
  });

  it('serves generated SVG product images', async () => {
    const product = products[0];
    const response = await app.request(`/media/product/${product?.id}/0.svg`);
    expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await response.text()).toMatch(/^<svg/);
  });

  it('lists every widget in the gallery', async () => {
    const html = await (await app.request('/it/gallery')).text();
    expect(html).toContain('data-gallery-widget="basket-summary"');
    expect(html).toContain('data-gallery-widget="wishlist-count"');
    expect(html).toContain('data-basket-url');
  });

  it('explains each attribute to editors in the page’s language (issue 10 §5)', async () => {
    const html = await (await app.request('/de/gallery')).text();
    const page = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
    // Outside the examples' markup, no developer note: no code quote, no spec reference.
    const prose = page.replace(/<pre class="gallery__code"[\s\S]*?<\/pre>/g, '');
    expect(prose).not.toMatch(/`|spec 0\d\d|issue \d+ §/);
    expect(page).toContain('Betrag neben der Artikelanzahl');
    expect(page).toContain('Beispielwert');
    // The JSON shape of a list attribute, in German words.
    expect(page).toContain(
      '&quot;slug&quot;: Text, &quot;name&quot;: Text, &quot;logo&quot;: Text',
    );
    expect(page).toContain('src="/demo/gallery-copy.js"');
  });

  it('serves everything under a base path', async () => {
    expect((await shopApp.request('/')).headers.get('Location')).toBe('/shop/fr/');
    const html = await (await shopApp.request('/shop/pt/')).text();
    expect(settingsOf(html)).toMatchObject({ appPath: '/shop/', websitePath: '/shop/pt/' });
    expect(html).toContain('src="/shop/vitrine/vitrine.js"');
    expect((await shopApp.request('/shop/api/v1/localization/pt/stringresources')).status).toBe(
      200,
    );
  });

  it('answers an unknown page with a translated 404 page', async () => {
    const response = await app.request('/es/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<html lang="es">');
  });
});

describe('demo catalogue pages', () => {
  it('lists a category with paging links of 24 products', async () => {
    const html = await (await app.request('/fr/catalog/category/shoes')).text();
    const cards = html.match(/class="product-card"/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(24);
  });

  it('finds products by name, accents ignored', async () => {
    const product = products[5];
    const word = product?.name.de.split(' ').at(-1) ?? '';
    const html = await (
      await app.request(`/de/catalog?q=${encodeURIComponent(word.toUpperCase())}`)
    ).text();
    expect(html).toContain(product?.name.de);
  });

  it('renders every product page', async () => {
    for (const product of products.slice(0, 20)) {
      const response = await app.request(`/pt/catalog/product/${product.slug}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(product.name.pt);
    }
  });

  it('shows the session basket on the basket page', async () => {
    const request = visitor();
    const settings = settingsOf(await (await request('/nl/')).text());
    const variant = products.flatMap((p) => p.variants).find((v) => v.available);
    await request('/api/v1/catalog/products/addtocart', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        RequestVerificationToken: settings.antiForgeryToken ?? '',
      },
      body: JSON.stringify({ ProductVariantId: variant?.ProductVariantId, Quantity: 1, Name: 'x' }),
    });
    expect(await (await request('/nl/shoppingcarts')).text()).toContain(variant?.SKU);
  });
});
