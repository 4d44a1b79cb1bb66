/** Demo exchange rates from EUR, the catalogue's currency (spec 001 §4: currency change). */
export const rates: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.86, CHF: 0.95 };

export const convert = (amountEur: number, currency: string): number =>
  Math.round(amountEur * (rates[currency] ?? 1) * 100) / 100;

/**
 * Amounts as the shopper's locale writes them (the page context's `locale`: pt-PT "5,49 €", not
 * Brazil's "€ 5,49"; decision 018), in the shopper's currency (spec 001 §9).
 */
export function moneyFormatter(locale: string, currency: string): (amount: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return (amount) => format.format(amount);
}
