/**
 * The shopper session of the demo CMS (issue 2 §3): in memory, keyed by a cookie. Holds who
 * the visitor is and what every family needs (culture, currency, country, the signed-in
 * customer) and the anti-forgery token that unsafe calls must send back. A family keeps its
 * own state beside the session in its own store (the cart's basket, the wishlists…), keyed
 * by the session object (decision 016).
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Culture } from './culture';

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
