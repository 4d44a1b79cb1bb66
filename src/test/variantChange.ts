import type { VariantChange } from '../core/events';

/** A `vitrine:variant-changed` payload for tests: product 1, variant 101, unless told. */
export const variantChange = (overrides: Partial<VariantChange> = {}): VariantChange => ({
  productId: 1,
  productVariantId: 101,
  sku: 'X',
  available: true,
  stockQuantity: 3,
  quantity: 1,
  ...overrides,
});
