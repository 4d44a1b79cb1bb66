/**
 * The widget definitions' file names (docs/architecture.md §9). The entry script lists every
 * widget with the address of its definition chunk; an eight-character content hash in each
 * address is incompressible and cost the entry about 9 bytes gzip per widget (0.7 kB for 73).
 * Definitions are named `chunks/w/<widget>.js` instead, and the entry asks for them with one
 * version for all, `?v=<hash of every definition>`: repeated, it compresses to almost nothing.
 * A release that changes any definition changes the version, so no browser keeps a stale one;
 * each is half a kilobyte, so fetching them all again after a release costs little.
 *
 * The registry's glob (src/core/registry.ts) becomes, in the entry, one list of the widgets'
 * folders and one function that turns a folder into its importer (compactRegistry): each name
 * is written once, not three times with a preload wrapper around it, which saves about half a
 * kilobyte gzip of the entry (issue 16 §2). Definitions have no preloads to wait for (their
 * shared chunks are loaded beside them by core/widgetLoads), so the wrapper did nothing.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** A widget definition module: `widgets/<family>/<name>/index.ts` (src/core/registry.ts). */
const DEFINITION = /[\\/]widgets[\\/][a-z0-9-]+[\\/][a-z0-9-]+[\\/]index\.ts$/;
export const DEFINITION_DIR = 'chunks/w/';
const PLACEHOLDER = '__VITRINE_DEFINITIONS__';
const ADDRESS = /(\.\/chunks\/w\/[a-z0-9-]+\.js)(?=[`'"])/g;

/** rolldown's `chunkFileNames`: definitions without a hash, every other chunk with one. */
export function chunkFileName(chunk: { facadeModuleId?: string | null }): string {
  return chunk.facadeModuleId && DEFINITION.test(chunk.facadeModuleId)
    ? `${DEFINITION_DIR}[name].js`
    : 'chunks/[name]-[hash].js';
}

/** The version of a set of definitions: their names and code, in a stable order. */
export function definitionsVersion(definitions: [file: string, code: string][]): string {
  const hash = createHash('sha256');
  for (const [file, code] of [...definitions].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(file).update('\0').update(code).update('\0');
  }
  return hash.digest('base64url').slice(0, 8);
}

/**
 * One importer of the registry's glob, as the bundler writes it before minifying. A definition
 * chunk that also holds modules other chunks import exports the definition's namespace under a
 * name of its own: `.then((n) => n.t)`.
 */
const GLOBBED =
  /"\.\.\/\.\.\/widgets\/([a-z0-9-]+\/([a-z0-9-]+))\/index\.ts"\s*:\s*\(\)\s*=>\s*__vitePreload\(\s*\(\)\s*=>\s*import\(\s*"\.\/chunks\/w\/([a-z0-9-]+)\.js"\s*\)(?:\.then\(\s*\(?\w+\)?\s*=>\s*\w+\.(\w+)\s*\))?\s*,\s*__VITE_PRELOAD__\s*,\s*import\.meta\.url\s*\)\s*,?\s*/g;
const GLOB_OBJECT = new RegExp(`Object\\.assign\\(\\{\\s*((?:${GLOBBED.source})+)\\}\\)`);

/**
 * Rewrites the registry's glob in an entry's code as a list of folders (`family/name`, with
 * `:export` where the namespace is exported under a name) and one importer for all. Throws
 * when it finds no glob, or a definition whose chunk is not named after its folder, so that a
 * change in the bundler's output fails the build instead of slipping through.
 */
export function compactRegistry(code: string): string {
  const object = GLOB_OBJECT.exec(code);
  if (!object?.[1]) throw new Error('[vitrine] the registry glob was not found in the entry');
  const folders = [...object[1].matchAll(GLOBBED)].map(([, folder, name, file, inner]) => {
    if (name !== file) throw new Error(`[vitrine] the definition of ${folder} is named ${file}`);
    return inner ? `${folder}:${inner}` : folder;
  });
  const list = JSON.stringify(folders.join(' '));
  const file = `./${DEFINITION_DIR}\${p.split("/")[1]}.js?v=${PLACEHOLDER}`;
  const entry = `(f)=>{const[p,x]=f.split(":");return[\`../../widgets/\${p}/index.ts\`,()=>import(\`${file}\`).then((m)=>x?m[x]:m)]}`;
  const compact = `Object.fromEntries(${list}.split(" ").map(${entry}))`;
  return code.slice(0, object.index) + compact + code.slice(object.index + object[0].length);
}

/** Adds the placeholder version to each definition address of an entry's code. */
export const versionAddresses = (code: string): string =>
  code.replace(ADDRESS, `$1?v=${PLACEHOLDER}`);

export function definitionChunks(): Plugin {
  return {
    name: 'vitrine-definition-chunks',
    apply: 'build',
    renderChunk(code, chunk) {
      return chunk.isEntry ? { code: versionAddresses(compactRegistry(code)), map: null } : null;
    },
    generateBundle(_options, bundle) {
      const definitions: [string, string][] = [];
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk' && file.startsWith(DEFINITION_DIR)) {
          definitions.push([file, output.code]);
        }
      }
      const version = definitionsVersion(definitions);
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) {
          output.code = output.code.replaceAll(PLACEHOLDER, version);
        }
      }
    },
  };
}
