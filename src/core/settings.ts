/**
 * Page settings: what the CMS page tells the bundle about itself (issue 2 §2).
 *
 * The CMS renders one JSON block, `<script type="application/json" id="vitrine-settings">`;
 * the culture comes from the address's culture segment, then `<html lang>` (spec 000 §1).
 * Validated by hand rather than with zod: this runs in the entry script, which must stay
 * free of zod (docs/decisions/001-page-settings-block.md).
 */
export const cultures = ['fr', 'nl', 'es', 'de', 'it', 'pt'] as const;
export type Culture = (typeof cultures)[number];

export interface PageSettings {
  culture: Culture;
  /** Application path, always ending with '/': '/' or '/shop/'. */
  appPath: string;
  /** Website path of the current culture, ending with '/': '/fr/' or '/shop/fr/'. */
  websitePath: string;
  /** ISO 4217 code of the shopper's currency. */
  currency: string;
  /**
   * ISO 3166 code of the shop's country (the sales-tax country), '' when the page does not say:
   * it picks the regional form of a language, nl-BE or nl-NL (core/locale, decision 018).
   */
  country: string;
  /** Version marker of the cookie policy; a changed stamp asks for consent again (spec 000 §4). */
  consentStamp: string;
  /** Anti-forgery token sent with unsafe requests. */
  antiForgeryToken: string;
  /** Name of the consent cookie; it follows the CMS (spec 000 §3 "name not shown"). */
  consentCookie: string;
  /** Name of the cookie-law bar's cookie (spec 001 §9). */
  cookieLawCookie: string;
}

/** The cookie names when the page does not name them. */
export const DEFAULT_CONSENT_COOKIE = 'vitrine_consent';
export const DEFAULT_COOKIE_LAW_COOKIE = 'vitrine_cookielaw';
/** A cookie name is an RFC 6265 token: no spaces, separators or '='. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** What a CMS writes in the settings block: every key may be left out (README). */
export type SettingsBlock = Partial<Omit<PageSettings, 'culture'>>;

export const SETTINGS_ELEMENT_ID = 'vitrine-settings';

const isCulture = (value: unknown): value is Culture =>
  typeof value === 'string' && (cultures as readonly string[]).includes(value);

const withSlashes = (path: string): string => {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
};

/** The culture segment right after the application path, if it is one of ours. */
export function cultureFromPath(pathname: string, appPath: string): Culture | undefined {
  const rest = pathname.startsWith(appPath) ? pathname.slice(appPath.length) : pathname;
  const segment = rest.split('/').find(Boolean)?.toLowerCase();
  return isCulture(segment) ? segment : undefined;
}

function readJson(doc: Document, problems: string[]): Record<string, unknown> {
  const element = doc.getElementById(SETTINGS_ELEMENT_ID);
  if (!element) {
    problems.push(`no <script type="application/json" id="${SETTINGS_ELEMENT_ID}"> on the page`);
    return {};
  }
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
    problems.push('the settings block is not a JSON object');
  } catch {
    problems.push('the settings block is not valid JSON');
  }
  return {};
}

function text(
  raw: Record<string, unknown>,
  key: string,
  fallback: string,
  problems: string[],
  pattern?: RegExp,
): string {
  const value = raw[key];
  if (value === undefined) return fallback;
  if (typeof value === 'string' && (!pattern || pattern.test(value))) return value;
  problems.push(`"${key}" is ${JSON.stringify(value)}, expected ${pattern ? pattern : 'a string'}`);
  return fallback;
}

function tokenFromMarkup(doc: Document): string {
  const input = doc.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]');
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return input?.value ?? meta?.content ?? '';
}

/** Reads and validates the settings; a problem is reported once and a default is used. */
export function readPageSettings(
  doc: Document = document,
  href = doc.location?.href ?? '',
): PageSettings {
  const problems: string[] = [];
  const raw = readJson(doc, problems);
  const appPath = withSlashes(text(raw, 'appPath', '/', problems));
  const pathname = href ? new URL(href, 'http://localhost').pathname : '/';
  const lang = doc.documentElement.lang.slice(0, 2).toLowerCase();
  const culture = cultureFromPath(pathname, appPath) ?? (isCulture(lang) ? lang : undefined);
  if (!culture)
    problems.push(`no culture in the address or <html lang> (expected ${cultures.join(', ')})`);
  const resolved = culture ?? 'fr';
  const settings: PageSettings = {
    culture: resolved,
    appPath,
    websitePath: withSlashes(text(raw, 'websitePath', `${appPath}${resolved}`, problems)),
    currency: text(raw, 'currency', 'EUR', problems, /^[A-Z]{3}$/),
    country: text(raw, 'country', '', problems, /^[A-Z]{2}$/),
    consentStamp: text(raw, 'consentStamp', '', problems),
    antiForgeryToken: text(raw, 'antiForgeryToken', '', problems) || tokenFromMarkup(doc),
    consentCookie: text(raw, 'consentCookie', DEFAULT_CONSENT_COOKIE, problems, COOKIE_NAME),
    cookieLawCookie: text(raw, 'cookieLawCookie', DEFAULT_COOKIE_LAW_COOKIE, problems, COOKIE_NAME),
  };
  if (problems.length) {
    console.error(`[vitrine] page settings: ${problems.join('; ')}. Using defaults.`);
  }
  return settings;
}

let current: PageSettings | undefined;

/** The settings of this page, read once; the shell refreshes them after a swap. */
export function pageSettings(): PageSettings {
  current ??= readPageSettings();
  return current;
}

export function setPageSettings(settings: PageSettings): void {
  current = settings;
}
