/**
 * Page settings for unit tests: the JSON block a CMS page carries (src/core/settings.ts).
 * vitest.setup.ts empties <body> after each test; the block lives in <head> and is
 * replaced by the next call.
 */
import {
  type PageSettings,
  readPageSettings,
  SETTINGS_ELEMENT_ID,
  type SettingsBlock,
  setPageSettings,
} from '../core/settings';

export type { SettingsBlock };

/** Writes `<script type="application/json" id="vitrine-settings">` into document.head. */
export function writeSettingsBlock(content: SettingsBlock | string): HTMLScriptElement {
  document.getElementById(SETTINGS_ELEMENT_ID)?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SETTINGS_ELEMENT_ID;
  script.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.head.append(script);
  return script;
}

/** Moves the address to `path`, writes the block and makes it this page's settings. */
export function applyPageSettings(block: SettingsBlock = {}, path = '/fr/'): PageSettings {
  window.history.replaceState(null, '', path);
  writeSettingsBlock(block);
  const settings = readPageSettings();
  setPageSettings(settings);
  return settings;
}
