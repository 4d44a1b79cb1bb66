/**
 * The demo's layer rules (docs/decisions/016-demo-by-family.md), run by `npm run layers`:
 *   demo/data     -> nothing of the demo but shared/culture.ts (the one Culture type)
 *   demo/shared   -> data, src/api, src/core; never a family or the server
 *   demo/families/<f> -> its own folder, shared, data, src/api, src/core, and another family
 *                        only through that family's public.ts; never the server
 *   demo/server   -> anything (it is the app: it mounts the families)
 * and pages never import routes: only a routes module (`*Routes.ts`) or the server may import
 * one. Tests are left out: they may drive the whole app.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';

export interface DemoViolation {
  file: string;
  specifier: string;
  rule: string;
}

/** Which demo layer a repository path belongs to ('family:catalog', 'shared', 'src/api'…). */
export function demoLayerOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'demo') {
    if (parts[1] === 'families') return `family:${parts[2] ?? ''}`;
    return parts[1] ?? 'demo';
  }
  if (parts[0] === 'src') return `src/${parts[1] ?? ''}`;
  return parts[0] ?? '';
}

const isRoutes = (path: string) => /Routes\.ts$/.test(basename(path));

/** Why demo file `from` may not import `to` (repository paths, with extension), or undefined. */
export function demoRuleBroken(from: string, to: string): string | undefined {
  const source = demoLayerOf(from);
  const target = demoLayerOf(to);
  if (source === 'server') return undefined;
  if (to.startsWith('demo/') && isRoutes(to) && !isRoutes(from)) {
    return 'pages never import routes (only a *Routes.ts module or the server does)';
  }
  if (!to.startsWith('demo/')) {
    return target === 'src/api' || target === 'src/core'
      ? undefined
      : 'the demo imports src/api and src/core only';
  }
  if (target === 'server') return 'only the server imports the server (it mounts the families)';
  if (source === 'data') {
    return target === 'data' || to === 'demo/shared/culture.ts'
      ? undefined
      : 'demo/data imports nothing of the demo but shared/culture.ts';
  }
  if (source === 'shared') {
    return target.startsWith('family:') ? 'the shared layer never imports a family' : undefined;
  }
  if (source.startsWith('family:') && target.startsWith('family:') && target !== source) {
    return basename(to) === 'public.ts'
      ? undefined
      : "a family imports another family only through that family's public.ts";
  }
  return undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** The file a relative specifier names: `./x` is x.ts, or x/index.ts for a folder. */
function targetOf(file: string, specifier: string): string {
  const path = resolve(dirname(file), specifier);
  for (const candidate of [`${path}.ts`, join(path, 'index.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return path;
}

/** Every broken demo rule under `root`/demo. */
export function checkDemo(root: string): DemoViolation[] {
  const violations: DemoViolation[] = [];
  for (const file of sourceFiles(join(root, 'demo'))) {
    const from = relative(root, file);
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? '';
      if (!specifier.startsWith('.')) continue;
      const rule = demoRuleBroken(from, relative(root, targetOf(file, specifier)));
      if (rule) violations.push({ file: from, specifier, rule });
    }
  }
  return violations;
}
