/** Products of the seeded catalogue picked by what a test needs, never by hard-coded ids. */
import { products } from '../../demo/data/catalog';
import type { Product, ProductVariant } from '../../demo/data/catalog/types';

export const unitsOf = (variant: ProductVariant) =>
  Object.values(variant.stock).reduce((sum, units) => sum + units, 0);

export const orderable = (variant: ProductVariant) => variant.available && unitsOf(variant) > 0;

const plainRule = (product: Product) =>
  product.quantity.min === 1 && product.quantity.step === 1 && product.quantity.max === 0;

/** Colour swatches and size buttons, with an unavailable combination and two prices. */
export function swatchProduct(): Product {
  const found = products.find(
    (product) =>
      plainRule(product) &&
      product.degressivePrices.length === 0 &&
      product.attributes.map((a) => a.VariationDisplayTypeValue).join() === 'Square,Button' &&
      product.variants.some((variant) => !variant.available) &&
      new Set(product.variants.filter(orderable).map((v) => v.priceTaxIncl)).size > 1,
  );
  if (!found) throw new Error('no swatch product in the catalogue');
  return found;
}

export function productWithRule(test: (rule: Product['quantity']) => boolean): Product {
  const found = products.find(
    (product) => test(product.quantity) && product.variants.some(orderable),
  );
  if (!found) throw new Error('no product with that quantity rule');
  return found;
}

export function degressiveProduct(): Product {
  const found = products.find(
    (product) =>
      product.degressivePrices.length > 0 && plainRule(product) && product.variants.some(orderable),
  );
  if (!found) throw new Error('no product with degressive prices');
  return found;
}

/** The shown variant's first orderable neighbour with another price, for price-change tests. */
export function otherPricedVariant(product: Product, from: ProductVariant): ProductVariant {
  const found = product.variants.find(
    (variant) =>
      orderable(variant) &&
      variant.priceTaxIncl !== from.priceTaxIncl &&
      variant.valueIds[0] === from.valueIds[0],
  );
  if (!found) throw new Error(`no other price for ${product.slug}`);
  return found;
}

export const euros = (amount: number) =>
  new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(amount);

export const labelOf = (product: Product, attribute: number, valueId: number) =>
  product.attributes[attribute]?.values.find((value) => value.ProductAttributeValueId === valueId)
    ?.label.fr ?? '';
