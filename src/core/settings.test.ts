import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeSettingsBlock } from '../test/settings';
import { cultureFromPath, pageSettings, readPageSettings, SETTINGS_ELEMENT_ID } from './settings';

/** A CMS page: `<html lang>`, the settings block (unless null) and extra body markup. */
function page(block: object | string | null, { lang = '', body = '' } = {}): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  doc.documentElement.lang = lang;
  if (block !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = SETTINGS_ELEMENT_ID;
    script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
    doc.head.append(script);
  }
  doc.body.innerHTML = body;
  return doc;
}

const quietErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('readPageSettings', () => {
  it('reads the app path, website path, currency, country, consent stamp and token from the JSON block', () => {
    const errors = quietErrors();
    const doc = page({
      appPath: '/',
      websitePath: '/de/',
      currency: 'CHF',
      country: 'CH',
      consentStamp: '2026-11',
      antiForgeryToken: 'token-from-block',
    });

    expect(readPageSettings(doc, 'https://shop.example/de/produkte')).toEqual({
      culture: 'de',
      appPath: '/',
      websitePath: '/de/',
      currency: 'CHF',
      country: 'CH',
      consentStamp: '2026-11',
      antiForgeryToken: 'token-from-block',
      consentCookie: 'vitrine_consent',
      cookieLawCookie: 'vitrine_cookielaw',
    });
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes the culture from the address before <html lang> (spec 000 §1)', () => {
    const doc = page({}, { lang: 'nl' });

    expect(readPageSettings(doc, 'https://shop.example/it/catalogo').culture).toBe('it');
  });

  it('falls back to <html lang> when the address has no culture segment', () => {
    const errors = quietErrors();
    const doc = page({}, { lang: 'pt-PT' });

    expect(readPageSettings(doc, 'https://shop.example/checkout').culture).toBe('pt');
    expect(errors).not.toHaveBeenCalled();
  });

  it('ignores a first segment that is not one of the six cultures', () => {
    const doc = page({}, { lang: 'es' });

    expect(readPageSettings(doc, 'https://shop.example/en/home').culture).toBe('es');
  });

  it('normalises the app path and website path to leading and trailing slashes', () => {
    const doc = page({ appPath: 'shop', websitePath: 'shop/fr' });

    const settings = readPageSettings(doc, 'https://shop.example/shop/fr/');

    expect(settings.appPath).toBe('/shop/');
    expect(settings.websitePath).toBe('/shop/fr/');
  });

  it('finds the culture after the app path when the shop runs under /shop/', () => {
    const doc = page({ appPath: '/shop/' }, { lang: 'fr' });

    const settings = readPageSettings(doc, 'https://shop.example/shop/nl/winkelwagen');

    expect(settings.culture).toBe('nl');
    // No websitePath in the block: {app}{culture}/.
    expect(settings.websitePath).toBe('/shop/nl/');
  });

  it('logs one console.error and uses defaults on a page without the settings block', () => {
    const errors = quietErrors();
    const doc = page(null);

    const settings = readPageSettings(doc, 'https://shop.example/somewhere');

    expect(settings).toEqual({
      culture: 'fr',
      appPath: '/',
      websitePath: '/fr/',
      currency: 'EUR',
      country: '',
      consentStamp: '',
      antiForgeryToken: '',
      consentCookie: 'vitrine_consent',
      cookieLawCookie: 'vitrine_cookielaw',
    });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors.mock.calls[0]?.[0]).toBe(
      '[vitrine] page settings: no <script type="application/json" id="vitrine-settings"> on the page; ' +
        'no culture in the address or <html lang> (expected fr, nl, es, de, it, pt). Using defaults.',
    );
  });

  it('reports a settings block that is not valid JSON and uses defaults', () => {
    const errors = quietErrors();
    const doc = page('{ appPath: "/shop/" ', { lang: 'de' });

    const settings = readPageSettings(doc, 'https://shop.example/de/');

    expect(settings.appPath).toBe('/');
    expect(settings.culture).toBe('de');
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]?.[0]).toContain('the settings block is not valid JSON');
  });

  it('reports a settings block that is JSON but not an object', () => {
    const errors = quietErrors();

    readPageSettings(page('["/shop/"]', { lang: 'fr' }), 'https://shop.example/fr/');

    expect(errors.mock.calls[0]?.[0]).toContain('the settings block is not a JSON object');
  });

  it('takes the cookie names the CMS uses (spec 000 §3: the name follows the CMS)', () => {
    const errors = quietErrors();
    const doc = page({ consentCookie: 'cms.consent', cookieLawCookie: 'CookieLawAccepted' });

    const settings = readPageSettings(doc, 'https://shop.example/fr/');

    expect(settings.consentCookie).toBe('cms.consent');
    expect(settings.cookieLawCookie).toBe('CookieLawAccepted');
    expect(errors).not.toHaveBeenCalled();
  });

  it('refuses a cookie name that is not a cookie token and keeps the default', () => {
    const errors = quietErrors();
    const doc = page({ consentCookie: 'my consent=1', cookieLawCookie: 42 }, { lang: 'fr' });

    const settings = readPageSettings(doc, 'https://shop.example/fr/');

    expect(settings.consentCookie).toBe('vitrine_consent');
    expect(settings.cookieLawCookie).toBe('vitrine_cookielaw');
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]?.[0]).toContain('"consentCookie" is "my consent=1"');
    expect(errors.mock.calls[0]?.[0]).toContain('"cookieLawCookie" is 42');
  });

  it('refuses a currency that is not an ISO 4217 code and keeps EUR', () => {
    const errors = quietErrors();
    const doc = page({ currency: 'euro' }, { lang: 'fr' });

    const settings = readPageSettings(doc, 'https://shop.example/fr/');

    expect(settings.currency).toBe('EUR');
    expect(errors).toHaveBeenCalledOnce();
    expect(errors.mock.calls[0]?.[0]).toContain('"currency" is "euro", expected /^[A-Z]{3}$/');
  });

  it('refuses a country that is not an ISO 3166 code and leaves it unknown (decision 018)', () => {
    const errors = quietErrors();
    const doc = page({ country: 'Belgium' }, { lang: 'nl' });

    const settings = readPageSettings(doc, 'https://shop.example/nl/');

    expect(settings.country).toBe('');
    expect(errors.mock.calls[0]?.[0]).toContain('"country" is "Belgium", expected /^[A-Z]{2}$/');
  });

  it('reports a value of the wrong type and uses the default', () => {
    const errors = quietErrors();
    const doc = page({ appPath: 42 }, { lang: 'fr' });

    expect(readPageSettings(doc, 'https://shop.example/fr/').appPath).toBe('/');
    expect(errors.mock.calls[0]?.[0]).toContain('"appPath" is 42, expected a string');
  });

  it('takes the anti-forgery token from the __RequestVerificationToken input when the block has none', () => {
    const doc = page(
      { appPath: '/' },
      {
        lang: 'fr',
        body: '<form><input type="hidden" name="__RequestVerificationToken" value="token-from-form"></form>',
      },
    );

    expect(readPageSettings(doc, 'https://shop.example/fr/').antiForgeryToken).toBe(
      'token-from-form',
    );
  });

  it('takes the anti-forgery token from <meta name="csrf-token"> when there is no input', () => {
    const doc = page({}, { lang: 'fr' });
    const meta = doc.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'token-from-meta';
    doc.head.append(meta);

    expect(readPageSettings(doc, 'https://shop.example/fr/').antiForgeryToken).toBe(
      'token-from-meta',
    );
  });
});

describe('cultureFromPath', () => {
  it('reads the segment right after the app path, in any case', () => {
    expect(cultureFromPath('/shop/NL/products', '/shop/')).toBe('nl');
    expect(cultureFromPath('/es/', '/')).toBe('es');
    expect(cultureFromPath('/shop/', '/shop/')).toBeUndefined();
  });
});

describe('pageSettings', () => {
  afterEach(() => {
    document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
  });

  it('reads the document once and keeps the answer until the shell sets new settings', () => {
    window.history.replaceState(null, '', '/nl/');
    writeSettingsBlock({ currency: 'EUR' });
    const first = pageSettings();
    writeSettingsBlock({ currency: 'CHF' });

    expect(first.culture).toBe('nl');
    expect(pageSettings().currency).toBe('EUR');
  });
});
