/**
 * The bundler's preload helper, replaced by src/core/preload.ts (decision 048). Vite resolves
 * every `import()` wrapper to the module `\0vite/preload-helper.js` and loads its generic code;
 * this plugin, which runs before Vite's own, loads ours under the same name. When a new Vite
 * names the helper otherwise, the override no longer applies: the build then fails here
 * (`generateBundle` finds Vite's helper in the entry) rather than growing the entry unseen.
 */
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
const OURS = resolve(import.meta.dirname, '..', 'src', 'core', 'preload.ts');
/** A string only Vite's generic helper holds. */
const VITE_HELPER_MARK = 'vite:preloadError';

export function preloadHelper(): Plugin {
  return {
    name: 'vitrine-preload-helper',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id === VITE_PRELOAD_HELPER
        ? `export { __vitePreload } from ${JSON.stringify(OURS)};`
        : null;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.code.includes(VITE_HELPER_MARK)) {
          this.error(
            `Vite's own preload helper is in ${output.fileName}: the override no longer applies`,
          );
        }
      }
    },
  };
}
