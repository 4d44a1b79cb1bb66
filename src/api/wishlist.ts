/** Wishlist calls (spec 000 §7). */
import * as z from 'zod/mini';
import { classifyFailure } from '../core/errorPolicy';
import { getJson, postJson } from './parse';

export const wishlistCountSchema = z.number().check(z.int(), z.nonnegative());

export const WISHLIST_COUNT_PATH = 'api/v1/catalog/wishlist/products/count';

/**
 * GET /api/v1/catalog/wishlist/products/count. Anonymous shoppers have no wishlist: the
 * header must not open a login modal on every page, so a 401 counts as 0 here.
 */
export async function fetchWishlistCount(): Promise<number> {
  try {
    return await getJson(wishlistCountSchema, WISHLIST_COUNT_PATH, { policy: false });
  } catch (error) {
    if (classifyFailure(error).kind === 'login') return 0;
    throw error;
  }
}

// Issue 5: the product page's wishlist dialog (spec 000 §3, §7, §8; spec 001 §3, §4).
// Every call leaves failures to the caller (`policy: false`): a 401 opens the login modal,
// anything else is said inside the dialog or in a growl.

export const WISHLIST_API = 'api/v1/catalog/wishlist';
export const WISHLIST_IN_LIST_PATH = `${WISHLIST_API}/isinthelist`;
export const WISHLIST_ADD_PATH = `${WISHLIST_API}/addproductvariant`;
export const WISHLIST_QUANTITY_PATH = `${WISHLIST_API}/updatequantity`;

/** GET isinthelist: whether the variant is in the list, with its wishlist product id. */
export const inListSchema = z.object({
  IsInList: z.boolean(),
  WishlistProductId: z.nullish(z.number()),
  Quantity: z.nullish(z.number()),
});
export type InList = z.infer<typeof inListSchema>;

export async function isInTheList(productVariantId: number, listId: number): Promise<InList> {
  return getJson(inListSchema, WISHLIST_IN_LIST_PATH, {
    params: { productVariantId, listId },
    policy: false,
    // Choosing lists quickly: only the last choice's answer counts.
    abortKey: 'wishlist-isinthelist',
  });
}

/** A GA4 dataLayer entry as the server prepared it (spec 001 §3 DataLayer). */
export const dataLayerSchema = z.object({
  event: z.string(),
  ecommerce: z.record(z.string(), z.unknown()),
});

export const addAnswerSchema = z.object({
  Message: z.string(),
  DataLayer: z.optional(z.unknown()),
  WishlistId: z.number(),
});
export type AddAnswer = z.infer<typeof addAnswerSchema>;

/** POST addproductvariant: the add form's fields go in the query (spec 000 §7). */
export async function addProductVariant(fields: Record<string, string>): Promise<AddAnswer> {
  return postJson(addAnswerSchema, WISHLIST_ADD_PATH, undefined, {
    params: fields,
    policy: false,
  });
}

/** spec 000 §3 quantity update response. */
export const quantityAnswerSchema = z.object({
  IsSuccessfull: z.boolean(),
  WishlistProductId: z.nullish(z.number()),
  Quantity: z.nullish(z.number()),
  /** Issue 11: the sentence the wishlist page announces (not in the specification). */
  Message: z.optional(z.string()),
});
export type QuantityAnswer = z.infer<typeof quantityAnswerSchema>;

export async function updateWishlistQuantity(id: string, quantity: number) {
  return postJson(quantityAnswerSchema, WISHLIST_QUANTITY_PATH, undefined, {
    params: { Id: id, Quantity: quantity },
    policy: false,
  });
}

// The customer reference of a product (spec 000 §3 "Reference update response: Status,
// Message"; §8): kept here with the other per-shopper product data.

export const CUSTOMER_REFERENCE_UPDATE_PATH = 'api/v1/catalog/customerref/update';

/** Status: true, or 'Success'/'OK' (any case), is a success; anything else a failure. */
export const referenceAnswerSchema = z.object({
  Status: z.union([z.boolean(), z.string()]),
  Message: z.optional(z.nullable(z.string())),
});

export const isReferenceSaved = (status: boolean | string): boolean =>
  status === true || (typeof status === 'string' && /^(success|ok)$/i.test(status));

export async function updateCustomerReference(
  body: { ProductId: number; ProductVariantId: number; CustomerReference: string },
  path = CUSTOMER_REFERENCE_UPDATE_PATH,
) {
  return postJson(referenceAnswerSchema, path, body, { policy: false });
}
