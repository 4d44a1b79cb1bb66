import { describe, expect, it } from 'vitest';
import { cultures, isCulture, languageNames } from './culture';

describe('the cultures of the demo', () => {
  it('are the six languages of the shop', () => {
    expect(cultures).toEqual(['fr', 'nl', 'es', 'de', 'it', 'pt']);
  });

  it('names every language in its own language, identically in every culture', () => {
    expect(languageNames).toEqual({
      fr: 'Français',
      nl: 'Nederlands',
      es: 'Español',
      de: 'Deutsch',
      it: 'Italiano',
      pt: 'Português',
    });
  });

  it('accepts a culture segment and refuses anything else', () => {
    expect(isCulture('nl')).toBe(true);
    expect(isCulture('en')).toBe(false);
    expect(isCulture('api')).toBe(false);
  });
});
