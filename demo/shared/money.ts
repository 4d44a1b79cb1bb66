import type { Culture } from './culture';

/** Demo exchange rates from EUR, the catalogue's currency (spec 001 §4: currency change). */
export const rates: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.86, CHF: 0.95 };

export const convert = (amountEur: number, currency: string): number =>
  Math.round(amountEur * (rates[currency] ?? 1) * 100) / 100;

/** Amounts as the culture writes them, in the shopper's currency (spec 001 §9). */
export function moneyFormatter(culture: Culture, currency: string): (amount: number) => string {
  const format = new Intl.NumberFormat(culture, { style: 'currency', currency });
  return (amount) => format.format(amount);
}
