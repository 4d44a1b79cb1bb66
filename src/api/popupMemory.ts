/**
 * The remembered list of hidden popups and banners (spec 001 §3, §4, §9; decision 044): a cookie
 * the bundle writes when the shopper closes one and the CMS may read to leave it out of the page.
 * Its value is JSON, `[{"id":"black-friday","datetime":"2026-11-24T19:00:00Z"}]`: the popup's Id
 * and when it was closed. Kept small: an entry older than the cookie's 9999 days is dropped, so
 * is anything that is not such an entry (a malformed cookie is an empty list, never a crash),
 * and only the latest MAX_REMEMBERED entries are kept.
 */
import * as z from 'zod/mini';
import { readCookie, writeCookie } from '../core/consent';

/** The cookie's name; not in the specification: our contract (decision 044). */
export const POPUP_COOKIE = 'vitrine_popups';
/** spec 001 §9: the popup memory cookie lives 9999 days. */
export const POPUP_COOKIE_DAYS = 9999;
/** About 50 bytes an entry once encoded: 20 keep the cookie under 1.5 kB. */
export const MAX_REMEMBERED = 20;

const DAY_MS = 86_400_000;
const entrySchema = z.object({ id: z.string(), datetime: z.string() });
export type HiddenPopup = z.infer<typeof entrySchema>;

/** The entries of a cookie value still alive at `now`; anything malformed is left out. */
export function parseHidden(raw: string | undefined, now: number): HiddenPopup[] {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  return data.flatMap((item): HiddenPopup[] => {
    const parsed = entrySchema.safeParse(item);
    if (!parsed.success) return [];
    const closedAt = Date.parse(parsed.data.datetime);
    if (Number.isNaN(closedAt) || now - closedAt > POPUP_COOKIE_DAYS * DAY_MS) return [];
    return [{ id: parsed.data.id, datetime: parsed.data.datetime }];
  });
}

/** The list with `id` closed at `now` (one entry per id, the latest last). */
export function withClosed(list: HiddenPopup[], id: string, now: number): HiddenPopup[] {
  const datetime = new Date(now).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return [...list.filter((entry) => entry.id !== id), { id, datetime }].slice(-MAX_REMEMBERED);
}

function write(list: HiddenPopup[]): void {
  writeCookie(POPUP_COOKIE, JSON.stringify(list), POPUP_COOKIE_DAYS * 24);
}

/**
 * Whether the shopper closed the popup or banner `id` (in this browser, within 9999 days).
 * Browsers cap a cookie's life at 400 days (Chromium since 104, RFC 6265bis), whatever the
 * 9999 days asked: so each page with a popup or banner writes the list again, and a shopper who
 * comes back within 400 days keeps it for the whole 9999 (decision 044). Pruned as it goes.
 */
export function isHidden(id: string, now = Date.now()): boolean {
  const list = parseHidden(readCookie(POPUP_COOKIE), now);
  if (list.length > 0) write(list);
  return list.some((entry) => entry.id === id);
}

/** spec 001 §4: closing stores the id with the time, so it is not shown again. */
export function rememberClosed(id: string, now = Date.now()): void {
  write(withClosed(parseHidden(readCookie(POPUP_COOKIE), now), id, now));
}
