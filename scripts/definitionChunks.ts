/**
 * The widget definitions' file names (docs/architecture.md §9). The entry script lists every
 * widget with the address of its definition chunk; an eight-character content hash in each
 * address is incompressible and cost the entry about 9 bytes gzip per widget (0.7 kB for 73).
 * Definitions are named `chunks/w/<widget>.js` instead, and the entry asks for them with one
 * version for all, `?v=<hash of every definition>`: repeated, it compresses to almost nothing.
 * A release that changes any definition changes the version, so no browser keeps a stale one;
 * each is half a kilobyte, so fetching them all again after a release costs little.
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

/** Adds the placeholder version to each definition address of an entry's code. */
export const versionAddresses = (code: string): string =>
  code.replace(ADDRESS, `$1?v=${PLACEHOLDER}`);

export function definitionChunks(): Plugin {
  return {
    name: 'vitrine-definition-chunks',
    apply: 'build',
    renderChunk(code, chunk) {
      return chunk.isEntry ? { code: versionAddresses(code), map: null } : null;
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
