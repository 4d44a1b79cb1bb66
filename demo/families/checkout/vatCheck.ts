/**
 * The demo's VAT check (issue 12; spec 001 §3, §4, §5): answers `IsVATValidWebService` true,
 * false or null (the check service unavailable) for a number and the billing country.
 * Documented test numbers (also on the page as a hint, and in docs/endpoints.md):
 * - `BE0123456749` valid (the real Belgian mod-97 check), `NL123456789B01` valid,
 * - `BE0123456750` invalid (its check digits are wrong),
 * - `BE0999999999` the check service is unavailable (null).
 * Other EU numbers are checked on their format only.
 */

/** The number that makes the demo's check service unavailable. */
export const VAT_UNAVAILABLE = 'BE0999999999';
export const VAT_TEST_NUMBERS = {
  valid: 'BE0123456749',
  validAbroad: 'NL123456789B01',
  invalid: 'BE0123456750',
  unavailable: VAT_UNAVAILABLE,
} as const;

/** The EU VAT number formats by country prefix (without the prefix). */
const FORMATS: Readonly<Record<string, RegExp>> = {
  BE: /^[01]\d{9}$/,
  LU: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  FR: /^[0-9A-Z]{2}\d{9}$/,
  DE: /^\d{9}$/,
  ES: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
  IT: /^\d{11}$/,
  PT: /^\d{9}$/,
};

/** The number as the check reads it: capitals, without spaces, dots or dashes. */
export const normalizeVat = (vat: string): string => vat.toUpperCase().replace(/[\s.-]/g, '');

/** Belgium: the first 8 digits' remainder by 97, taken from 97, are the last two digits. */
function belgianCheckDigitsOk(digits: string): boolean {
  const body = Number(digits.slice(0, 8));
  return 97 - (body % 97) === Number(digits.slice(8));
}

/**
 * true: valid; false: invalid (wrong format, wrong check digits, or another country than the
 * billing country); null: the check service could not answer.
 */
export function checkVat(countryCode: string, vat: string): boolean | null {
  const number = normalizeVat(vat);
  if (number === VAT_UNAVAILABLE) return null;
  const prefix = number.slice(0, 2);
  const rest = number.slice(2);
  if (prefix !== countryCode.toUpperCase()) return false;
  const format = FORMATS[prefix];
  if (!format?.test(rest)) return false;
  return prefix === 'BE' ? belgianCheckDigitsOk(rest) : true;
}
