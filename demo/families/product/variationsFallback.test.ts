/**
 * What product-variations shows before it mounts (issue 10 §1): row for row the widget's size,
 * and a page without scripts can still change the variant.
 */
import { describe, expect, it } from 'vitest';
import { productBySlug } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';

const app = await createApp({ ...defaultOptions(), base: '/' });
const summary = async (path: string) => {
  const html = await (await app.request(path)).text();
  return (
    /<div class="product__summary">([\s\S]*?)<\/div>\s*<\/div>\s*(?:<div class="product__degressive"|<div class="product__stock")/.exec(
      html,
    )?.[1] ?? ''
  );
};

describe('the product-variations fallback', () => {
  it('offers each value of a swatch or button choice as a link to its variant', async () => {
    const product = productBySlug('ridge-pro-soft-t-shirt');
    const html = await summary('/it/catalog/product/ridge-pro-soft-t-shirt');
    const links = [...html.matchAll(/href="([^"]+\?variant=(\d+))"/g)].map((m) => Number(m[2]));
    expect(links.length).toBeGreaterThan(3);
    const ids = new Set(product?.variants.map((variant) => variant.ProductVariantId));
    for (const id of links) expect(ids.has(id)).toBe(true);
    expect(html).toContain('class="product__choice-values is-swatches"');
    expect(html.match(/aria-current="true"/g)).toHaveLength(2);
  });

  it('shows a select choice as its value in a box, and keeps the room of quantity and button', async () => {
    const html = await summary('/fr/catalog/product/pioneer-light-running-shoe');
    expect(html).toMatch(/<p class="product__choice-box">\s*36\s*<\/p>/);
    expect(html).toContain('<div class="product__order-room" aria-hidden="true"></div>');
  });

  it('has the total and the quantity rule’s room of a product sold by more than one', async () => {
    const html = await summary('/de/catalog/product/mistral-colourful-mug');
    expect(html).toContain('class="product__total"');
    expect(html).toContain('product__order-room product__order-room--hint');
  });
});
