/**
 * Reads the query of `GET api/v1/catalog/products/{productId}/productvariants` (spec 000 §7:
 * only non-empty fields are sent, so an absent or empty VariantValueId{n} means "no choice").
 */
import type { Product } from '../../data/catalog/types';

export type VariationQuery =
  | { ok: true; chosen: (number | undefined)[]; quantity: number }
  | { ok: false; message: string };

const POSITIVE_INTEGER = /^[1-9]\d{0,5}$/;

export function readVariationQuery(
  product: Product,
  query: Record<string, string | undefined>,
): VariationQuery {
  const chosen: (number | undefined)[] = product.attributes.map(() => undefined);
  for (const [name, raw] of Object.entries(query)) {
    const match = /^VariantValueId(\d+)$/i.exec(name);
    if (!match || raw === undefined || raw.trim() === '') continue;
    const index = Number(match[1]) - 1;
    const attribute = product.attributes[index];
    const id = Number(raw);
    if (!attribute?.values.some((value) => value.ProductAttributeValueId === id)) {
      return { ok: false, message: `${name}=${raw} is not a value of product ${product.id}.` };
    }
    chosen[index] = id;
  }
  const rawQuantity = query.Quantity ?? query.quantity;
  if (rawQuantity === undefined || rawQuantity === '') return { ok: true, chosen, quantity: 1 };
  if (!POSITIVE_INTEGER.test(rawQuantity.trim())) {
    return { ok: false, message: `Quantity=${rawQuantity} is not a positive integer.` };
  }
  return { ok: true, chosen, quantity: Number(rawQuantity) };
}
