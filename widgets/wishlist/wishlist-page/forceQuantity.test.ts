import { describe, expect, it } from 'vitest';
import { forceQuantity, WISHLIST_QUANTITY_MAX } from './forceQuantity';

describe('forceQuantity (spec 001 §5: forced to a positive number, formatted on change)', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['007', 7],
    ['2,6', 3],
    ['2.4', 2],
    ['1 000', 1000],
    ['0', 1],
    ['-4', 1],
    ['0,2', 1],
    ['123456', WISHLIST_QUANTITY_MAX],
  ])('turns %j into %i', (raw, expected) => {
    expect(forceQuantity(raw, 5)).toBe(expected);
  });

  it.each(['', 'abc', '3 pièces', '1e3', '--2'])('keeps the saved quantity for %j', (raw) => {
    expect(forceQuantity(raw, 5)).toBe(5);
  });
});
