/**
 * Money, numbers and dates by culture with Intl (docs/architecture.md §5). Totals are rounded to
 * 2 decimals (spec 001 §9). Formatters are cached: Intl constructors are slow.
 */
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
  culture: string = pageSettings().culture,
): string {
  const format = cached(
    `m|${culture}|${currency}`,
    () => new Intl.NumberFormat(culture, { style: 'currency', currency }),
  );
  return format.format(round2(amount));
}

export function formatNumber(value: number, culture: string = pageSettings().culture): string {
  return cached(`n|${culture}`, () => new Intl.NumberFormat(culture)).format(value);
}

export function formatDate(
  date: Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'short' },
  culture: string = pageSettings().culture,
): string {
  const key = `d|${culture}|${JSON.stringify(options)}`;
  return cached(key, () => new Intl.DateTimeFormat(culture, options)).format(date);
}
