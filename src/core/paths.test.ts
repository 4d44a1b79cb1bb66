import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageSettings } from '../test/settings';
import { appUrl, cultureUrl, loginUrl, safeReturnUrl } from './paths';

beforeEach(() => {
  // BASE_PATH=/shop: the demo CMS runs under an application path too (docs/architecture.md §7).
  applyPageSettings({ appPath: '/shop/' }, '/shop/fr/panier');
});

describe('appUrl', () => {
  it('puts API paths under the app path, never the site root (spec 000 §7)', () => {
    expect(appUrl('api/v1/shoppingcarts')).toBe('/shop/api/v1/shoppingcarts');
    expect(appUrl('/api/v1/shoppingcarts')).toBe('/shop/api/v1/shoppingcarts');
  });
});

describe('cultureUrl', () => {
  it('puts culture pages under the website path', () => {
    expect(cultureUrl('security/login')).toBe('/shop/fr/security/login');
    expect(cultureUrl('/shoppingcarts')).toBe('/shop/fr/shoppingcarts');
  });
});

describe('safeReturnUrl', () => {
  const origin = 'https://shop.example';

  it('keeps a same-origin path with its query and hash', () => {
    expect(safeReturnUrl('/shop/fr/compte?tab=2#orders', origin)).toBe(
      '/shop/fr/compte?tab=2#orders',
    );
    expect(safeReturnUrl('https://shop.example/shop/nl/', origin)).toBe('/shop/nl/');
  });

  it('refuses another origin', () => {
    expect(safeReturnUrl('https://evil.example/shop/fr/', origin)).toBeUndefined();
    expect(safeReturnUrl('http://shop.example/shop/fr/', origin)).toBeUndefined();
  });

  it('refuses a protocol-relative address', () => {
    expect(safeReturnUrl('//evil.com/login', origin)).toBeUndefined();
    expect(safeReturnUrl('/\\evil.com/login', origin)).toBeUndefined();
  });

  it('refuses javascript: and data: addresses', () => {
    expect(safeReturnUrl('javascript:alert(document.cookie)', origin)).toBeUndefined();
    expect(safeReturnUrl('data:text/html,<script>alert(1)</script>', origin)).toBeUndefined();
  });

  it('compares with the origin of the page by default', () => {
    expect(safeReturnUrl(`${location.origin}/shop/fr/`)).toBe('/shop/fr/');
    expect(safeReturnUrl('https://evil.example/')).toBeUndefined();
  });
});

describe('loginUrl', () => {
  it('points at {app}/{culture}/security/login with the return URL encoded (spec 000 §8)', () => {
    expect(loginUrl('/shop/fr/panier?step=2&x=a b')).toBe(
      '/shop/fr/security/login?returnUrl=%2Fshop%2Ffr%2Fpanier%3Fstep%3D2%26x%3Da%2520b',
    );
  });

  it('sends the shopper back to the site root instead of another origin', () => {
    expect(loginUrl('https://evil.example/steal')).toBe('/shop/fr/security/login?returnUrl=%2F');
  });
});
