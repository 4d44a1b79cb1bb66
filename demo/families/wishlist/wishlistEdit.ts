/**
 * Changes the wishlist page makes to the session's lists (issue 11 §3; spec 001 §2, §7): remove
 * a product, rename, describe, delete a list. Limits are the demo CMS's (spec 001 §3 gives
 * none): a name of 1-60 characters, a description of at most 500.
 */
import type { Session } from '../../shared/session';
import { type Wishlist, type WishlistItem, wishlistsOf } from './wishlistStore';

export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 500;

/** The list holding a wishlist product, with the product. */
export function itemWithList(
  session: Session,
  wishlistProductId: number,
): { list: Wishlist; item: WishlistItem } | undefined {
  for (const list of wishlistsOf(session)) {
    const item = list.Items.find((i) => i.WishlistProductId === wishlistProductId);
    if (item) return { list, item };
  }
  return undefined;
}

export function removeItem(list: Wishlist, item: WishlistItem): void {
  list.Items = list.Items.filter((i) => i !== item);
}

/** Removes a variant from every list of the session; returns how many lines went. */
export function removeVariantEverywhere(session: Session, variantId: number): number {
  let removed = 0;
  for (const list of wishlistsOf(session)) {
    const before = list.Items.length;
    list.Items = list.Items.filter((i) => i.variantId !== variantId);
    removed += before - list.Items.length;
  }
  return removed;
}

export function deleteList(session: Session, list: Wishlist): void {
  const lists = wishlistsOf(session);
  const index = lists.indexOf(list);
  if (index >= 0) lists.splice(index, 1);
}
