/**
 * The demo's own dictionaries (every family's string resources, merged as the demo serves them),
 * so tests expect what each culture really says.
 */
import i18next, { type TFunction } from 'i18next';
import { stringResources } from '../../demo/server/strings';
import type { Culture } from '../../src/core/settings';

export async function translator(culture: Culture): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: culture,
    resources: { [culture]: { translation: stringResources[culture] } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}
