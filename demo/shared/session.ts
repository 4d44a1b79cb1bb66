/**
 * The shopper session of the demo CMS (issue 2 §3): in memory, keyed by a cookie. Holds the
 * basket, wishlists, addresses and orders of one visitor, and the anti-forgery token that
 * unsafe calls must send back.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Culture } from '../data/catalog/types';

export interface BasketLine {
  productVariantId: number;
  quantity: number;
}

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

export interface Address {
  id: number;
  type: 'Billing' | 'Shipping' | 'Both';
  name: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: string;
}

export interface Order {
  id: number;
  date: string;
  lines: BasketLine[];
  totalTaxIncl: number;
}

export interface Session {
  id: string;
  antiForgeryToken: string;
  /** The culture of the last page seen: the API answers (amounts) follow it. */
  culture: Culture;
  currency: string;
  /** Country for sales taxes (spec 001 §7). */
  country: string;
  /** Signed-in customer e-mail, or undefined for an anonymous visitor. */
  user: string | undefined;
  basket: BasketLine[];
  wishlists: Wishlist[];
  addresses: Address[];
  orders: Order[];
}

export const SESSION_COOKIE = 'vitrine_demo_session';
const sessions = new Map<string, Session>();
const token = () => randomBytes(18).toString('base64url');

function createSession(): Session {
  const session: Session = {
    id: token(),
    antiForgeryToken: token(),
    culture: 'fr',
    currency: 'EUR',
    country: 'BE',
    user: undefined,
    basket: [],
    wishlists: [],
    addresses: [],
    orders: [],
  };
  sessions.set(session.id, session);
  return session;
}

/** The visitor's session, created (and its cookie set) on the first request. */
export function sessionOf(c: Context, cookiePath: string): Session {
  const existing = sessions.get(getCookie(c, SESSION_COOKIE) ?? '');
  if (existing) return existing;
  const session = createSession();
  setCookie(c, SESSION_COOKIE, session.id, { path: cookiePath, httpOnly: true, sameSite: 'Lax' });
  return session;
}

export function resetSessions(): void {
  sessions.clear();
}
