/** The demo's customer-reference search answers the contract of src/api/catalog.ts (spec 000 §7). */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { customerReferencePageSchema, customerReferenceSchema } from '../../../src/api/catalog';
import { products } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';
import { visitorOf } from '../../server/shopper';

const app = await createApp({ ...defaultOptions(), base: '/' });
const shopApp = await createApp({ ...defaultOptions(), base: '/shop/' });

/** A visitor who has seen a page in `culture` (the session then knows the culture). */
const visitor = (culture: string, target = app, base = '/') => visitorOf(target, culture, base);

const anyProduct = products[0];

describe('demo customer-reference search', () => {
  it('pages customer references by 10 with HasMore, links under the base path', async () => {
    const get = await visitor('nl', shopApp, '/shop/');
    const first = customerReferencePageSchema.parse(
      await get('api/v1/catalog/customerref/search?q=CR&page=1'),
    );
    expect(first.Items).toHaveLength(10);
    expect(first.HasMore).toBe(true);
    expect(first.Items[0]?.ProductLink).toMatch(/^\/shop\/nl\/catalog\/product\//);
    const last = Math.ceil(products.length / 10);
    const end = customerReferencePageSchema.parse(
      await get(`api/v1/catalog/customerref/search?q=CR&page=${last}`),
    );
    expect(end.HasMore).toBe(false);
  });

  it('answers the plain list of spec 000 §7 when no page is asked for', async () => {
    const get = await visitor('de');
    const list = z
      .array(customerReferenceSchema)
      .parse(await get('api/v1/catalog/customerref/search?q=CR'));
    expect(list).toHaveLength(10);
    expect(list[0]?.ProductLink).toMatch(/^\/de\/catalog\/product\//);
  });

  it('finds a reference by its digits and puts prefix matches first', async () => {
    const sku = anyProduct?.customerSku ?? '';
    const get = await visitor('fr');
    const answer = customerReferencePageSchema.parse(
      await get(`api/v1/catalog/customerref/search?q=${sku.slice(3)}&page=1`),
    );
    expect(answer.Items.map((i) => i.CustomerSKU)).toContain(sku);
    const exact = customerReferencePageSchema.parse(
      await get(`api/v1/catalog/customerref/search?q=${sku.toLowerCase()}&page=1`),
    );
    expect(exact.Items[0]?.CustomerSKU).toBe(sku);
    expect(exact.Items[0]?.Name).toBe(anyProduct?.name.fr);
  });
});
