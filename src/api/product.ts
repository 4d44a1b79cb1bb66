/**
 * Product detail calls (spec 000 §3, §7): the variation answer and add to cart. The shapes are
 * the contract of docs/decisions/012-product-detail.md; the widget's props reuse them, so the
 * first render and every refresh read the same model.
 */
import * as z from 'zod/mini';
import { pageSettings } from '../core/settings';
import { basketSummarySchema } from './cart';
import { getJson, postJson } from './parse';

const id = z.number().check(z.int(), z.positive());

export const attributeValueSchema = z.object({
  ProductAttributeValueId: id,
  DisplayValue: z.string(),
  IsUnavailable: z.boolean(),
  ColorCode1: z.optional(z.string()),
  ColorCode2: z.optional(z.string()),
  ColorCode3: z.optional(z.string()),
});

export const variationAttributeSchema = z.object({
  ProductAttributeId: id,
  /** The attribute's name (Couleur, Taille…). */
  Value: z.string(),
  /** spec 000 §3: Square is a colour swatch; anything else buttons or a select. */
  VariationDisplayTypeValue: z.string(),
  ProductAttributeValuesViewModel: z.array(attributeValueSchema),
});

/**
 * spec 000 §3 product variant view model; VariantValueId1..n are kept as they come, and so is
 * ThumbnailUrl (our contract: the variant's picture), read only by the lazy add-to-cart
 * confirmation, so the product page does not pay for its check at start.
 */
export const productVariantSchema = z.looseObject({
  ProductId: id,
  ProductVariantId: id,
  SKU: z.string(),
  CurrencyCode: z.string().check(z.regex(/^[A-Z]{3}$/)),
  UnitPriceTaxIncl: z.number().check(z.nonnegative()),
  UnitPriceTaxExcl: z.optional(z.number().check(z.nonnegative())),
  StockQuantity: z._default(z.number().check(z.int(), z.nonnegative()), 0),
  IsUnavailable: z._default(z.boolean(), false),
  /** On sale only (our contract, issue 10 §4): the unit price before the reduction. */
  RegularPriceTaxIncl: z.optional(z.number()),
});

export const variationSchema = z.object({
  ProductVariantViewModel: productVariantSchema,
  ProductVariantAttributesViewModel: z.array(variationAttributeSchema),
});

export type AttributeValue = z.infer<typeof attributeValueSchema>;
export type VariationAttribute = z.infer<typeof variationAttributeSchema>;
export type ProductVariant = z.infer<typeof productVariantSchema>;
export type Variation = z.infer<typeof variationSchema>;

export const variationsPath = (productId: number) =>
  `api/v1/catalog/products/${productId}/productvariants`;

/**
 * GET productvariants with the form's non-empty fields (spec 000 §5, §7); an earlier request
 * for the same product is aborted (abort key). The caller handles failures.
 */
export async function fetchVariation(
  productId: number,
  fields: Record<string, string>,
  signal?: AbortSignal,
): Promise<Variation> {
  return getJson(variationSchema, variationsPath(productId), {
    // The page's culture, not the session's: another tab may have switched language.
    params: { ...nonEmpty(fields), culture: pageSettings().culture },
    abortKey: `variation:${productId}`,
    policy: false,
    ...(signal ? { signal } : {}),
  });
}

/** spec 000 §5: only non-empty form inputs are sent with a variation request. */
export function nonEmpty(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value.trim() !== ''));
}

export interface OrderLine {
  ProductVariantId: number;
  Quantity: number;
  Name: string;
  /** spec 000 §3: optional origin data (which page or list the order came from). */
  OriginData?: string;
}

export const ADD_TO_CART_PATH = 'api/v1/catalog/products/addtocart';

/** POST addtocart (spec 000 §7); the demo answers the basket summary after the add. */
export async function addToCart(line: OrderLine) {
  return postJson(basketSummarySchema, ADD_TO_CART_PATH, line, {
    policy: false,
    params: { culture: pageSettings().culture },
  });
}
