/**
 * The bundler's preload helper, replaced by src/core/preload.ts (decision 048). Vite resolves
 * every `import()` wrapper to the module `\0vite/preload-helper.js` and loads its generic code;
 * this plugin, which runs before Vite's own, loads ours under the same name. When a new Vite
 * names the helper otherwise, the override no longer applies: the build then fails here (a
 * chunk holds Vite's helper) rather than growing the entry unseen.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const OURS = resolve(import.meta.dirname, '..', 'src', 'core', 'preload.ts');
/** A string only Vite's generic helper holds (the event it fires on a failed preload). */
const VITE_HELPER_MARK = 'vite:preloadError';

/** What the plugin loads for a module id: our helper for Vite's, nothing for any other. */
export const helperModule = (id: string): string | null =>
  id === VITE_PRELOAD_HELPER ? `export { __vitePreload } from ${JSON.stringify(OURS)};` : null;

/** The chunks of a bundle that still hold Vite's own helper. */
export const chunksWithViteHelper = (bundle: Record<string, { type: string; code?: string }>) =>
  Object.entries(bundle)
    .filter(([, output]) => output.type === 'chunk' && output.code?.includes(VITE_HELPER_MARK))
    .map(([file]) => file);

export function preloadHelper(): Plugin {
  return {
    name: 'vitrine-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load: helperModule,
    generateBundle(_options, bundle) {
      const files = chunksWithViteHelper(bundle);
      if (files.length) {
        this.error(
          `Vite's own preload helper is in ${files.join(', ')}: the override no longer applies`,
        );
      }
    },
  };
}
