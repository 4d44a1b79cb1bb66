import { type ConsentChoice, categories } from '../../../src/core/consent';
import type { TFunction } from '../../../src/core/translator';

export const NONE: ConsentChoice = { preferences: false, statistics: false, marketing: false };
export const ALL: ConsentChoice = { preferences: true, statistics: true, marketing: true };

/** The label key of each category, in the order of spec 000 §3. */
export const categoryLabels = {
  preferences: 'Consent.PreferencesCategory',
  statistics: 'Consent.Statistics',
  marketing: 'Consent.Marketing',
} as const;

/** spec 001 §4: disallowed, all allowed, or the list of allowed categories. */
export function statusSentence(t: TFunction, language: string, choice: ConsentChoice): string {
  const allowed = categories.filter((category) => choice[category]);
  if (allowed.length === 0) return t('Consent.StatusDisallowed');
  if (allowed.length === categories.length) return t('Consent.StatusAllAllowed');
  const names = allowed.map((category) => t(categoryLabels[category]));
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  return t('Consent.StatusAllowed', { list });
}
