/**
 * UI strings (spec 000 §7): the bundle's translator (decision 046) fed by GET {app}/api/v1/localization/{culture}/stringresources,
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
import { loadChunk } from './chunks';
import { get } from './http';
import { pageLocale } from './locale';
import { type Culture, pageSettings } from './settings';
import { type StringResources, Translator } from './translator';

export type { StringResources, TFunction } from './translator';
export type I18n = Translator;

const bundled: Record<Culture, () => Promise<{ default: StringResources }>> = {
  fr: () => import('./strings/fr.json'),
  nl: () => import('./strings/nl.json'),
  es: () => import('./strings/es.json'),
  de: () => import('./strings/de.json'),
  it: () => import('./strings/it.json'),
  pt: () => import('./strings/pt.json'),
};

let ready: Promise<I18n> | undefined;

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
 * plural forms follow it (Portugal says "0 artigos", Brazil's pt "0 artigo") and widgets pass
 * `i18n.language` to Intl (region names, lists). `onMissing` hears every lookup of a key the
 * dictionary lacks.
 */
export async function createI18n(
  language: string,
  resources: StringResources,
  onMissing?: () => void,
): Promise<I18n> {
  return new Translator(language, resources, onMissing);
}

/**
 * The CMS's strings, completed by the bundle's (see the top of this file): all of the bundle's
 * when the CMS says nothing; otherwise, once a lookup misses, those the CMS lacks.
 */
async function start(culture: Culture, language: string): Promise<I18n> {
  const cms = await fetchStrings(culture);
  if (!cms) return createI18n(language, await bundledStrings(culture));
  let asked = false;
  const instance = await createI18n(language, cms, () => {
    if (asked) return;
    asked = true;
    void bundledStrings(culture).then((words) => {
      instance.addResources(words);
    });
  });
  return instance;
}

/** The page's translator, loaded on first use. */
export function loadI18n(): Promise<I18n> {
  ready ??= start(pageSettings().culture, pageLocale());
  return ready;
}

/** For tests: forget the loaded strings. */
export function resetI18n(): void {
  ready = undefined;
}
