/**
 * What the variation's live region says after a refresh (issue 10 §2): what changed first, the
 * value chosen ("Taille : M") or the quantity, then the price and the availability. Saying only
 * "price, in stock" repeated the same words after each choice, and a live region whose text
 * does not change says nothing at all.
 */

import type { Variation } from '../../../src/api/product';
import { formatLabel } from '../../../src/core/format';
import type { TFunction } from '../../../src/core/translator';
import { choicesOf } from './useVariation';

/** The change a refresh was asked for: a variation field, or the quantity. */
export type VariationChange = { field: string } | { quantity: number };

/** "Taille : M" for a chosen value, "Quantité : 3" for the quantity (the language's colon). */
function changed(t: TFunction, shown: Variation, change: VariationChange): string {
  if ('quantity' in change)
    return formatLabel(t('ShoppingCarts.Quantity'), String(change.quantity));
  const index = Number(change.field.replace('VariantValueId', '')) - 1;
  const attribute = shown.ProductVariantAttributesViewModel[index];
  const valueId = choicesOf(shown)[change.field];
  const value = attribute?.ProductAttributeValuesViewModel.find(
    (candidate) => String(candidate.ProductAttributeValueId) === valueId,
  );
  return attribute && value ? formatLabel(attribute.Value, value.DisplayValue) : '';
}

export function variationAnnouncement(
  t: TFunction,
  shown: Variation,
  change: VariationChange | undefined,
  state: { price: string; stock: string },
): string {
  const what = change ? changed(t, shown, change) : '';
  const after = shown.ProductVariantViewModel.IsUnavailable
    ? [t('Catalog.VariantUnavailable')]
    : [state.price, state.stock];
  return [what, ...after].filter(Boolean).join(', ');
}
