import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { basketTotals } from './basketSummary';

describe('basketTotals', () => {
  it('applies the degressive step a line reached, as the product page shows it', () => {
    const product = products.find((candidate) => candidate.degressivePrices.length > 0);
    const variant = product?.variants.find((candidate) => candidate.available);
    const step = product?.degressivePrices[0];
    if (!product || !variant || !step) throw new Error('no degressive product in the catalogue');
    const below = basketTotals([
      { productVariantId: variant.ProductVariantId, quantity: step.fromQuantity - 1 },
    ]);
    const reached = basketTotals([
      { productVariantId: variant.ProductVariantId, quantity: step.fromQuantity },
    ]);
    expect(below.incl).toBeCloseTo(variant.priceTaxIncl * (step.fromQuantity - 1), 2);
    expect(reached.incl).toBeCloseTo(step.unitPriceTaxIncl * step.fromQuantity, 2);
    expect(reached.count).toBe(step.fromQuantity);
  });
});
