/**
 * The demo writes money, dates and labels in the locale of the culture and the session's country
 * (issue 10 §3, decision 018): Portugal's Portuguese, Belgian or Dutch Dutch, German dates.
 */
import { describe, expect, it } from 'vitest';
import { basketSummarySchema } from '../../src/api/cart';
import { products } from '../data/catalog';
import { saleEnd } from '../families/content/home';
import { createApp, defaultOptions } from './app';
import { shopperOf } from './shopper';

const app = await createApp({ ...defaultOptions(), base: '/' });

const settingsOf = (html: string) =>
  JSON.parse(/id="vitrine-settings">([^<]*)</.exec(html)?.[1] ?? '{}') as Record<string, string>;
const text = async (response: Response) => (await response.text()).replace(/\s+/g, ' ');
const product = products.find(
  (p) => p.attributes.length > 0 && p.variants.some((v) => v.available),
);
const variant = product?.variants.find((v) => v.available);
if (!product || !variant) throw new Error('no product with attributes in the catalogue');

/** The sale's end: day, month on two digits and year, joined by `separator`. */
function end(separator: string) {
  const date = saleEnd();
  const two = (n: number) => String(n).padStart(2, '0');
  return [two(date.getUTCDate()), two(date.getUTCMonth() + 1), date.getUTCFullYear()].join(
    separator,
  );
}

describe('culture formats in the demo', () => {
  it('tells the bundle the session’s country in the settings block, and follows a change', async () => {
    const { request, json } = await shopperOf(app, '/', false);
    expect(settingsOf(await (await request('nl/')).text()).country).toBe('BE');
    const put = await json('api/v1/salestaxes/currentcountry', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentCountry: 'NL' }),
    });
    expect(put.status).toBe(200);
    expect(settingsOf(await (await request('nl/')).text()).country).toBe('NL');
  });

  it('writes the product price the Portuguese way in pt: 5,49 €, not € 5,49', async () => {
    const { request } = await shopperOf(app, '/', false);
    const page = await text(await request(`pt/catalog/product/${product.slug}`));
    const price = /class="price-tag__now">([^<]*)</.exec(page)?.[1]?.trim() ?? '';
    expect(price).toMatch(/^\d[\d\s.]*,\d\d\s€$/);
  });

  it('answers the basket summary in the asking page’s locale', async () => {
    const { request } = await shopperOf(app, '/', false);
    await request('pt/');
    const added = await request('api/v1/catalog/products/addtocart?culture=pt', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ProductVariantId: variant.ProductVariantId, Quantity: 1 }),
    });
    const summary = basketSummarySchema.parse(await added.json());
    expect(summary.AmountTaxInclHtml).toMatch(/^\d[\d\s.]*,\d\d\s€$/);
  });

  it('writes the countdown’s end date in the order and separator of the locale (spec 000 §9)', async () => {
    const { request, json } = await shopperOf(app, '/', false);
    expect(await text(await request('de/'))).toContain(`bis ${end('.')}`);
    expect(await text(await request('pt/'))).toContain(end('/'));
    // The demo's shoppers start in Belgium: Belgian Dutch writes slashes, the Netherlands dashes.
    expect(await text(await request('nl/'))).toContain(`tot ${end('/')}`);
    await json('api/v1/salestaxes/currentcountry', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentCountry: 'NL' }),
    });
    expect(await text(await request('nl/'))).toContain(`tot ${end('-')}`);
  });

  it('labels the wishlist popup’s choices with the colon of the language', async () => {
    const { request } = await shopperOf(app);
    const popup = (culture: 'de' | 'pt' | 'fr') =>
      request(`${culture}/catalog/wishlist/popup?productVariantId=${variant.ProductVariantId}`);
    const attribute = product.attributes[0];
    const value = attribute?.values.find((v) => v.ProductAttributeValueId === variant.valueIds[0]);
    if (!attribute || !value) throw new Error('the variant has no first value');
    const de = await (await popup('de')).text();
    expect(de).toContain(`${attribute.name.de}: ${value.label.de}`);
    expect(de).not.toContain(' : ');
    expect(await (await popup('pt')).text()).toContain(`${attribute.name.pt}: ${value.label.pt}`);
    expect(await (await popup('fr')).text()).toContain(
      `${attribute.name.fr}\u00a0: ${value.label.fr}`,
    );
  });
});
