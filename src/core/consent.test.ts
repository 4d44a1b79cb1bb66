import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../test/settings';
import {
  CONSENT_COOKIE,
  installConsent,
  readConsent,
  readCookie,
  runConsentScripts,
  saveConsent,
  takeOpenRequest,
  writeCookie,
} from './consent';
import { emit, type VitrineEvents } from './events';

/** Vitest's jsdom environment exposes its JSDOM instance as a global; what these tests use. */
declare const jsdom: {
  cookieJar: { removeAllCookiesSync: () => void };
  reconfigure: (options: { url: string }) => void;
};

const STAMP = '2026-11-01';
const none = { preferences: false, statistics: false, marketing: false };
const all = { preferences: true, statistics: true, marketing: true };

declare global {
  interface Window {
    onAccepted?: (settings: unknown) => void;
    shop?: { consent?: { declined?: (settings: unknown) => void } };
  }
}

function storeCookie(value: unknown): void {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  // biome-ignore lint/suspicious/noDocumentCookie: a cookie as the server or an old page left it
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(text)};Path=/`;
}

/** A consent-gated script that counts its runs in window.ran. */
function gated(category: string, parent: ParentNode = document.body): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.dataset.consent = category;
  // Scripts run in jsdom's own window, not in the test's global: they report through the DOM.
  script.text = `document.dispatchEvent(new CustomEvent('test:ran', { detail: '${category}' }));`;
  parent.append(script);
  return script;
}

const cookieWrites = () => vi.spyOn(Document.prototype, 'cookie', 'set');
const dataLayerEntries = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as never));

let ran: Record<string, number> = {};
const count = (event: Event) => {
  const category = String((event as CustomEvent).detail);
  ran[category] = (ran[category] ?? 0) + 1;
};

/** Lets the awaited activations of runConsentScripts finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  jsdom.cookieJar.removeAllCookiesSync();
  applyPageSettings({ consentStamp: STAMP }, '/fr/');
  delete window.vitrineConsent;
  delete window.dataLayer;
  delete window.gtag;
  ran = {};
  document.addEventListener('test:ran', count);
});
const uninstall: Array<() => void> = [];
const install = () => uninstall.push(installConsent());

afterEach(() => {
  for (const remove of uninstall.splice(0)) remove();
  document.removeEventListener('test:ran', count);
  jsdom.reconfigure({ url: 'http://localhost:3000/' });
  vi.useRealTimers();
});

describe('readConsent (spec 000 §4)', () => {
  it('is undefined when there is no consent cookie', () => {
    expect(readConsent()).toBeUndefined();
  });

  it('is undefined when the cookie cannot be parsed or lacks a category', () => {
    storeCookie('{"stamp":"2026-11-01",');
    expect(readConsent()).toBeUndefined();
    storeCookie('null');
    expect(readConsent()).toBeUndefined();
    storeCookie({ stamp: STAMP, preferences: true, statistics: 'yes', marketing: false });
    expect(readConsent()).toBeUndefined();
  });

  it('is undefined when the stored stamp differs from the page stamp: new consent is needed', () => {
    storeCookie({ stamp: '2025-01-01', ...all });
    expect(readConsent()).toBeUndefined();
  });

  it('returns the stored settings when the stamp matches, and nothing else', () => {
    storeCookie({ stamp: STAMP, ...all, statistics: false, extra: 'ignored' });
    expect(readConsent()).toEqual({ stamp: STAMP, ...all, statistics: false });
  });
});

describe('the consent cookie', () => {
  it('is JSON, SameSite=Lax, on the application path, without Secure over http', () => {
    applyPageSettings({ consentStamp: STAMP, appPath: '/shop/' }, '/shop/fr/');
    const writes = cookieWrites();
    saveConsent({ ...none, statistics: true });
    const written = String(writes.mock.calls[0]?.[0]);
    expect(written).toMatch(/^vitrine_consent=[^;]+;Max-Age=31536000;Path=\/shop\/;SameSite=Lax$/);
    expect(JSON.parse(readCookie(CONSENT_COOKIE) ?? '')).toEqual({
      stamp: STAMP,
      ...none,
      statistics: true,
    });
  });

  it('takes the name the page settings give it, and reads only that one', () => {
    applyPageSettings({ consentStamp: STAMP, consentCookie: 'cms_consent' });
    storeCookie({ stamp: STAMP, ...none });
    expect(readConsent()).toBeUndefined();
    const writes = cookieWrites();
    saveConsent(all);
    expect(String(writes.mock.calls[0]?.[0])).toMatch(/^cms_consent=[^;]+;Max-Age=31536000;/);
    expect(readConsent()).toEqual({ stamp: STAMP, ...all });
  });

  it('is Secure over https', () => {
    jsdom.reconfigure({ url: 'https://shop.example/fr/' });
    const writes = cookieWrites();
    saveConsent(all);
    expect(String(writes.mock.calls[0]?.[0])).toMatch(/;SameSite=Lax;Secure$/);
    expect(readConsent()).toEqual({ stamp: STAMP, ...all });
  });

  it('lasts 8760 hours (spec 000 §9)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2026-11-20T10:00:00Z').getTime();
    const valueAfter = (hours: number) => {
      // tough-cookie counts Max-Age from the last access: write afresh, read once.
      jsdom.cookieJar.removeAllCookiesSync();
      vi.setSystemTime(start);
      writeCookie(CONSENT_COOKIE, JSON.stringify({ stamp: STAMP, ...all }));
      vi.setSystemTime(start + hours * 3600_000);
      return readConsent();
    };
    expect(valueAfter(8759.99)).toEqual({ stamp: STAMP, ...all });
    expect(valueAfter(8760.01)).toBeUndefined();
  });
});

describe('saveConsent', () => {
  it('sets the global value and fires vitrine:consent-set with the settings', () => {
    const heard: VitrineEvents['vitrine:consent-set'][] = [];
    document.addEventListener('vitrine:consent-set', (event) =>
      heard.push((event as CustomEvent).detail),
    );
    const settings = saveConsent({ ...none, marketing: true });
    expect(settings).toEqual({ stamp: STAMP, ...none, marketing: true });
    expect(window.vitrineConsent).toEqual(settings);
    expect(heard).toEqual([settings]);
  });

  it('pushes the Consent Mode v2 update to dataLayer in the gtag arguments form', () => {
    saveConsent({ preferences: true, statistics: false, marketing: true });
    expect(dataLayerEntries()).toEqual([
      [
        'consent',
        'update',
        {
          analytics_storage: 'denied',
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
          functionality_storage: 'granted',
          personalization_storage: 'granted',
        },
      ],
    ]);
    expect(Object.prototype.toString.call(window.dataLayer?.[0])).toBe('[object Arguments]');
  });

  it('calls window.gtag when the page defines it', () => {
    window.gtag = vi.fn();
    saveConsent({ ...none, statistics: true });
    expect(window.gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    });
    expect(window.dataLayer).toBeUndefined();
  });

  it('runs the accept callback when any category is allowed, never eval-ing the name', () => {
    window.onAccepted = vi.fn();
    window.shop = { consent: { declined: vi.fn() } };
    saveConsent(
      { ...none, preferences: true },
      {
        onAccept: 'onAccepted',
        onDecline: 'shop.consent.declined',
      },
    );
    expect(window.onAccepted).toHaveBeenCalledWith({ stamp: STAMP, ...none, preferences: true });
    expect(window.shop.consent?.declined).not.toHaveBeenCalled();
  });

  it('runs the decline callback (a dotted global name) when every category is denied', () => {
    window.onAccepted = vi.fn();
    window.shop = { consent: { declined: vi.fn() } };
    saveConsent(none, { onAccept: 'onAccepted', onDecline: 'shop.consent.declined' });
    expect(window.shop.consent?.declined).toHaveBeenCalledWith({ stamp: STAMP, ...none });
    expect(window.onAccepted).not.toHaveBeenCalled();
  });

  it('logs a callback that is not a global function, and still saves', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    saveConsent(all, { onAccept: 'alert("x")' });
    expect(String(log.mock.calls[0]?.[0])).toBe('[vitrine] consent callback alert("x") failed');
    expect(readConsent()).toEqual({ stamp: STAMP, ...all });
  });

  it.each([
    ['constructor.constructor', 'shop.constructor.constructor'],
    ['__proto__', 'shop.__proto__.constructor'],
    ['a prototype method', 'shop.consent.hasOwnProperty'],
    ['Function through its prototype', 'Function.prototype.constructor'],
  ])('refuses a callback path through %s (own properties only, decision 014)', (_case, name) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const declined = vi.fn();
    window.shop = { consent: { declined } };
    saveConsent(none, { onDecline: name });
    expect(String(log.mock.calls[0]?.[0])).toBe(`[vitrine] consent callback ${name} failed`);
    expect(declined).not.toHaveBeenCalled();
    expect(readConsent()).toEqual({ stamp: STAMP, ...none });
  });

  it('runs the scripts of allowed categories only, each once', async () => {
    gated('statistics');
    gated('marketing');
    gated('preferences');
    gated('!marketing');
    saveConsent({ ...none, statistics: true });
    await settle();
    expect(ran).toEqual({ statistics: 1, '!marketing': 1 });
    saveConsent({ ...all });
    await settle();
    expect(ran).toEqual({ statistics: 1, '!marketing': 1, marketing: 1, preferences: 1 });
    saveConsent({ ...all });
    await settle();
    expect(ran).toEqual({ statistics: 1, '!marketing': 1, marketing: 1, preferences: 1 });
  });

  it('runs no consent script when everything is declined', async () => {
    gated('statistics');
    gated('marketing');
    saveConsent(none);
    await settle();
    expect(ran).toEqual({});
  });

  it('ignores an unknown category', async () => {
    gated('everything');
    await runConsentScripts(document, { stamp: STAMP, ...all });
    expect(ran).toEqual({});
  });
});

describe('installConsent', () => {
  it('on a page with a stored decision: global, Consent Mode update, event and allowed scripts', async () => {
    storeCookie({ stamp: STAMP, ...none, marketing: true });
    gated('marketing');
    gated('statistics');
    const heard = vi.fn();
    document.addEventListener('vitrine:consent-set', heard, { once: true });
    install();
    await settle();
    expect(window.vitrineConsent).toEqual({ stamp: STAMP, ...none, marketing: true });
    expect(dataLayerEntries()[0]?.[2]).toMatchObject({ ad_storage: 'granted' });
    expect(heard).toHaveBeenCalledTimes(1);
    expect(ran).toEqual({ marketing: 1 });
  });

  it('does nothing on a first visit, or when the stamp changed', async () => {
    gated('statistics');
    install();
    storeCookie({ stamp: 'old', ...all });
    install();
    await settle();
    expect(window.vitrineConsent).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
    expect(ran).toEqual({});
  });

  it('runs allowed consent scripts that arrive later through a page swap', async () => {
    storeCookie({ stamp: STAMP, ...none, statistics: true });
    install();
    await settle();
    const region = document.createElement('main');
    document.body.append(region);
    gated('statistics', region);
    gated('marketing', region);
    emit('vitrine:page-loaded', { url: '/fr/next' });
    await settle();
    expect(ran).toEqual({ statistics: 1 });
  });

  it('turns a click on any [data-consent-open] element into vitrine:consent-open', () => {
    install();
    document.body.innerHTML =
      '<a href="/fr/privacy" data-consent-open><span>Cookies</span></a><button>Other</button>';
    const opened = vi.fn();
    document.addEventListener('vitrine:consent-open', opened);
    const span = document.querySelector('span');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    span?.dispatchEvent(click);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(click.defaultPrevented).toBe(true);
    document.querySelector('button')?.click();
    expect(opened).toHaveBeenCalledTimes(1);
    document.removeEventListener('vitrine:consent-open', opened);
  });

  it('remembers a [data-consent-open] click until a preferences widget takes it, once', () => {
    install();
    takeOpenRequest(); // the click of the test before
    document.body.innerHTML = '<button type="button" data-consent-open>Cookies</button>';
    expect(takeOpenRequest()).toBe(false);
    document.querySelector('button')?.click();
    expect(takeOpenRequest()).toBe(true);
    expect(takeOpenRequest()).toBe(false);
  });
});
