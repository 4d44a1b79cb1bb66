/** spec 001 §5, §9: refund arithmetic and rounding. */
import { describe, expect, it } from 'vitest';
import { refundAmounts } from './salesOrders';

const lines = [
  { productVariantId: 1, quantity: 3, unitPrice: 19.99 },
  { productVariantId: 2, quantity: 2, unitPrice: 0.1 },
  { productVariantId: 3, quantity: 7, unitPrice: 1.005 },
];

describe('refundAmounts (spec 001 §5)', () => {
  it.each([
    [[0, 0, 0], [0, 0, 0], 0],
    [[1, 0, 0], [19.99, 0, 0], 19.99],
    [[3, 2, 0], [59.97, 0.2, 0], 60.17],
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: the total says 0.3.
    [[0, 1, 0], [0, 0.1, 0], 0.1],
    [[0, 2, 0], [0, 0.2, 0], 0.2],
    // 7 × 1.005 = 7.035 → 7.04 (half up at 2 decimals, not 7.03 of binary floating point).
    [[0, 0, 7], [0, 0, 7.04], 7.04],
    [[3, 2, 7], [59.97, 0.2, 7.04], 67.21],
  ])('chosen %j → lines %j, total %d', (chosen, amounts, total) => {
    const result = refundAmounts(lines, chosen);
    expect(result.amounts.map((line) => line.amount)).toEqual(amounts);
    expect(result.total).toBe(total);
  });

  it('brings a quantity within 0..bought (a tampered select)', () => {
    const result = refundAmounts(lines, [9, -2, Number.NaN]);
    expect(result.amounts.map((line) => line.quantity)).toEqual([3, 0, 0]);
    expect(result.total).toBe(59.97);
  });

  it('the total is the sum of the lines as shown', () => {
    const result = refundAmounts(lines, [1, 1, 1]);
    const shown = result.amounts.reduce((sum, line) => sum + Math.round(line.amount * 100), 0);
    expect(Math.round(result.total * 100)).toBe(shown);
  });
});
