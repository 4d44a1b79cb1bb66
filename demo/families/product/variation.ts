/**
 * The variation answer of decision 012 (spec 000 §3, §7 `GET .../productvariants`): the variant
 * for a (possibly partial) choice of attribute values and a quantity, with its price in the
 * session currency (degressive step applied), its stock, and every attribute value marked
 * unavailable when no orderable variant has it together with the other chosen values.
 */
import type * as z from 'zod/mini';
import type { variationAttributeSchema, variationSchema } from '../../../src/api/product';
import { round2 } from '../../../src/core/format';
import { brands, categories } from '../../data/catalog';
import type { Culture, Product, ProductVariant } from '../../data/catalog/types';
import { jsonForScript } from '../../shared/html';
import { convert } from '../../shared/money';
import { variantImageUrl } from './media';

/**
 * The answer is the contract's own type (issue 9 §5): what src/api/product.ts parses, so the
 * demo cannot drift from the widgets' schema.
 */
export type VariationAnswer = z.infer<typeof variationSchema>;
type ProductVariantViewModel = VariationAnswer['ProductVariantViewModel'];
type ProductAttributeViewModel = z.infer<typeof variationAttributeSchema>;

/** Who asks: the culture of the labels, the currency of the prices, the application path. */
export interface VariationAudience {
  culture: Culture;
  currency: string;
  /** Application path ('/' or '/shop/'), for the picture's address. */
  base: string;
}

/** Total stock of a variant over every warehouse. */
export const stockOf = (variant: ProductVariant): number =>
  Object.values(variant.stock).reduce((sum, count) => sum + count, 0);

/** Does `variant` carry every known value of `choice` (undefined = no choice for that attribute)? */
const matches = (variant: ProductVariant, choice: readonly (number | undefined)[]) =>
  choice.every((id, index) => id === undefined || variant.valueIds[index] === id);

/** A copy of `list` with `value` at `index` (Array.prototype.with is ES2023). */
const replaced = <T>(list: readonly T[], index: number, value: T): T[] =>
  list.map((item, at) => (at === index ? value : item));

const orderable = (product: Product, choice: readonly (number | undefined)[]) =>
  product.variants.some((variant) => variant.available && matches(variant, choice));

/**
 * Completes a partial choice: each missing value is the first one that still leaves an
 * available variant (greedy is enough: such a variant also supplies the later attributes).
 */
export function completeChoice(
  product: Product,
  chosen: readonly (number | undefined)[],
): number[] {
  const choice = product.attributes.map((_, index) => chosen[index]);
  product.attributes.forEach((attribute, index) => {
    if (choice[index] !== undefined) return;
    const ids = attribute.values.map((value) => value.ProductAttributeValueId);
    choice[index] =
      ids.find((id) => orderable(product, replaced(choice, index, id))) ?? (ids[0] as number);
  });
  return choice as number[];
}

/** Unit price including tax in EUR for a quantity: the highest degressive step reached. */
export function unitPriceFor(product: Product, variant: ProductVariant, quantity: number) {
  const step = product.degressivePrices
    .filter((price) => price.fromQuantity <= quantity)
    .sort((a, b) => b.fromQuantity - a.fromQuantity)[0];
  if (!step) return { incl: variant.priceTaxIncl, excl: variant.priceTaxExcl };
  return {
    incl: step.unitPriceTaxIncl,
    excl: round2(step.unitPriceTaxIncl / (1 + product.vatRate)),
  };
}

const findVariant = (product: Product, valueIds: readonly number[]) =>
  product.variants.find((variant) => matches(variant, valueIds));

/** The variation answer for a choice (value ids per attribute, in product order) and a quantity. */
export function variationAnswer(
  product: Product,
  chosen: readonly (number | undefined)[],
  quantity: number,
  { culture, currency, base }: VariationAudience,
): VariationAnswer {
  const valueIds = completeChoice(product, chosen);
  // Every combination exists in the data (unavailable ones flagged), so this always finds one.
  const variant = findVariant(product, valueIds) ?? (product.variants[0] as ProductVariant);
  const price = unitPriceFor(product, variant, quantity);
  const model: ProductVariantViewModel = {
    ProductId: product.id,
    ProductVariantId: variant.ProductVariantId,
    SKU: variant.SKU,
    CurrencyCode: currency,
    UnitPriceTaxIncl: convert(price.incl, currency),
    UnitPriceTaxExcl: convert(price.excl, currency),
    StockQuantity: stockOf(variant),
    IsUnavailable: !variant.available,
    // Our contract (issue 10 §4): the picture the add-to-cart confirmation shows.
    ThumbnailUrl: variantImageUrl(base, product, variant),
  };
  // On sale: the price before the reduction, struck through beside the price (issue 10 §4).
  if (variant.regularPriceTaxIncl !== undefined && price.incl === variant.priceTaxIncl) {
    model.RegularPriceTaxIncl = convert(variant.regularPriceTaxIncl, currency);
  }
  variant.valueIds.forEach((id, index) => {
    model[`VariantValueId${index + 1}`] = id;
  });
  const attributes = product.attributes.map(
    (attribute, index): ProductAttributeViewModel => ({
      ProductAttributeId: attribute.id,
      Value: attribute.name[culture],
      VariationDisplayTypeValue: attribute.VariationDisplayTypeValue,
      ProductAttributeValuesViewModel: attribute.values.map((value) => ({
        ProductAttributeValueId: value.ProductAttributeValueId,
        DisplayValue: value.label[culture],
        // spec 000 §5: a value no orderable variant has with the other chosen values is disabled.
        IsUnavailable: !orderable(
          product,
          replaced(valueIds, index, value.ProductAttributeValueId),
        ),
        ...(value.ColorCode1 ? { ColorCode1: value.ColorCode1 } : {}),
        ...(value.ColorCode2 ? { ColorCode2: value.ColorCode2 } : {}),
        ...(value.ColorCode3 ? { ColorCode3: value.ColorCode3 } : {}),
      })),
    }),
  );
  return { ProductVariantViewModel: model, ProductVariantAttributesViewModel: attributes };
}

/** The props of the `product-variations` widget (decision 012 markup contract). */
export function variationProps(
  audience: VariationAudience,
  product: Product,
  variant: ProductVariant,
) {
  const { culture } = audience;
  const answer = variationAnswer(product, variant.valueIds, product.quantity.min, audience);
  return {
    productId: product.id,
    name: product.name[culture],
    variant: answer.ProductVariantViewModel,
    attributes: answer.ProductVariantAttributesViewModel,
    quantity: { ...product.quantity },
    tracking: {
      item_id: String(product.id),
      item_brand: brands.find((brand) => brand.id === product.brandId)?.name ?? '',
      item_category: categories.find((c) => c.id === product.categoryId)?.name[culture] ?? '',
    },
    origin: 'product-page',
  };
}

/** The same props as JSON safe inside `<script type="application/json" data-props>`. */
export const productVariationsProps = (
  context: { culture: Culture; base: string; session: { currency: string } },
  product: Product,
  variant: ProductVariant,
  options: { origin?: string; inAddress?: boolean } = {},
): string =>
  jsonForScript({
    ...variationProps(
      { culture: context.culture, currency: context.session.currency, base: context.base },
      product,
      variant,
    ),
    ...options,
  });
