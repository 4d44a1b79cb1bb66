import { describe, expect, it } from 'vitest';
import { isHomepage, markBody } from './bodyClass';
import type { PageSettings } from './settings';

const settings = (websitePath: string, appPath = '/'): PageSettings => ({
  culture: 'fr',
  appPath,
  websitePath,
  currency: 'EUR',
  country: '',
  consentStamp: '',
  antiForgeryToken: '',
  consentCookie: 'vitrine_consent',
  cookieLawCookie: 'vitrine_cookielaw',
});

describe('isHomepage', () => {
  it('is the culture root, with or without its trailing slash (spec 000 §2)', () => {
    expect(isHomepage('/fr/', settings('/fr/'))).toBe(true);
    expect(isHomepage('/fr', settings('/fr/'))).toBe(true);
  });

  it('is the culture root under an application path', () => {
    expect(isHomepage('/shop/fr/', settings('/shop/fr/', '/shop/'))).toBe(true);
    expect(isHomepage('/shop/fr', settings('/shop/fr/', '/shop/'))).toBe(true);
    expect(isHomepage('/fr/', settings('/shop/fr/', '/shop/'))).toBe(false);
    expect(isHomepage('/shop/', settings('/shop/fr/', '/shop/'))).toBe(false);
  });

  it('is no other page', () => {
    expect(isHomepage('/fr/catalogue', settings('/fr/'))).toBe(false);
    expect(isHomepage('/fr/catalogue/', settings('/fr/'))).toBe(false);
    expect(isHomepage('/nl/', settings('/fr/'))).toBe(false);
    expect(isHomepage('/france', settings('/fr/'))).toBe(false);
  });
});

describe('markBody', () => {
  it('marks the body homepage on the culture root and page elsewhere, switching after a swap', () => {
    const body = document.createElement('body');
    body.className = 'theme-dark';

    markBody(body, '/shop/nl/', settings('/shop/nl/', '/shop/'));
    expect([...body.classList]).toEqual(['theme-dark', 'homepage']);

    markBody(body, '/shop/nl/winkelwagen', settings('/shop/nl/', '/shop/'));
    expect([...body.classList]).toEqual(['theme-dark', 'page']);
  });
});
