/**
 * The layer check of docs/architecture.md §3, run by `npm test`. Arrows point down only:
 *   widgets -> src/ui, src/forms, src/api, src/core (never another widget)
 *   src/shell, src/forms, src/ui -> src/core;  src/api -> src/core/http (and core types)
 *   src/assets, src/maps, src/payment -> src/ui, src/api, src/core
 *   src/core -> nothing of ours above it;  src/, widgets/ -> never demo/
 * Also: no `import { z } from 'zod'` (92 kB) and no classic zod at all in browser code; and
 * server HTML enters the page only through src/core/fragment.ts (docs/architecture.md §5,
 * decision 013): no innerHTML/outerHTML assignment or insertAdjacentHTML anywhere else, and
 * widgets never import the loader or the script runner to start content themselves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { checkDemo } from './layers/demo';

const root = resolve(import.meta.dirname, '..');
const sourceFile = /\.(ts|tsx)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return sourceFile.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\.meta\.glob\(\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm;

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

/** Which layer a repository path belongs to. */
export function layerOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'widgets') return `widgets/${parts[1]}/${parts[2]}`;
  if (parts[0] === 'src') return parts.length > 2 ? `src/${parts[1]}` : 'src';
  return parts[0] ?? '';
}

/** The one module allowed to put HTML into the page. */
export const FRAGMENT_MODULE = 'src/core/fragment.ts';

/** Core modules a widget must reach through the fragment module, never directly. */
const startedByFragment = ['src/core/loader', 'src/core/scripts', 'src/core/content'];

const htmlSink = /\.(?:innerHTML|outerHTML)\s*=(?!=)|\binsertAdjacentHTML\s*\(/g;

/** Lines of `text` (1-based) that put HTML into the page by hand. */
export function htmlSinks(text: string): number[] {
  const lines: number[] = [];
  for (const match of text.matchAll(htmlSink)) {
    lines.push(text.slice(0, match.index).split('\n').length);
  }
  return lines;
}

/** Why `from` may not import `to` (repository paths), or undefined when it may. */
export function ruleBroken(from: string, to: string): string | undefined {
  const source = layerOf(from);
  const target = layerOf(to);
  if (target === 'demo' && source !== 'demo') return 'src/ and widgets/ never import demo/';
  if (source.startsWith('widgets/')) {
    if (target.startsWith('widgets/') && target !== source)
      return 'a widget never imports another widget';
    if (target === 'src/shell' || target === 'src')
      return 'widgets do not import the shell or boot';
    if (startedByFragment.includes(to.replace(/\.tsx?$/, '')))
      return 'widgets put server HTML in through src/core/fragment, not the loader or scripts';
    return undefined;
  }
  if (source === 'src/core') {
    const globOfWidgets = from === 'src/core/registry.ts' && to.startsWith('widgets/');
    if (target !== 'src/core' && !globOfWidgets) return 'src/core imports nothing of ours above it';
  }
  if (
    ['src/shell', 'src/forms', 'src/ui'].includes(source) &&
    target !== source &&
    target !== 'src/core'
  ) {
    return `${source} imports src/core only`;
  }
  if (
    ['src/assets', 'src/maps', 'src/payment'].includes(source) &&
    ![source, 'src/ui', 'src/api', 'src/core'].includes(target)
  ) {
    return `${source} imports src/ui, src/api and src/core only`;
  }
  if (source === 'src/api' && target !== 'src/api' && target !== 'src/core')
    return 'src/api imports src/core only';
  return undefined;
}

export function check(): Violation[] {
  const violations: Violation[] = [];
  const browserCode = [...files(join(root, 'src')), ...files(join(root, 'widgets'))];
  for (const file of browserCode) {
    const from = relative(root, file);
    const text = readFileSync(file, 'utf8');
    if (from !== FRAGMENT_MODULE) {
      for (const line of htmlSinks(text)) {
        violations.push({
          file: `${from}:${line}`,
          specifier: 'HTML sink',
          rule: `server HTML enters the page only through ${FRAGMENT_MODULE}`,
        });
      }
    }
    for (const match of text.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4] ?? '';
      if (
        specifier === 'zod' ||
        specifier.startsWith('zod/v4') ||
        /import\s*\{\s*z\s*\}\s*from\s*['"]zod/.test(match[0])
      ) {
        violations.push({
          file: from,
          specifier,
          rule: 'browser code uses zod/mini, never classic zod',
        });
        continue;
      }
      if (!specifier.startsWith('.')) continue;
      const to = relative(root, resolve(dirname(file), specifier));
      const rule = ruleBroken(from, to);
      if (rule) violations.push({ file: from, specifier, rule });
    }
  }
  violations.push(...checkDemo(root));
  return violations;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const violations = check();
  for (const v of violations) console.error(`✗ ${v.file}: "${v.specifier}" — ${v.rule}`);
  if (violations.length) process.exit(1);
  console.log('✓ layers: every import points down (docs/architecture.md §3)');
}
