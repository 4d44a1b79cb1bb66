/**
 * The cultures of the demo shop (spec 000 §1): the bundle's own list (src/core/settings), so
 * the demo cannot serve a culture the bundle does not know. Every page, string table and
 * seeded text is keyed by this type. Imports nothing of the demo, so demo/data may use it too.
 */
import { type Culture, cultures } from '../../src/core/settings';

export { type Culture, cultures };

export const isCulture = (value: string): value is Culture =>
  (cultures as readonly string[]).includes(value);

/** Each language named in its own language: the same in every culture (language links). */
export const languageNames: Record<Culture, string> = {
  fr: 'Français',
  nl: 'Nederlands',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
};
