/**
 * The wishlist list page's calls (issue 11; spec 001 §2, §3, §7, §8; spec 000 §7), apart from
 * src/api/wishlist.ts so that the header's wishlist count, on every page, does not carry them.
 */
import * as z from 'zod/mini';
import { request } from '../core/http';
import { pageSettings } from '../core/settings';
import { basketSummarySchema } from './cart';
import { parseAnswer, postJson } from './parse';
import { WISHLIST_API } from './wishlist';

// Every call leaves failures to the page (`policy: false`): a toast with the server Message (spec 001 §8), 401 → login.

export const WISHLIST_DELETE_ITEM_PATH = `${WISHLIST_API}/deletefromlist`;
export const WISHLIST_RENAME_PATH = `${WISHLIST_API}/updatename`;
export const WISHLIST_DESCRIBE_PATH = `${WISHLIST_API}/updatedescription`;
export const WISHLIST_DELETE_PATH = `${WISHLIST_API}/delete`;
export const WISHLIST_TO_CART_PATH = 'api/v1/catalog/products/addwishlisttocart';

/** What the page's changes answer: the sentence said to the shopper. */
export const wishlistMessageSchema = z.object({ Message: z.string() });

export const renameAnswerSchema = z.object({ Message: z.string(), Name: z.string() });

/** spec 001 §3: deleting a list answers the address to go to next. */
export const deleteListAnswerSchema = z.object({
  Message: z.optional(z.string()),
  Uri: z.string().check(z.minLength(1)),
});

/** Order all: how many lines went into the basket, and what the shopper is told. */
export const orderAllAnswerSchema = z.object({
  Message: z.string(),
  ItemsCount: z.number().check(z.int(), z.nonnegative()),
});

const mutation = { policy: false } as const;

/** DELETE deletefromlist?Id= (a wishlist product id, spec 000 §7 "query"). */
export async function deleteFromList(id: string) {
  const data = await request<unknown>(WISHLIST_DELETE_ITEM_PATH, {
    ...mutation,
    method: 'DELETE',
    params: { Id: id },
  });
  return parseAnswer(wishlistMessageSchema, data, WISHLIST_DELETE_ITEM_PATH);
}

export async function updateWishlistName(id: string, name: string) {
  return postJson(renameAnswerSchema, WISHLIST_RENAME_PATH, undefined, {
    ...mutation,
    params: { Id: id, Name: name },
  });
}

export async function updateWishlistDescription(id: string, description: string) {
  return postJson(wishlistMessageSchema, WISHLIST_DESCRIBE_PATH, undefined, {
    ...mutation,
    params: { Id: id, Description: description },
  });
}

/** POST delete with the list's Id in the body (spec 000 §7). */
export async function deleteWishlist(id: string) {
  return postJson(deleteListAnswerSchema, WISHLIST_DELETE_PATH, { Id: Number(id) }, mutation);
}

/** POST addwishlisttocart: every product of the list into the basket, in the page's culture. */
export async function orderWishlist(id: string) {
  return postJson(
    orderAllAnswerSchema,
    WISHLIST_TO_CART_PATH,
    { Id: Number(id) },
    {
      ...mutation,
      params: { culture: pageSettings().culture },
    },
  );
}

/**
 * One product of the list into the basket: the add to cart of spec 000 §7, the same call as
 * src/api/product.ts `addToCart`. Not imported from there: sharing that module would split it
 * into a chunk of its own, one more file on every product page (docs/architecture.md §9).
 */
export const WISHLIST_ITEM_TO_CART_PATH = 'api/v1/catalog/products/addtocart';

export async function addWishlistItemToCart(line: {
  ProductVariantId: number;
  Quantity: number;
  Name: string;
}) {
  return postJson(
    basketSummarySchema,
    WISHLIST_ITEM_TO_CART_PATH,
    { ...line, OriginData: 'wishlist' },
    { ...mutation, params: { culture: pageSettings().culture } },
  );
}
