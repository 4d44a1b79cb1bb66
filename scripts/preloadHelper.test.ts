import { describe, expect, it } from 'vitest';
import { chunksWithViteHelper, helperModule, VITE_PRELOAD_HELPER } from './preloadHelper';

describe('the preload helper plugin (decision 048)', () => {
  it("loads ours under the name of Vite's helper, and leaves every other module alone", () => {
    expect(helperModule(VITE_PRELOAD_HELPER)).toMatch(
      /^export \{ __vitePreload \} from ".*[\\/]src[\\/]core[\\/]preload\.ts";$/,
    );
    expect(helperModule('/repo/src/core/loader.ts')).toBeNull();
    expect(helperModule('\0vite/modulepreload-polyfill.js')).toBeNull();
  });

  it("names the chunks that still hold Vite's own helper, so the build fails on them", () => {
    const bundle = {
      'vitrine.js': {
        type: 'chunk',
        code: 'const e=new Event("vite:preloadError",{cancelable:!0})',
      },
      'chunks/kit-1.js': { type: 'chunk', code: 'export const a=1' },
      'chunks/Gallery-3.css': { type: 'asset' },
    };
    expect(chunksWithViteHelper(bundle)).toEqual(['vitrine.js']);
    expect(chunksWithViteHelper({ 'vitrine.js': { type: 'chunk', code: 'x' } })).toEqual([]);
  });
});
