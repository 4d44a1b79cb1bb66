/**
 * The page settings block as the CMS wrote it (decision 001), for the keys a widget chunk reads
 * on demand (the video services' addresses, decision 043). The entry script's
 * `readPageSettings` validates only what every page needs; a widget validates its own keys with
 * its own schema, so they cost the entry script nothing.
 */
import { SETTINGS_ELEMENT_ID } from './settings';

/** The raw JSON object of `#vitrine-settings`, or {} when it is missing or not an object. */
export function settingsBlock(doc: Document = document): Record<string, unknown> {
  const text = doc.getElementById(SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    // The entry script already reported a broken block once (core/settings).
    return {};
  }
}
