/**
 * The bundle's own strings (issue 10 §6; decision 020) are the CMS's words for the keys the
 * code uses, in the six cultures; the files in src/core/strings are what `npm run strings` writes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cultures } from '../demo/shared/culture';
import { bundleStrings, fileOf, jsonOf, usedKeys } from './bundleStrings';

const used = usedKeys();

describe('the bundle’s strings', () => {
  it('finds the keys the code uses', () => {
    expect(used).toContain('Manager.UnknowsErrors');
    expect(used).toContain('Consent.AcceptAll');
    expect(used).toContain('ShoppingCarts.BasketSummaryLabel');
  });

  it.each(cultures)('%s: src/core/strings holds what `npm run strings` writes', (culture) => {
    expect(readFileSync(fileOf(culture), 'utf8')).toBe(jsonOf(bundleStrings(culture, used)));
  });

  it.each(cultures)(
    '%s: every key the code uses has its words (or both plural forms)',
    (culture) => {
      const strings = bundleStrings(culture, used);
      const missing = [...used].filter((dotted) => {
        const [group = '', name = ''] = dotted.split('.');
        const entries = strings[group] ?? {};
        return !(name in entries) && !(`${name}_one` in entries && `${name}_other` in entries);
      });
      expect(missing).toEqual([]);
    },
  );

  it('takes nothing the code does not use', () => {
    const keys = Object.entries(bundleStrings('fr', used)).flatMap(([group, entries]) =>
      Object.keys(entries).map((key) => `${group}.${key.replace(/_(one|other)$/, '')}`),
    );
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });
});
