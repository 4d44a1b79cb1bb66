import { describe, expect, it } from 'vitest';
import { cultures, isCulture, languageNames } from './culture';

describe('the cultures of the demo', () => {
  it('are the six languages of the shop', () => {
    expect(cultures).toEqual(['fr', 'nl', 'es', 'de', 'it', 'pt']);
  });

  it('names every language in its own language, capitalised as a menu entry', () => {
    expect(Object.keys(languageNames)).toEqual([...cultures]);
    for (const culture of cultures) {
      const own = new Intl.DisplayNames([culture], { type: 'language' }).of(culture) ?? '';
      expect(languageNames[culture]).toBe(own.charAt(0).toLocaleUpperCase(culture) + own.slice(1));
    }
  });

  it('accepts a culture segment and refuses anything else', () => {
    expect(isCulture('nl')).toBe(true);
    expect(isCulture('en')).toBe(false);
    expect(isCulture('api')).toBe(false);
  });
});
