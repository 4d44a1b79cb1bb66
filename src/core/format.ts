/**
 * Money, numbers and dates with Intl in the page's locale (docs/architecture.md §5): the culture
 * in the shop's country, pt-PT and not Brazil's pt (core/locale, decision 018). Totals are
 * rounded to 2 decimals (spec 001 §9). Formatters are cached: Intl constructors are slow.
 */
import { pageLocale } from './locale';
import { pageSettings } from './settings';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export function formatMoney(
  amount: number,
  currency = pageSettings().currency,
  locale: string = pageLocale(),
): string {
  const format = cached(
    `m|${locale}|${currency}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
  );
  return format.format(round2(amount));
}

export function formatNumber(value: number, locale: string = pageLocale()): string {
  return cached(`n|${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** The reduction from `regular` to `price` in whole percent (49.99 → 39.99: 20). */
export const discountPercent = (regular: number, price: number): number =>
  Math.round((1 - price / regular) * 100);

/**
 * The sale badge, "-20 %" as the locale writes a percentage (issue 10 §4): a no-break
 * space in French, German and Spanish, none in Dutch, Italian and Portuguese.
 */
export function formatDiscount(
  regular: number,
  price: number,
  locale: string = pageLocale(),
): string {
  const format = cached(`p|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent' }));
  return format.format(-discountPercent(regular, price) / 100);
}

/**
 * A date in digits, DD/MM/YYYY in spirit (spec 000 §9) but in the order and with the separator
 * of the locale: 27/11/2026, 27.11.2026, 27-11-2026.
 */
export const NUMERIC_DATE: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};

export function formatDate(
  date: Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'short' },
  locale: string = pageLocale(),
): string {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

/**
 * "Colour: Black" with the punctuation of the language: French puts a no-break space before the
 * colon ("Couleur : Noir", and never a line break before it), the other five languages none.
 */
export function formatLabel(name: string, value: string, locale: string = pageLocale()): string {
  return `${name}${locale.startsWith('fr') ? '\u00a0' : ''}: ${value}`;
}
