/**
 * Every string key the bundle uses has a real translation in the six cultures (issue 2 §3).
 * Keys are found as literals shaped like 'Group.Key' in src/ and widgets/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringResources } from '.';

const root = resolve(import.meta.dirname, '..', '..', '..');
const groups = Object.keys(stringResources.fr).join('|');
const keyLiteral = new RegExp(`['"\`]((?:${groups})\\.[A-Za-z]+)['"\`]`, 'g');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const used = new Set(
  [...sources(join(root, 'src')), ...sources(join(root, 'widgets'))].flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(keyLiteral)].map((match) => match[1] ?? ''),
  ),
);

describe('string resources used by the bundle', () => {
  it('finds the keys the code uses', () => {
    expect(used).toContain('Manager.UnknowsErrors');
    expect(used).toContain('ShoppingCarts.BasketSummaryLabel');
  });

  for (const [culture, strings] of Object.entries(stringResources)) {
    it(`translates every used key in ${culture}`, () => {
      const missing = [...used].filter((key) => {
        const [group = '', name = ''] = key.split('.');
        const entries = strings[group] ?? {};
        return !(name in entries) && !(`${name}_one` in entries && `${name}_other` in entries);
      });
      expect(missing).toEqual([]);
    });
  }
});
