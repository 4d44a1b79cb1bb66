/** Demo exchange rates from EUR, the catalogue's currency (spec 001 §4: currency change). */
export const rates: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.86, CHF: 0.95 };

export const convert = (amountEur: number, currency: string): number =>
  Math.round(amountEur * (rates[currency] ?? 1) * 100) / 100;
