/**
 * The cart page's lines (spec 001 §2, §3, §7; issue 11), apart from src/api/cart.ts so that
 * the header's basket summary, on every page, does not carry them.
 */
import { del, put, type RequestOptions } from '../core/http';
import type { BasketSummary } from '../core/stores/basket';
import { basketSummarySchema } from './cart';
import { parseAnswer } from './parse';

/**
 * spec 001 §2, §7 `GET {culture}/widget/shoppingcartitems`: the cart container's fragment
 * (lines, cart info messages, totals), relative to the culture's path ({app}{culture}/).
 */
export const CART_ITEMS_FRAGMENT = 'widget/shoppingcartitems';

/**
 * A basket line's address (spec 001 §7 "change quantity, delete item: paths not shown"; our
 * contract): `PUT` with `{Quantity}` (spec 001 §3), `DELETE` without a body. Both answer the
 * basket summary; 404 for a line no longer in the basket, 422 with a `Message` for a refused
 * quantity (spec 000 §5).
 */
export const CART_ITEM_PATH = 'api/v1/shoppingcarts/items';
export const cartItemPath = (productVariantId: number) => `${CART_ITEM_PATH}/${productVariantId}`;

type CallOptions = Pick<RequestOptions, 'signal'> & { culture: string };

/** PUT the line's new quantity; failures are the caller's (policy: false). */
export async function changeCartQuantity(
  productVariantId: number,
  quantity: number,
  { culture, ...options }: CallOptions,
): Promise<BasketSummary> {
  const path = cartItemPath(productVariantId);
  const data = await put<unknown>(
    path,
    { Quantity: quantity },
    { ...options, params: { culture }, policy: false },
  );
  return parseAnswer(basketSummarySchema, data, path);
}

/** DELETE the line; failures are the caller's (policy: false). */
export async function deleteCartItem(
  productVariantId: number,
  { culture, ...options }: CallOptions,
): Promise<BasketSummary> {
  const path = cartItemPath(productVariantId);
  const data = await del<unknown>(path, { ...options, params: { culture }, policy: false });
  return parseAnswer(basketSummarySchema, data, path);
}
