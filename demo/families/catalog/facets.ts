/**
 * Facets with counts (spec 000 §2 filter panel; decision 009: counts are always the server's).
 * A facet's counts apply every OTHER facet's selection, so ticking one brand still shows how
 * many products each other brand would add.
 */
import { brands } from '../../data/catalog';
import type { Category, Culture, Product } from '../../data/catalog/types';
import { FACET_ATTRIBUTE_IDS } from './listRequest';
import {
  attributesExcept,
  type FacetKey,
  hasVariant,
  inCategory,
  listPrice,
  matches,
  type Selection,
} from './matching';

export interface FacetValue {
  id: number;
  label: string;
  count: number;
  selected: boolean;
  /** ColorCode1..3 of a colour value (spec 000 §3), for the swatch. */
  colours?: string[];
}

export interface Facet {
  type: 'Categories' | 'Brands' | 'ProductAttributes';
  attributeId?: number;
  /** Catalog string key of the legend. */
  titleKey: string;
  values: FacetValue[];
}

export interface PriceFacet {
  /** Lowest and highest price of the base set, in the session currency. */
  min: number;
  max: number;
  selected: { min?: number; max?: number };
}

export interface Facets {
  lists: Facet[];
  price: PriceFacet | undefined;
}

export interface FacetOptions {
  culture: Culture;
  currency: string;
  /** The Categories facet's values: subcategories of the page's category, or main categories. */
  categoryOptions: Category[];
}

const countWhere = (products: Product[], test: (product: Product) => boolean) =>
  products.reduce((total, product) => total + (test(product) ? 1 : 0), 0);

/** A facet is worth showing when it offers a choice, or holds a selection to undo. */
const useful = (facet: Facet) =>
  facet.values.length > 1 || facet.values.some((value) => value.selected);

function attributeFacet(base: Product[], selection: Selection, id: number, options: FacetOptions) {
  const key: FacetKey = `ProductAttributes.${id}`;
  const others = base.filter((product) => matches(product, selection, options.currency, key));
  const constraints = attributesExcept(selection, key);
  const chosen = selection.attributes.get(id) ?? new Set<number>();
  const seen = new Map<number, FacetValue>();
  for (const product of base) {
    for (const value of product.attributes.find((a) => a.id === id)?.values ?? []) {
      if (seen.has(value.ProductAttributeValueId)) continue;
      const colours = [value.ColorCode1, value.ColorCode2, value.ColorCode3].filter(
        (code): code is string => typeof code === 'string' && /^#[0-9a-f]{3,8}$/i.test(code),
      );
      const withValue = new Map(constraints).set(id, new Set([value.ProductAttributeValueId]));
      seen.set(value.ProductAttributeValueId, {
        id: value.ProductAttributeValueId,
        label: value.label[options.culture],
        count: countWhere(others, (p) => hasVariant(p, withValue)),
        selected: chosen.has(value.ProductAttributeValueId),
        ...(colours.length ? { colours } : {}),
      });
    }
  }
  const values = [...seen.values()].sort((a, b) => a.id - b.id);
  return {
    type: 'ProductAttributes',
    attributeId: id,
    titleKey: attributeTitleKey(id),
    values,
  } satisfies Facet;
}

/** Every facet of a base set under the current selection. */
/** Catalog string key of an attribute facet's legend: attribute 1 is the colour, the other the size. */
export const attributeTitleKey = (attributeId: number): string =>
  attributeId === 1 ? 'Colour' : 'Size';

export function computeFacets(
  base: Product[],
  selection: Selection,
  options: FacetOptions,
): Facets {
  const { currency, culture } = options;
  const collator = new Intl.Collator(culture);
  const inOthers = (key: FacetKey) => base.filter((p) => matches(p, selection, currency, key));

  const categoryPool = inOthers('Categories');
  const categoryFacet: Facet = {
    type: 'Categories',
    titleKey: 'Categories',
    values: options.categoryOptions
      .filter((category) => base.some((p) => inCategory(p, category.id)))
      .map((category) => ({
        id: category.id,
        label: category.name[culture],
        count: countWhere(categoryPool, (p) => inCategory(p, category.id)),
        selected: selection.categories.has(category.id),
      })),
  };

  const brandPool = inOthers('Brands');
  const brandFacet: Facet = {
    type: 'Brands',
    titleKey: 'Brands',
    values: brands
      .filter((brand) => base.some((p) => p.brandId === brand.id))
      .map((brand) => ({
        id: brand.id,
        label: brand.name,
        count: countWhere(brandPool, (p) => p.brandId === brand.id),
        selected: selection.brands.has(brand.id),
      }))
      .sort((a, b) => collator.compare(a.label, b.label)),
  };

  const attributeFacets = FACET_ATTRIBUTE_IDS.map((id) =>
    attributeFacet(base, selection, id, options),
  );
  const prices = base.map((product) => listPrice(product, currency));
  const price =
    prices.length > 0
      ? {
          min: Math.floor(Math.min(...prices)),
          max: Math.ceil(Math.max(...prices)),
          selected: selection.price,
        }
      : undefined;
  return { lists: [categoryFacet, brandFacet, ...attributeFacets].filter(useful), price };
}
