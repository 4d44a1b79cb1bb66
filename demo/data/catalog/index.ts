/** The seeded demo catalogue: data, look-ups and generated artwork. */
import { generateCatalog } from './generate';
import type { Product, ProductVariant } from './types';

export type { Catalog } from './generate';
export { generateCatalog } from './generate';
export { brandLogoSvg, categoryImageSvg, productImageSvg } from './images';
export { onSale } from './sales';
export type * from './types';
export { cultures } from './types';

const catalog = generateCatalog();

export const categories = catalog.categories;
export const brands = catalog.brands;
export const warehouses = catalog.warehouses;
export const products = catalog.products;

const productsById = new Map(products.map((product) => [product.id, product]));
const productsBySlug = new Map(products.map((product) => [product.slug, product]));
const variantsById = new Map(
  products.flatMap((product) =>
    product.variants.map((variant) => [variant.ProductVariantId, { product, variant }] as const),
  ),
);

/** Units of a variant over every warehouse. */
const unitsOf = (variant: ProductVariant): number =>
  Object.values(variant.stock).reduce((sum, units) => sum + units, 0);

/**
 * The variant a product opens on (issue 10 §4): the first that can be ordered (it exists and is
 * in stock), else the first that exists (out of stock: the shopper may ask for a back-in-stock
 * e-mail), else the first combination.
 */
export const defaultVariant = (product: Product): ProductVariant =>
  product.variants.find((variant) => variant.available && unitsOf(variant) > 0) ??
  product.variants.find((variant) => variant.available) ??
  (product.variants[0] as ProductVariant);

export const productById = (id: number): Product | undefined => productsById.get(id);

export const productBySlug = (slug: string): Product | undefined => productsBySlug.get(slug);

export const variantById = (
  variantId: number,
): { product: Product; variant: ProductVariant } | undefined => variantsById.get(variantId);
