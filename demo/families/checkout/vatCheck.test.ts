/** The demo's VAT check (spec 001 §3, §5): the documented test numbers. */
import { describe, expect, it } from 'vitest';
import { checkVat, VAT_TEST_NUMBERS } from './vatCheck';

describe('checkVat', () => {
  it('answers the documented test numbers', () => {
    expect(checkVat('BE', VAT_TEST_NUMBERS.valid)).toBe(true);
    expect(checkVat('NL', VAT_TEST_NUMBERS.validAbroad)).toBe(true);
    expect(checkVat('BE', VAT_TEST_NUMBERS.invalid)).toBe(false);
    expect(checkVat('BE', VAT_TEST_NUMBERS.unavailable)).toBeNull();
  });

  it('reads spaces, dots and lower case, and refuses another country’s number', () => {
    expect(checkVat('BE', 'be 0123.456.749')).toBe(true);
    expect(checkVat('FR', VAT_TEST_NUMBERS.valid)).toBe(false);
    expect(checkVat('BE', 'BE12')).toBe(false);
  });
});
