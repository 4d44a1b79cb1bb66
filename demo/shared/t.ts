/**
 * Server-side look-up of the same string resources the widgets use, so the demo's own pages
 * speak each culture with the very same words (dotted keys, {{x}} placeholders, _one/_other).
 * The dictionary is the server's merge of every family's (server/strings.ts), given by the
 * request context: pages use `ctx.t` (shared/context.ts).
 */
import { localeOf } from '../../src/core/locale';
import type { Culture } from './culture';
import type { StringResources } from './strings';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

export function translator(resources: StringResources, culture: Culture): Translate {
  // The plural rules of the culture's locale: pt-PT counts zero as plural, bare pt does not.
  const plural = new Intl.PluralRules(localeOf(culture));
  return (key, values = {}) => {
    const [group = '', name = ''] = key.split('.');
    const entries = resources[group] ?? {};
    const count = values.count;
    const form =
      typeof count === 'number'
        ? (entries[`${name}_${plural.select(count)}`] ?? entries[`${name}_other`])
        : undefined;
    const text = form ?? entries[name] ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, placeholder: string) =>
      String(values[placeholder] ?? ''),
    );
  };
}
