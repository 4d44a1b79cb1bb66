/**
 * The peers' page modules of `npm run bench` (issue 16 §1), bundled before the measures with
 * the same Vite, React plugin and target as the bundle (vite.config.ts), into a temporary
 * folder: the bare `createRoot` loop (peers/bareReact.tsx) and the Stimulus steppers
 * (peers/stimulusStepper.ts). Also says whether the bare loop's React is the bundle's build.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..', '..');

export interface PeerBundles {
  /** The built files, by address under /__bench/peers/, as cachedSite.ts serves them. */
  files: Record<string, [string, Buffer]>;
  /** How the bare loop's React compares with the bundle's. */
  sameReact: string;
  remove: () => void;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** React's version strings in a file (react and react-dom each carry theirs). */
const reactVersions = (text: string) =>
  [
    ...new Set(
      Array.from(text.matchAll(/version[:=]\s*[`"'](\d+\.\d+\.\d+[\w.-]*)[`"']/g), (m) => m[1]),
    ),
  ]
    .sort()
    .join(', ');
/** React DOM's production build says `bundleType: 0` to the developer tools. */
const production = (text: string) => /bundleType:\s*0\b/.test(text);

function compareReact(outDir: string): string {
  const dist = join(root, 'dist', 'chunks');
  const bundled = readdirSync(dist).find((name) => /^react-.*\.js$/.test(name));
  const bare = filesUnder(outDir).filter((file) => file.endsWith('.js'));
  const bareText = bare.map((file) => readFileSync(file, 'utf8')).join('\n');
  const bundledText = bundled ? readFileSync(join(dist, bundled), 'utf8') : '';
  const theirs = reactVersions(bareText);
  const ours = reactVersions(bundledText);
  if (!ours || ours !== theirs || !production(bareText) || !production(bundledText)) {
    return `not the same React build (bundle ${ours || '?'}, bare loop ${theirs || '?'})`;
  }
  return `the same React build (${ours}, production, from the same node_modules), a copy of its own`;
}

export async function buildPeerBundles(): Promise<PeerBundles> {
  const outDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    base: './',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: {
          bareReact: join(root, 'tests', 'bench', 'peers', 'bareReact.tsx'),
          stimulusStepper: join(root, 'tests', 'bench', 'peers', 'stimulusStepper.ts'),
        },
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'chunks/[name]-[hash][extname]',
        },
      },
    },
  });
  const files: Record<string, [string, Buffer]> = {};
  for (const file of filesUnder(outDir)) {
    const type = file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream';
    files[`peers/${relative(outDir, file).split('\\').join('/')}`] = [type, readFileSync(file)];
  }
  return {
    files,
    sameReact: compareReact(outDir),
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
