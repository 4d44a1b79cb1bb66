import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageSettings } from '../test/settings';
import { formatDate, formatMoney, NUMERIC_DATE } from './format';
import { localeOf, pageLocale } from './locale';
import type { Culture } from './settings';

/** Intl separates groups and currency with no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const date = new Date(2026, 10, 27, 15, 30);
const plural = (locale: string, count: number) => new Intl.PluralRules(locale).select(count);

describe('localeOf (decision 018)', () => {
  it.each<[Culture, string, string, string, string, string]>([
    // culture, country, locale, 5.49 EUR, the date in digits, 0 items takes the form…
    ['pt', '', 'pt-PT', '5,49 €', '27/11/2026', 'other'],
    ['pt', 'BR', 'pt-PT', '5,49 €', '27/11/2026', 'other'],
    ['de', '', 'de-DE', '5,49 €', '27.11.2026', 'other'],
    ['de', 'BE', 'de-DE', '5,49 €', '27.11.2026', 'other'],
    ['es', '', 'es-ES', '5,49 €', '27/11/2026', 'other'],
    ['it', '', 'it-IT', '5,49 €', '27/11/2026', 'other'],
    ['fr', '', 'fr-FR', '5,49 €', '27/11/2026', 'one'],
    ['fr', 'BE', 'fr-BE', '5,49 €', '27/11/2026', 'one'],
    ['nl', '', 'nl-NL', '€ 5,49', '27-11-2026', 'other'],
    ['nl', 'NL', 'nl-NL', '€ 5,49', '27-11-2026', 'other'],
    ['nl', 'BE', 'nl-BE', '€ 5,49', '27/11/2026', 'other'],
  ])(
    '%s in the country "%s" is %s: %s, %s, zero is %s',
    (culture, country, locale, money, digits, zero) => {
      expect(localeOf(culture, country)).toBe(locale);
      expect(plain(formatMoney(5.49, 'EUR', locale))).toBe(money);
      expect(formatDate(date, NUMERIC_DATE, locale)).toBe(digits);
      expect(plural(locale, 0)).toBe(zero);
      expect(plural(locale, 1)).toBe('one');
      expect(plural(locale, 2)).toBe('other');
    },
  );

  it('writes the Belgian short date of French and Dutch, not the French or Dutch one', () => {
    expect(formatDate(date, undefined, localeOf('fr', 'BE'))).toBe('27/11/26');
    expect(formatDate(date, undefined, localeOf('fr'))).toBe('27/11/2026');
    expect(formatDate(date, undefined, localeOf('nl', 'BE'))).toBe('27/11/2026');
    expect(formatDate(date, undefined, localeOf('nl'))).toBe('27-11-2026');
  });
});

describe('pageLocale', () => {
  beforeEach(() => {
    applyPageSettings({}, '/pt/');
  });

  it('is Portugal’s Portuguese on a /pt/ page, and formats money that way by default', () => {
    expect(pageLocale()).toBe('pt-PT');
    expect(plain(formatMoney(5.49))).toBe('5,49 €');
  });

  it('follows the country of the settings block', () => {
    applyPageSettings({ country: 'BE' }, '/nl/winkelwagen');
    expect(pageLocale()).toBe('nl-BE');
    applyPageSettings({ country: 'NL' }, '/nl/winkelwagen');
    expect(pageLocale()).toBe('nl-NL');
    applyPageSettings({}, '/fr/panier');
    expect(pageLocale()).toBe('fr-FR');
  });
});
