/**
 * The wishlist family's session store: the shopper's wishlists and birth lists, kept beside
 * each demo session (issue 5; spec 000 §3 wishlist, spec 001 §3 wishlist product). Ids are
 * unique per server.
 */
import { brands, categories } from '../../data/catalog';
import type { Culture, Product, ProductVariant } from '../../data/catalog/types';
import { convert } from '../../shared/money';
import type { Session } from '../../shared/session';

/** spec 000 §2: a birth list is a list of its own kind (`?openBirthlist`), kept apart in the popup. */
export type WishlistKind = 'wishlist' | 'birthlist';

export interface WishlistItem {
  /** spec 001 §3 wishlist product id: what updatequantity and the list page address. */
  WishlistProductId: number;
  variantId: number;
  qty: number;
}

export interface Wishlist {
  WishlistId: number;
  Name: string;
  Description: string;
  Kind: WishlistKind;
  Items: WishlistItem[];
}

const wishlists = new WeakMap<Session, Wishlist[]>();

/** Every list of the session, of both kinds (none on a first visit). */
export function wishlistsOf(session: Session): Wishlist[] {
  const lists = wishlists.get(session) ?? [];
  wishlists.set(session, lists);
  return lists;
}

let lastId = 1000;
const nextId = () => ++lastId;

export const isKind = (value: string | undefined): value is WishlistKind =>
  value === 'wishlist' || value === 'birthlist';

export const listsOf = (session: Session, kind: WishlistKind): Wishlist[] =>
  wishlistsOf(session).filter((list) => list.Kind === kind);

export const listById = (session: Session, id: number): Wishlist | undefined =>
  wishlistsOf(session).find((list) => list.WishlistId === id);

export function createList(session: Session, kind: WishlistKind, name: string): Wishlist {
  const list: Wishlist = {
    WishlistId: nextId(),
    Name: name,
    Description: '',
    Kind: kind,
    Items: [],
  };
  wishlistsOf(session).push(list);
  return list;
}

export const itemOf = (list: Wishlist | undefined, variantId: number): WishlistItem | undefined =>
  list?.Items.find((item) => item.variantId === variantId);

/** Adds the desired quantity; a variant already in the list gets it added to its own. */
export function addToList(list: Wishlist, variantId: number, qty: number): WishlistItem {
  const existing = itemOf(list, variantId);
  if (existing) {
    existing.qty += qty;
    return existing;
  }
  const item = { WishlistProductId: nextId(), variantId, qty };
  list.Items.push(item);
  return item;
}

export const itemById = (session: Session, id: number): WishlistItem | undefined =>
  wishlistsOf(session)
    .flatMap((list) => list.Items)
    .find((item) => item.WishlistProductId === id);

/** A positive whole number or undefined (spec 001 §5: wishlist quantity is positive). */
export function positiveInteger(raw: string | undefined): number | undefined {
  if (!raw || !/^\d+$/.test(raw.trim())) return undefined;
  const value = Number(raw);
  return value >= 1 && value <= 9999 ? value : undefined;
}

/** spec 000 §3 tracking item of one variant, amounts in the session currency. */
export function trackingItem(
  product: Product,
  variant: ProductVariant,
  culture: Culture,
  currency: string,
  quantity: number,
) {
  return {
    item_name: product.name[culture],
    item_id: String(product.id),
    sku: variant.SKU,
    price: convert(variant.priceTaxIncl, currency),
    item_brand: brands.find((brand) => brand.id === product.brandId)?.name ?? '',
    item_category: categories.find((c) => c.id === product.categoryId)?.name[culture] ?? '',
    quantity,
    index: 0,
  };
}
