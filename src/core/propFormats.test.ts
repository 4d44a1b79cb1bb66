import { describe, expect, it } from 'vitest';
import { frameAddress, safeAddress, sitePath } from './propFormats';

// issue 16 §3: a URL option is a path of this site, or an http(s) address where it may point
// elsewhere (a photo on a CDN); never javascript: or data:.
const hostile = [
  'javascript:alert(1)',
  ' javascript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '//evil.example/fr/basket',
  '/\\evil.example/fr/basket',
  '\\\\evil.example/fr/basket',
  '\tjavascript:alert(1)',
  'vbscript:msgbox',
  '',
];

describe('URL options', () => {
  it.each(hostile)('refuses %j as a path or an address', (value) => {
    expect(sitePath().safeParse(value).success).toBe(false);
    expect(safeAddress().safeParse(value).success).toBe(false);
  });

  it('takes a path of this site, under a base path too', () => {
    for (const value of [
      '/fr/shoppingcarts',
      '/shop/de/catalog',
      '/',
      '../media/1.svg',
      'basket',
    ]) {
      expect(sitePath().safeParse(value).success).toBe(true);
    }
  });

  it('keeps other sites out of a site path, but not out of an address', () => {
    expect(sitePath().safeParse('https://cdn.example/logo.svg').success).toBe(false);
    expect(safeAddress().safeParse('https://cdn.example/logo.svg').success).toBe(true);
  });

  it('says what it wanted in an editor’s words', () => {
    const result = sitePath().safeParse('javascript:alert(1)');
    expect(result.error?.issues[0]?.message).toBe('a path on this site such as /fr/shoppingcarts');
  });

  // The property test (props.property.test.ts) put javascript:{frame} into a 360° view's <img>.
  it.each(hostile.filter(Boolean).map((value) => `${value}{frame}`))(
    'refuses %j as a frame address',
    (value) => {
      expect(frameAddress().safeParse(value).success).toBe(false);
    },
  );

  it('takes a frame address of this site or of another, with its {frame}', () => {
    expect(frameAddress().safeParse('../media/spin/{frame}.svg').success).toBe(true);
    expect(frameAddress().safeParse('https://cdn.example/{frame}.jpg').success).toBe(true);
    expect(frameAddress().safeParse('https://cdn.example/1.jpg').error?.issues[0]?.message).toBe(
      'an address with {frame} where the frame number goes',
    );
  });
});
