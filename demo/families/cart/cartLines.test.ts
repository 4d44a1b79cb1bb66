/** Lines brought within the stock, told once by a cart info message (spec 001 §3). */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import type { Session } from '../../shared/session';
import { basketOf } from './basketStore';
import { cartLinesOf, takeCartMessages } from './cartLines';

const session = (): Session => ({
  id: 'lines',
  antiForgeryToken: 't',
  culture: 'fr',
  currency: 'EUR',
  country: 'BE',
  user: undefined,
});
const units = (stock: Record<number, number>) => Object.values(stock).reduce((a, b) => a + b, 0);
const pairs = products
  .filter((p) => p.quantity.min === 1 && p.quantity.step === 1 && p.quantity.max === 0)
  .flatMap((p) => p.variants.map((v) => ({ product: p, variant: v })));

describe('cartLinesOf', () => {
  it('brings a line down to the stock and says so once, naming the item', () => {
    const found = pairs.find(({ variant }) => variant.available && units(variant.stock) > 1);
    if (!found) throw new Error('no variant in stock');
    const shopper = session();
    const stock = units(found.variant.stock);
    basketOf(shopper).push({
      productVariantId: found.variant.ProductVariantId,
      quantity: stock + 5,
    });
    const [line] = cartLinesOf(shopper, 'fr');
    expect(line?.line.quantity).toBe(stock);
    expect(takeCartMessages(shopper)).toEqual([
      {
        ItemOriginAndKey: `Catalog-${found.variant.ProductVariantId}`,
        ItemName: found.product.name.fr,
        kind: 'reduced',
        quantity: stock,
      },
    ]);
    cartLinesOf(shopper, 'fr');
    expect(takeCartMessages(shopper)).toEqual([]);
  });

  it('marks a withdrawn or sold-out variant as not orderable, quantity kept', () => {
    const found = pairs.find(({ variant }) => !variant.available || units(variant.stock) === 0);
    if (!found) throw new Error('no unorderable variant');
    const shopper = session();
    basketOf(shopper).push({ productVariantId: found.variant.ProductVariantId, quantity: 2 });
    const [line] = cartLinesOf(shopper, 'fr');
    expect(line?.orderable).toBe(false);
    expect(line?.line.quantity).toBe(2);
    expect(takeCartMessages(shopper)).toEqual([]);
  });
});
