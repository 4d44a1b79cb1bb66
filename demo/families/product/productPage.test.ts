/**
 * The variant a product page opens on (issue 10 §4): the first one the shopper can order,
 * unless `?variant=` names another that exists.
 */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import type { Product, ProductVariant } from '../../data/catalog/types';
import { createApp, defaultOptions } from '../../server/app';
import { stockOf } from './variation';

const app = await createApp({ ...defaultOptions(), base: '/' });

const orderable = (variant: ProductVariant) => variant.available && stockOf(variant) > 0;

const colourIndex = (candidate: Product) =>
  candidate.attributes.findIndex((attribute) => attribute.kind === 'colour');

/**
 * A product whose first existing variant is out of stock while one of another colour is in
 * stock (so the gallery, which follows the colour, shows the difference too).
 */
const product = products.find((candidate) => {
  const first = candidate.variants.find((variant) => variant.available);
  const stocked = candidate.variants.find(orderable);
  const colour = colourIndex(candidate);
  return (
    first &&
    stocked &&
    stockOf(first) === 0 &&
    colour >= 0 &&
    first.valueIds[colour] !== stocked.valueIds[colour]
  );
}) as Product;
const firstExisting = product.variants.find((variant) => variant.available) as ProductVariant;
const firstOrderable = product.variants.find(orderable) as ProductVariant;

/** The variant id the page hands to product-variations (its data-props). */
async function shownId(culture: string, query = '') {
  const page = await (
    await app.request(`/${culture}/catalog/product/${product.slug}${query}`)
  ).text();
  const props = /data-widget="product-variations">\s*<script[^>]*>([^<]*)</.exec(page)?.[1];
  return (JSON.parse(props ?? '{}') as { variant?: { ProductVariantId?: number } }).variant
    ?.ProductVariantId;
}

describe('the product page opens on the first orderable variant', () => {
  it('skips a first variant that is out of stock, in every culture asked', async () => {
    expect(firstOrderable.ProductVariantId).not.toBe(firstExisting.ProductVariantId);
    expect(await shownId('fr')).toBe(firstOrderable.ProductVariantId);
    expect(await shownId('de')).toBe(firstOrderable.ProductVariantId);
  });

  it('opens the variant of ?variant= even out of stock (a shared address shows what was shared)', async () => {
    expect(await shownId('pt', `?variant=${firstExisting.ProductVariantId}`)).toBe(
      firstExisting.ProductVariantId,
    );
  });

  it('ignores a ?variant= that does not exist or belongs to another product', async () => {
    const missing = product.variants.find((variant) => !variant.available);
    const other = products.find((candidate) => candidate !== product)?.variants[0];
    for (const asked of [missing, other, { ProductVariantId: 99 }]) {
      if (!asked) continue;
      expect(await shownId('nl', `?variant=${asked.ProductVariantId}`)).toBe(
        firstOrderable.ProductVariantId,
      );
    }
  });

  it('the gallery fragment without a variant shows the same variant', async () => {
    const answer = await app.request(
      `/widget/catalog/ProductPhotosGallery?productId=${product.id}`,
    );
    const colour = colourIndex(product);
    expect(await answer.text()).toContain(`?v=${firstOrderable.valueIds[colour]}`);
  });
});
