/**
 * The UI strings the bundle ships as its fallback (issue 10 §6; decision 020): for each culture,
 * the keys the code of `src/` and `widgets/` names as literals ('Group.Key', with their plural
 * forms), in the words of the demo CMS's string resources. `npm run strings` writes them to
 * `src/core/strings/<culture>.json`; a unit test fails when the files and this output differ.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stringResources } from '../demo/server/strings';
import { type Culture, cultures } from '../demo/shared/culture';
import type { StringResources } from '../demo/shared/strings';

const root = resolve(import.meta.dirname, '..');
export const stringsDir = join(root, 'src', 'core', 'strings');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every 'Group.Key' literal of the bundle's code whose group the CMS's resources have. */
export function usedKeys(): Set<string> {
  const groups = Object.keys(stringResources.fr).join('|');
  const literal = new RegExp(`['"\`]((?:${groups})\\.[A-Za-z]+)['"\`]`, 'g');
  return new Set(
    [...sources(join(root, 'src')), ...sources(join(root, 'widgets'))].flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(literal)].map((match) => match[1] ?? ''),
    ),
  );
}

/** The used keys of one culture's resources, plural forms included, groups and keys sorted. */
export function bundleStrings(culture: Culture, used = usedKeys()): StringResources {
  const resources = stringResources[culture];
  const picked: StringResources = {};
  for (const dotted of [...used].sort()) {
    const [group = '', name = ''] = dotted.split('.');
    const entries = resources[group] ?? {};
    for (const key of [name, `${name}_one`, `${name}_other`]) {
      const value = entries[key];
      if (value === undefined) continue;
      picked[group] = { ...picked[group], [key]: value };
    }
  }
  return Object.fromEntries(
    Object.keys(picked)
      .sort()
      .map((group) => [group, Object.fromEntries(Object.entries(picked[group] ?? {}).sort())]),
  );
}

export const fileOf = (culture: Culture) => join(stringsDir, `${culture}.json`);
export const jsonOf = (resources: StringResources) => `${JSON.stringify(resources, null, 1)}\n`;

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const used = usedKeys();
  for (const culture of cultures) {
    writeFileSync(fileOf(culture), jsonOf(bundleStrings(culture, used)));
  }
  console.log(`src/core/strings: ${used.size} keys in ${cultures.length} cultures`);
}
