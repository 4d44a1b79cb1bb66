/**
 * Whether a product fits the selected filters (spec 000 §3 Filters; decision 009): OR within a
 * facet, AND across facets. Attribute facets look at AVAILABLE variants only, and colour and
 * size must meet on one variant: "red" and "38" finds a shoe sold red in 38, not one that is
 * red in 40 and blue in 38.
 */
import type { Filters } from '../../../src/api/listQuery';
import { categories } from '../../data/catalog';
import type { Product, ProductVariant } from '../../data/catalog/types';
import { convert } from '../../shared/money';
import { type PriceBounds, priceOf } from './listRequest';

export interface Selection {
  categories: Set<number>;
  brands: Set<number>;
  /** attribute id -> selected value ids */
  attributes: Map<number, Set<number>>;
  price: PriceBounds;
}

/** A facet left out when counting its own values (the usual faceting rule). */
export type FacetKey = 'Categories' | 'Brands' | 'Price' | `ProductAttributes.${number}`;

const parentOf = new Map(categories.map((category) => [category.id, category.parentId]));

export function selectionOf(filter: Filters): Selection {
  const list = (type: string) => {
    const value = filter[type];
    return new Set(Array.isArray(value) ? value : []);
  };
  const attributes = new Map<number, Set<number>>();
  const nested = filter.ProductAttributes;
  if (nested && !Array.isArray(nested)) {
    for (const [id, values] of Object.entries(nested)) {
      if (Array.isArray(values) && values.length) attributes.set(Number(id), new Set(values));
    }
  }
  return {
    categories: list('Categories'),
    brands: list('Brands'),
    attributes,
    price: priceOf(filter),
  };
}

/** The lowest price including tax among the variants that can be ordered, in `currency`. */
export function listPrice(product: Product, currency: string): number {
  const prices = product.variants.filter((v) => v.available).map((v) => v.priceTaxIncl);
  return convert(prices.length ? Math.min(...prices) : 0, currency);
}

/** A product is in a category when its own category or that category's parent is it. */
export const inCategory = (product: Product, categoryId: number): boolean =>
  product.categoryId === categoryId || parentOf.get(product.categoryId) === categoryId;

/** The value a variant has for an attribute, if the product has that attribute. */
export function variantValue(product: Product, variant: ProductVariant, attributeId: number) {
  const index = product.attributes.findIndex((attribute) => attribute.id === attributeId);
  return index < 0 ? undefined : variant.valueIds[index];
}

/** Whether one available variant meets every attribute constraint. */
export function hasVariant(product: Product, constraints: Map<number, Set<number>>): boolean {
  if (constraints.size === 0) return true;
  return product.variants.some(
    (variant) =>
      variant.available &&
      [...constraints].every(([id, values]) => {
        const value = variantValue(product, variant, id);
        return value !== undefined && values.has(value);
      }),
  );
}

/** The attribute constraints without one attribute's own selection. */
export function attributesExcept(selection: Selection, except?: FacetKey) {
  const constraints = new Map(selection.attributes);
  if (except?.startsWith('ProductAttributes.')) constraints.delete(Number(except.split('.')[1]));
  return constraints;
}

/** Whether a product meets the selection, leaving out facet `except` when given. */
export function matches(
  product: Product,
  selection: Selection,
  currency: string,
  except?: FacetKey,
): boolean {
  if (
    except !== 'Categories' &&
    selection.categories.size &&
    ![...selection.categories].some((id) => inCategory(product, id))
  )
    return false;
  if (except !== 'Brands' && selection.brands.size && !selection.brands.has(product.brandId))
    return false;
  if (except !== 'Price') {
    const { min, max } = selection.price;
    const price = listPrice(product, currency);
    if ((min !== undefined && price < min) || (max !== undefined && price > max)) return false;
  }
  return hasVariant(product, attributesExcept(selection, except));
}
