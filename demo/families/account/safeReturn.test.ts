import { describe, expect, it } from 'vitest';
import { safeReturn } from './safeReturn';

describe('return URL after login', () => {
  it.each([
    ['/fr/account', '/fr/account'],
    ['/shop/fr/catalog?q=sac', '/shop/fr/catalog?q=sac'],
    ['//evil.example/x', '/fr/'],
    ['/\\evil.example', '/fr/'],
    ['/\t/evil.example', '/fr/'],
    ['/\n/evil.example', '/fr/'],
    ['https://evil.example/', '/fr/'],
    ['javascript:alert(1)', '/fr/'],
    [undefined, '/fr/'],
  ])('%j goes to %s', (value, expected) => {
    expect(safeReturn(value, '/fr/')).toBe(expected);
  });
});
