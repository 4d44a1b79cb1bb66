/**
 * The demo's own dictionaries (every family's string resources, merged as the demo serves them),
 * so tests expect what each culture really says.
 */
import i18next, { type TFunction } from 'i18next';
import { stringResources } from '../../demo/server/strings';
import { localeOf } from '../../src/core/locale';
import type { Culture } from '../../src/core/settings';

export async function translator(culture: Culture): Promise<TFunction> {
  // Plural forms as the widgets pick them: by the culture's full locale (pt-PT, decision 018).
  const locale = localeOf(culture);
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    resources: { [locale]: { translation: stringResources[culture] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
