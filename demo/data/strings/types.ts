/**
 * UI string resources served by the demo CMS at
 * GET /api/v1/localization/{culture}/stringresources (spec 000 §7): a nested dictionary
 * looked up by dotted key (`Core.Close`), grouped by area. Interpolation uses i18next
 * syntax (`{{name}}`) and plurals the i18next suffixes `_one` / `_other`.
 */
export type StringResources = Record<string, Record<string, string>>;
