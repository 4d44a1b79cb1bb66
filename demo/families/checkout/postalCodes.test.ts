/** Postal-code rules per country (issue 12; our rules, docs/endpoints.md), client and server alike. */
import { describe, expect, it } from 'vitest';
import { fullMatch } from '../../../src/forms/rules';
import { inputModeFor } from '../../../widgets/checkout/address-picker/postalRule';
import { POSTAL_CODE_EXAMPLES, POSTAL_CODE_PATTERNS, postalCodeOk } from './postalCodes';

describe('postal codes per country', () => {
  it.each([
    ['BE', ['1000', '9000'], ['100', '10000', 'B-1000', 'abcd']],
    ['LU', ['1009'], ['L-1009', '10090']],
    ['NL', ['1012 AB', '1012AB', '1012 ab'], ['1012', '1012 A', 'AB 1012']],
    ['FR', ['59000', '75001'], ['5900', '590000', '2A004']],
    ['DE', ['10115'], ['1011', '101155']],
    ['ES', ['28001'], ['2800']],
    ['IT', ['00184'], ['0018']],
    ['PT', ['1100-148'], ['1100148', '1100', '1100-14']],
  ] as const)('%s accepts %j and refuses %j', (country, good, bad) => {
    for (const code of good) expect(postalCodeOk(country, code), code).toBe(true);
    for (const code of bad) expect(postalCodeOk(country, code), code).toBe(false);
  });

  it('writes patterns the bundle reads the same way (anchored at both ends)', () => {
    for (const [country, pattern] of Object.entries(POSTAL_CODE_PATTERNS)) {
      const rule = fullMatch(pattern);
      expect(rule?.test(POSTAL_CODE_EXAMPLES[country] ?? ''), country).toBe(true);
      expect(rule?.test(`${POSTAL_CODE_EXAMPLES[country]}9`), country).toBe(false);
    }
  });

  it('asks for the numeric keypad where codes are digits only', () => {
    expect(inputModeFor(POSTAL_CODE_PATTERNS.BE)).toBe('numeric');
    expect(inputModeFor(POSTAL_CODE_PATTERNS.FR)).toBe('numeric');
    expect(inputModeFor(POSTAL_CODE_PATTERNS.NL)).toBe('text');
    expect(inputModeFor(POSTAL_CODE_PATTERNS.PT)).toBe('text');
  });
});
