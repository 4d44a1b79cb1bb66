/**
 * UI strings (spec 000 §7): i18next fed by GET {app}/api/v1/localization/{culture}/stringresources,
 * a nested dictionary looked up by dotted key. Fetched once per page load: the promise is kept
 * for every later widget and page swap.
 *
 * The bundle ships its own words too (issue 10 §6, decision 020): one lazy chunk per culture,
 * `src/core/strings/<culture>.json`, the fallback for what the CMS does not say. When the CMS's
 * strings cannot be had (spec 000 §8: a warning, widgets still mount), the page speaks the
 * bundle's words; when the CMS answers but lacks a key, the first lookup of a missing key
 * fetches the bundle's words and adds those the CMS lacks, key by key: the CMS's wording
 * always wins, and React widgets render again with the added words. Only a key neither knows
 * shows itself.
 */
import i18next, { type i18n } from 'i18next';
import { loadChunk } from './chunks';
import { get } from './http';
import { pageLocale } from './locale';
import { type Culture, pageSettings } from './settings';

export type StringResources = Record<string, Record<string, string>>;

const bundled: Record<Culture, () => Promise<{ default: StringResources }>> = {
  fr: () => import('./strings/fr.json'),
  nl: () => import('./strings/nl.json'),
  es: () => import('./strings/es.json'),
  de: () => import('./strings/de.json'),
  it: () => import('./strings/it.json'),
  pt: () => import('./strings/pt.json'),
};

let ready: Promise<i18n> | undefined;

/** A dictionary of groups of strings, as spec 000 §7 answers it; anything else is malformed. */
const isResources = (value: unknown): value is StringResources =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((group) => typeof group === 'object' && group !== null);

/** The CMS's strings, or `undefined` (with a warning) when they cannot be had. */
async function fetchStrings(culture: Culture): Promise<StringResources | undefined> {
  try {
    const strings = await get<unknown>(`api/v1/localization/${culture}/stringresources`, {
      policy: false,
    });
    if (isResources(strings)) return strings;
    throw new TypeError('the answer is not a dictionary of string groups');
  } catch (error) {
    console.warn(
      `[vitrine] string resources for "${culture}" could not be loaded; using the bundle’s own`,
      error,
    );
    return undefined;
  }
}

/** The bundle's words for a culture; none (keys show) when even that chunk cannot load. */
function bundledStrings(culture: Culture): Promise<StringResources> {
  return loadChunk(`strings/${culture}`, bundled[culture]).then(
    (module) => module.default,
    (error: unknown) => {
      console.warn(`[vitrine] the bundle’s strings for "${culture}" could not be loaded`, error);
      return {};
    },
  );
}

/**
 * `language` is the page's full locale (pt-PT, nl-BE: decision 018), not the bare culture:
 * i18next picks plural forms by it (Portugal says "0 artigos", Brazil's pt "0 artigo") and
 * widgets pass `i18n.language` to Intl (region names, lists). `onMissing` hears every lookup of
 * a key the dictionary lacks.
 */
export function createI18n(
  language: string,
  resources: StringResources,
  onMissing?: () => void,
): Promise<i18n> {
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
      // A missing key is heard, never sent anywhere: there is no backend.
      ...(onMissing ? { saveMissing: true, missingKeyHandler: onMissing } : {}),
      // Words added later (the bundle's, above) render again in React widgets.
      react: { bindI18nStore: 'added' },
    })
    .then(() => instance);
}

/**
 * The CMS's strings, completed by the bundle's (see the top of this file): all of the bundle's
 * when the CMS says nothing; otherwise, once a lookup misses, those the CMS lacks.
 */
async function start(culture: Culture, language: string): Promise<i18n> {
  const cms = await fetchStrings(culture);
  if (!cms) return createI18n(language, await bundledStrings(culture));
  let asked = false;
  const instance: i18n = await createI18n(language, cms, () => {
    if (asked) return;
    asked = true;
    void bundledStrings(culture).then((words) => {
      instance.addResourceBundle(language, 'translation', words, true, false);
    });
  });
  return instance;
}

/** The page's i18next instance, loaded on first use. */
export function loadI18n(): Promise<i18n> {
  ready ??= start(pageSettings().culture, pageLocale());
  return ready;
}

/** For tests: forget the loaded strings. */
export function resetI18n(): void {
  ready = undefined;
}
