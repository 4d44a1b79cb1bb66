/**
 * The seeded demo catalogue (issue 2 §3). Field names follow spec 000 §3 where the
 * spec names them (ColorCode1..3, VariationDisplayTypeValue, ProductAttributeValueId…);
 * the rest is the demo's own model.
 */
import type { Culture } from '../../shared/culture';

export { type Culture, cultures } from '../../shared/culture';

/** A text in every culture of the shop. */
export type Localized = Record<Culture, string>;

export interface Category {
  id: number;
  /** kebab-case, stable, used in addresses: /{culture}/catalog/category/{slug} */
  slug: string;
  name: Localized;
  description: Localized;
  /** Parent category id, or null for a main navigation entry. */
  parentId: number | null;
}

export interface Brand {
  id: number;
  slug: string;
  name: string;
  country: string;
}

export interface Warehouse {
  id: number;
  name: string;
  city: string;
}

/** One selectable value of a variation attribute (spec 000 §3 attribute value). */
export interface AttributeValue {
  ProductAttributeValueId: number;
  /** Display value per culture (colours are translated, sizes are not). */
  label: Localized;
  /** Hex colours for swatches; only for colour attributes. ColorCode2/3 for two- and three-tone swatches. */
  ColorCode1?: string;
  ColorCode2?: string;
  ColorCode3?: string;
}

export interface VariationAttribute {
  id: number;
  kind: 'colour' | 'size';
  name: Localized;
  /** spec 000 §3: Square means colour swatch; other values are shown as buttons or a select. */
  VariationDisplayTypeValue: 'Square' | 'Button' | 'Select';
  values: AttributeValue[];
}

export interface ProductVariant {
  ProductVariantId: number;
  SKU: string;
  /** One value id per variation attribute of the product, in the product's attribute order. */
  valueIds: number[];
  /** false for combinations that do not exist (shown disabled, labelled unavailable). */
  available: boolean;
  /** Price excluding tax, in EUR, 2 decimals. */
  priceTaxExcl: number;
  /** Price including tax (VAT rate of the product), in EUR, 2 decimals: what the shopper pays. */
  priceTaxIncl: number;
  /** On sale only (issue 10 §4): the price before the reduction, struck through beside it. */
  regularPriceTaxIncl?: number;
  regularPriceTaxExcl?: number;
  /** Stock per warehouse id; 0 everywhere means out of stock. */
  stock: Record<number, number>;
}

export interface QuantityRule {
  min: number;
  step: number;
  /** 0 means no maximum (spec 000 §5). */
  max: number;
}

export interface DegressivePrice {
  fromQuantity: number;
  /** Unit price including tax from that quantity on. */
  unitPriceTaxIncl: number;
}

export interface Product {
  id: number;
  slug: string;
  /** Customer-facing reference used by the customer-reference search. */
  customerSku: string;
  name: Localized;
  description: Localized;
  categoryId: number;
  brandId: number;
  /** VAT rate, e.g. 0.21 */
  vatRate: number;
  /** Variation attributes of this product (0, 1 or 2: colour and/or size). */
  attributes: VariationAttribute[];
  /** Every combination of the attribute values (the single default variant when no attributes). */
  variants: ProductVariant[];
  quantity: QuantityRule;
  degressivePrices: DegressivePrice[];
  /** Other product ids shown as associated products. */
  associatedIds: number[];
  /** ISO date when the product was added, for "newest" sorting. */
  createdAt: string;
  /** Popularity score for default sorting. */
  popularity: number;
  /** Number of gallery images (1 to 4); images are generated SVGs. */
  imageCount: number;
  /** Base hue 0-359 of the generated artwork when the product has no colour attribute. */
  hue: number;
  /**
   * Product family key (English kebab-case, e.g. 'running-shoe'); selects the generated artwork.
   * Optional: without it the artwork falls back to the category's illustration.
   */
  family?: string;
}
