/**
 * UI strings (spec 000 §7): i18next fed by GET {app}/api/v1/localization/{culture}/stringresources,
 * a nested dictionary looked up by dotted key. A missing key shows the key itself; a failed
 * fetch is a warning and widgets still mount, showing keys (spec 000 §8). Fetched once per
 * page load: the promise is kept for every later widget and page swap.
 */
import i18next, { type i18n } from 'i18next';
import { get } from './http';
import { pageLocale } from './locale';
import { pageSettings } from './settings';

export type StringResources = Record<string, Record<string, string>>;

let ready: Promise<i18n> | undefined;

async function fetchStrings(culture: string): Promise<StringResources> {
  try {
    return await get<StringResources>(`api/v1/localization/${culture}/stringresources`, {
      policy: false,
    });
  } catch (error) {
    console.warn(
      `[vitrine] string resources for "${culture}" could not be loaded; showing keys`,
      error,
    );
    return {};
  }
}

/**
 * `language` is the page's full locale (pt-PT, nl-BE: decision 018), not the bare culture:
 * i18next picks plural forms by it (Portugal says "0 artigos", Brazil's pt "0 artigo") and
 * widgets pass `i18n.language` to Intl (region names, lists).
 */
export function createI18n(language: string, resources: StringResources): Promise<i18n> {
  const instance = i18next.createInstance();
  return instance
    .init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: resources } },
      interpolation: { escapeValue: false },
      // Plain text (a server's confirm message) may contain ':'; there are no namespaces here.
      nsSeparator: false,
      returnNull: false,
    })
    .then(() => instance);
}

/** The page's i18next instance, loaded on first use. */
export function loadI18n(): Promise<i18n> {
  const { culture } = pageSettings();
  ready ??= fetchStrings(culture).then((strings) => createI18n(pageLocale(), strings));
  return ready;
}

/** For tests: forget the loaded strings. */
export function resetI18n(): void {
  ready = undefined;
}
