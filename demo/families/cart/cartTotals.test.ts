/** The basket page's totals (spec 001 §2, §9): items, shipping, coupon, rounded to 2 decimals. */
import { describe, expect, it } from 'vitest';
import { products } from '../../data/catalog';
import { countryByCode, shippingMethodsOf } from '../../data/shipping';
import type { Session } from '../../shared/session';
import { unitPriceFor } from '../product/public';
import { basketOf } from './basketStore';
import { cartChoicesOf } from './cartChoices';
import { cartTotals } from './cartTotals';

const session = (user?: string): Session => ({
  id: 'test',
  antiForgeryToken: 't',
  culture: 'fr',
  currency: 'EUR',
  country: 'BE',
  user,
});

const simple = products.find(
  (p) => p.degressivePrices.length === 0 && p.quantity.step === 1 && p.quantity.min === 1,
);
const variant = simple?.variants.find((v) => v.available);
if (!simple || !variant) throw new Error('the catalogue has no simple product');
const belgium = countryByCode('BE');
if (!belgium) throw new Error('no Belgium');
const [home, express] = shippingMethodsOf(belgium);
if (!home || !express) throw new Error('no methods');

const hasTwoDecimals = (value: number) => Number(value.toFixed(2)) === value;

describe('cartTotals', () => {
  it('is all zero for an empty basket, without shipping', () => {
    const shopper = session();
    cartChoicesOf(shopper).shippingMethodId = home.ShippingMethodId;
    expect(cartTotals(shopper)).toEqual({
      count: 0,
      itemsIncl: 0,
      itemsExcl: 0,
      shipping: undefined,
      discount: 0,
      totalIncl: 0,
      totalExcl: 0,
    });
  });

  it('adds the lines and leaves shipping out while no method is chosen', () => {
    const shopper = session();
    basketOf(shopper).push({ productVariantId: variant.ProductVariantId, quantity: 3 });
    const totals = cartTotals(shopper);
    const unit = unitPriceFor(simple, variant, 3);
    expect(totals.count).toBe(3);
    expect(totals.itemsIncl).toBeCloseTo(unit.incl * 3, 2);
    expect(totals.shipping).toBeUndefined();
    expect(totals.totalIncl).toBe(totals.itemsIncl);
    expect(totals.totalExcl).toBe(totals.itemsExcl);
  });

  it('adds the chosen method, free above its threshold', () => {
    const shopper = session();
    basketOf(shopper).push({ productVariantId: variant.ProductVariantId, quantity: 1 });
    cartChoicesOf(shopper).shippingMethodId = express.ShippingMethodId;
    const one = cartTotals(shopper);
    expect(one.shipping).toBe(express.priceEur);
    expect(one.totalIncl).toBe(Math.round((one.itemsIncl + (one.shipping ?? 0)) * 100) / 100);
    cartChoicesOf(shopper).shippingMethodId = home.ShippingMethodId;
    (basketOf(shopper)[0] as { quantity: number }).quantity = 40;
    const many = cartTotals(shopper);
    expect(many.itemsIncl).toBeGreaterThanOrEqual(home.freeFrom ?? 0);
    expect(many.shipping).toBe(0);
  });

  it('takes the coupon off both totals', () => {
    const shopper = session();
    basketOf(shopper).push({ productVariantId: variant.ProductVariantId, quantity: 2 });
    cartChoicesOf(shopper).couponCode = 'BIENVENUE10';
    const totals = cartTotals(shopper);
    expect(totals.discount).toBe(Math.round(totals.itemsIncl * 10) / 100);
    expect(totals.totalIncl).toBe(Math.round((totals.itemsIncl - totals.discount) * 100) / 100);
    expect(totals.totalExcl).toBeLessThan(totals.itemsExcl);
  });

  it('rounds every amount to 2 decimals (spec 001 §9)', () => {
    for (const product of products.slice(0, 40)) {
      const shopper = session();
      const orderable = product.variants.find((v) => v.available);
      if (!orderable) continue;
      const quantity = Math.max(product.quantity.min, product.quantity.step) * 3;
      basketOf(shopper).push({ productVariantId: orderable.ProductVariantId, quantity });
      cartChoicesOf(shopper).shippingMethodId = express.ShippingMethodId;
      cartChoicesOf(shopper).couponCode = 'BIENVENUE10';
      const totals = cartTotals(shopper);
      for (const amount of [
        totals.itemsIncl,
        totals.itemsExcl,
        totals.shipping ?? 0,
        totals.discount,
        totals.totalIncl,
        totals.totalExcl,
      ]) {
        expect(hasTwoDecimals(amount), `${product.id}: ${amount}`).toBe(true);
      }
    }
  });
});
