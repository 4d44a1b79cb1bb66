/**
 * The one table from a shop culture (the address's `/pt/`) to the full locale every Intl call
 * takes (decision 018). A bare language tag is not enough: CLDR reads `pt` as Brazil's
 * Portuguese ("€ 5,49", 0 in the singular) while the shop's Portuguese is Portugal's
 * ("5,49 €"), and Dutch and French are written differently in Belgium (27/11/2026) than in the
 * Netherlands (27-11-2026) and France.
 */
import { type Culture, pageSettings } from './settings';

interface Regions {
  /** Where the language is written when the shop's country says nothing else. */
  home: string;
  /** Other countries whose own form of the language the shop uses when it is in one of them. */
  also: readonly string[];
}

/**
 * The specification names the cultures (spec 000 §1) but not the shop's country, so an unknown
 * country means the language's home: nl-NL and fr-FR. A Belgian shop says `"country": "BE"` in
 * its settings block (the demo does: its shoppers start in Belgium) and gets nl-BE and fr-BE.
 * German, Spanish, Italian and Portuguese keep their home form wherever the shop is.
 */
const regions: Record<Culture, Regions> = {
  fr: { home: 'FR', also: ['BE'] },
  nl: { home: 'NL', also: ['BE'] },
  es: { home: 'ES', also: [] },
  de: { home: 'DE', also: [] },
  it: { home: 'IT', also: [] },
  pt: { home: 'PT', also: [] },
};

/** The BCP 47 locale of a culture in a country (ISO 3166, '' when unknown): nl + BE → nl-BE. */
export function localeOf(culture: Culture, country = ''): string {
  const { home, also } = regions[culture];
  return `${culture}-${also.includes(country) ? country : home}`;
}

/** The locale of this page: its culture in the shop's country of the page settings. */
export function pageLocale(): string {
  const { culture, country } = pageSettings();
  return localeOf(culture, country);
}
