/**
 * Cookie consent runtime (spec 000 §3, §4, §9; issue 3 §3). It lives in the entry script so
 * that gated scripts and Google Consent Mode follow a stored decision on every page, before
 * any widget chunk loads; the banner and the preferences dialog are the cookie-consent widget.
 * Hand-written cookie code rather than js-cookie: two small functions are all we need.
 */
import { type ConsentSettings, emit, on } from './events';
import { type GlobalFunction, globalFunction } from './globalFunction';
import { activate } from './scripts';
import { DEFAULT_CONSENT_COOKIE, pageSettings } from './settings';

export type { ConsentSettings };
export type ConsentCategory = 'preferences' | 'statistics' | 'marketing';
export type ConsentChoice = Pick<ConsentSettings, ConsentCategory>;
/** Names of global functions (never code) to call after a decision (spec 000 §4). */
export interface ConsentCallbacks {
  onAccept?: string | undefined;
  onDecline?: string | undefined;
}

/** The consent cookie's name when the page settings do not name another (spec 000 §3). */
export const CONSENT_COOKIE = DEFAULT_CONSENT_COOKIE;
/** spec 000 §9 (consent) and spec 001 §9 (cookie law bar): 8760 hours, one year. */
export const COOKIE_HOURS = 8760;
export const categories: readonly ConsentCategory[] = ['preferences', 'statistics', 'marketing'];

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    /** The global consent value of spec 000 §4, for the host page's own scripts. */
    vitrineConsent?: ConsentSettings;
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (entry === undefined) return undefined;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

/** Path is the application path so that a shop under /shop/ keeps to its own cookies. */
export function writeCookie(name: string, value: string, hours = COOKIE_HOURS): void {
  const secure = location.protocol === 'https:' ? ';Secure' : '';
  // The Cookie Store API is async and missing from some browsers we serve.
  // biome-ignore lint/suspicious/noDocumentCookie: see above
  document.cookie =
    `${name}=${encodeURIComponent(value)};Max-Age=${hours * 3600}` +
    `;Path=${pageSettings().appPath};SameSite=Lax${secure}`;
}

/** The stored decision; undefined when missing, unparsable or of another stamp (spec 000 §4). */
export function readConsent(): ConsentSettings | undefined {
  try {
    const raw = JSON.parse(
      readCookie(pageSettings().consentCookie) ?? '',
    ) as Partial<ConsentSettings>;
    const { stamp, preferences, statistics, marketing } = raw;
    if (stamp !== pageSettings().consentStamp) return undefined;
    if (![preferences, statistics, marketing].every((value) => typeof value === 'boolean'))
      return undefined;
    return { stamp, preferences, statistics, marketing } as ConsentSettings;
  } catch {
    return undefined;
  }
}

/** Google Consent Mode v2 update (anchors/storefront.md §4), in gtag's `arguments` form. */
function consentMode(settings: ConsentSettings): void {
  const state = (allowed: boolean) => (allowed ? 'granted' : 'denied');
  const gtag: Gtag =
    window.gtag ??
    function () {
      window.dataLayer ??= [];
      // gtag.js reads Arguments objects, not arrays: this is its documented snippet.
      // biome-ignore lint/complexity/noArguments: see above
      window.dataLayer.push(arguments);
    };
  gtag('consent', 'update', {
    analytics_storage: state(settings.statistics),
    ad_storage: state(settings.marketing),
    ad_user_data: state(settings.marketing),
    ad_personalization: state(settings.marketing),
    functionality_storage: state(settings.preferences),
    personalization_storage: state(settings.preferences),
  });
}

const activated = new WeakSet<HTMLScriptElement>();

/**
 * Runs, once each and in document order, the `<script type="text/plain" data-consent="…">`
 * under root whose category is allowed. `data-consent="!marketing"` runs while marketing is
 * declined, on every load (anchors/consent-validation-upload.md §1, bar 6).
 */
export async function runConsentScripts(
  root: ParentNode = document,
  settings: ConsentSettings | undefined = window.vitrineConsent,
): Promise<void> {
  if (!settings) return;
  const scripts = root.querySelectorAll<HTMLScriptElement>(
    'script[type="text/plain"][data-consent]',
  );
  for (const script of Array.from(scripts)) {
    const wanted = script.dataset.consent ?? '';
    const category = wanted.replace(/^!/, '') as ConsentCategory;
    if (!categories.includes(category) || activated.has(script)) continue;
    if (settings[category] === wanted.startsWith('!')) continue;
    activated.add(script);
    await activate(script, 'text/javascript');
  }
}

/** Calls the named global function (core/globalFunction: own properties only, no eval). */
function callGlobal(name: string | undefined, settings: ConsentSettings): void {
  if (!name) return;
  try {
    // Not a function name (undefined): the call throws, and is logged like a failing one.
    (globalFunction(name) as GlobalFunction)(settings);
  } catch (error) {
    // A missing or failing callback must not keep the decision from taking effect.
    console.error(`[vitrine] consent callback ${name} failed`, error);
  }
}

/** The global value, Consent Mode and the event, after a decision or on load with one. */
function apply(settings: ConsentSettings): void {
  window.vitrineConsent = settings;
  consentMode(settings);
  emit('vitrine:consent-set', settings);
}

/** Stores a decision and acts on it (spec 000 §4). The stamp is not a category (spec 000 §9). */
export function saveConsent(
  choice: ConsentChoice,
  callbacks: ConsentCallbacks = {},
): ConsentSettings {
  const settings: ConsentSettings = { stamp: pageSettings().consentStamp, ...choice };
  writeCookie(pageSettings().consentCookie, JSON.stringify(settings));
  apply(settings);
  const anyAllowed = categories.some((category) => settings[category]);
  callGlobal(anyAllowed ? callbacks.onAccept : callbacks.onDecline, settings);
  void runConsentScripts(document, settings);
  return settings;
}

let openPending = false;

/** Whether a `[data-consent-open]` click came before the preferences widget listened (once). */
export function takeOpenRequest(): boolean {
  const pending = openPending;
  openPending = false;
  return pending;
}

/**
 * Called once from boot: acts on a stored decision (Consent Mode keeps nothing between pages),
 * runs consent scripts that arrive with a page swap, and lets any `[data-consent-open]`
 * element reopen the preferences from any page (bar 3). Returns the uninstaller (tests).
 */
export function installConsent(): () => void {
  const stored = readConsent();
  if (stored) {
    apply(stored);
    void runConsentScripts(document, stored);
  }
  const onClick = (event: Event) => {
    const opener = (event.target as Element | null)?.closest?.('[data-consent-open]');
    if (!opener) return;
    event.preventDefault();
    openPending = true;
    emit('vitrine:consent-open', {});
  };
  document.addEventListener('click', onClick);
  const offLoaded = on('vitrine:page-loaded', () => void runConsentScripts(document));
  return () => {
    offLoaded();
    document.removeEventListener('click', onClick);
  };
}
