/**
 * The one shape of the demo's words (docs/decisions/016-demo-by-family.md): each family, and
 * the shared layer, holds a `strings/` folder with one file per culture, each a
 * `FamilyStrings`; the server merges their string resources into the dictionary it serves.
 */

/**
 * UI string resources (spec 000 §7), as served at
 * GET /api/v1/localization/{culture}/stringresources: group -> key -> text, looked up by
 * dotted key (`Core.Close`). Interpolation uses i18next syntax (`{{name}}`) and plurals the
 * i18next suffixes `_one` / `_other`. Group names and keys are the bundle's contract.
 */
export type StringResources = Record<string, Record<string, string>>;

/**
 * What one family says in one culture: the string resources its widgets and pages look up,
 * and the texts of its own pages.
 */
export interface FamilyStrings<Pages = Record<string, never>> {
  resources: StringResources;
  pages: Pages;
}

/**
 * One dictionary from several: groups are merged, and a key two of them define is an error
 * (each key has one owner), thrown with the key's dotted name.
 */
export function mergeResources(list: StringResources[]): StringResources {
  const merged: StringResources = {};
  for (const resources of list) {
    for (const [group, entries] of Object.entries(resources)) {
      const target = merged[group] ?? {};
      merged[group] = target;
      for (const [key, text] of Object.entries(entries)) {
        if (key in target) throw new Error(`String resource ${group}.${key} is defined twice`);
        target[key] = text;
      }
    }
  }
  return merged;
}
