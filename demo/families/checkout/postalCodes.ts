/**
 * Postal-code rules per country for the checkout's address fields (issue 12; spec 001 §5 says
 * "rules for the checkout address fields beyond those listed: not shown", so these are our
 * contract, see docs/endpoints.md). Written on the fields as unobtrusive `data-val-regex`
 * patterns (the bundle anchors them at both ends, as ASP.NET does) and checked again here.
 */
import { countryById } from '../../data/shipping';

/** ISO code → the pattern a postal code of that country matches in full. */
export const POSTAL_CODE_PATTERNS: Readonly<Record<string, string>> = {
  BE: '\\d{4}',
  LU: '\\d{4}',
  NL: '\\d{4} ?[A-Za-z]{2}',
  FR: '\\d{5}',
  DE: '\\d{5}',
  ES: '\\d{5}',
  IT: '\\d{5}',
  PT: '\\d{4}-\\d{3}',
};

/** What the shopper sees as an example of a valid code, per country. */
export const POSTAL_CODE_EXAMPLES: Readonly<Record<string, string>> = {
  BE: '1000',
  LU: '1009',
  NL: '1012 AB',
  FR: '59000',
  DE: '10115',
  ES: '28001',
  IT: '00184',
  PT: '1100-148',
};

export const postalCodePattern = (countryCode: string): string | undefined =>
  POSTAL_CODE_PATTERNS[countryCode.toUpperCase()];

/** Does `value` (trimmed) fit the country's rule? A country without a rule takes any code. */
export function postalCodeOk(countryCode: string, value: string): boolean {
  const pattern = postalCodePattern(countryCode);
  return pattern ? new RegExp(`^(?:${pattern})$`).test(value.trim()) : value.trim() !== '';
}

export const countryCodeOfId = (countryId: number): string | undefined =>
  countryById(countryId)?.Code;
