/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { cssLayer } from './scripts/cssLayer.ts';
import { chunkFileName, definitionChunks } from './scripts/definitionChunks.ts';
import { preloadHelper } from './scripts/preloadHelper.ts';

/** The chunks the loader fetches with every widget definition (src/core/loader.ts). */
const LOADED_WITH_EVERY_DEFINITION = /^chunks\/(props|zod|rolldown-runtime)-/;

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * One entry (src/boot.ts -> dist/vitrine.js) that a CMS template includes; every widget,
 * React, i18next and zod/mini are lazy chunks. `base: './'` keeps chunk addresses
 * relative to the entry, so the bundle works under any application path (BASE_PATH=/shop).
 */
export default defineConfig({
  base: './',
  plugins: [preloadHelper(), react(), definitionChunks()],
  define: { __VITRINE_VERSION__: JSON.stringify(version) },
  // Widget CSS sits in `@layer vitrine`: the shop's unlayered theme wins (issue 10 §6).
  css: { postcss: { plugins: [cssLayer()] } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: {
      polyfill: false,
      // docs/architecture.md §9: the entry lists no preloads for what the loader fetches
      // beside every definition anyway (the props chunk, with zod and the widget helpers), nor
      // for the chunk import() itself fetches: about 12 bytes less per registered widget.
      resolveDependencies: (filename, deps, { hostId }) =>
        hostId.endsWith('vitrine.js')
          ? deps.filter((dep) => dep !== filename && !LOADED_WITH_EVERY_DEFINITION.test(dep))
          : deps,
    },
    // Leaflet's sheet names images of controls and default markers the bundle never shows
    // (its pins are HTML, decision 025): kept as files, fetched only if ever used, rather than
    // inlined into the map chunk's CSS.
    assetsInlineLimit: (file) => (/node_modules[\\/]leaflet[\\/]/.test(file) ? false : undefined),
    rolldownOptions: {
      input: { vitrine: 'src/boot.ts' },
      output: {
        entryFileNames: '[name].js',
        // Widget definitions in chunks/w/ without a hash, versioned together (scripts/definitionChunks.ts).
        chunkFileNames: chunkFileName,
        assetFileNames: 'chunks/[name]-[hash][extname]',
        // docs/architecture.md §9: a few shared chunks instead of a dozen tiny ones, each of
        // which costs a request and its own gzip frame. Groups take only the modules they name
        // (includeDependenciesRecursively: false), so the kit never drags the entry's own
        // modules (settings, events) out of vitrine.js; it imports them from it instead.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // Captured first (higher priority): the strings must not pull React in (forms).
            // The translator (decision 046) with what every translated widget needs beside it:
            // the page's locale and the number and date formats.
            {
              name: 'i18n',
              test: /src[\\/]core[\\/](i18n|translator|locale|format)\./,
              priority: 40,
            },
            // Everything a React widget needs whatever it does: React, the strings hook, the
            // widget context, the server fallback and zustand's hook.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|node_modules[\\/]zustand[\\/]esm[\\/]react\.mjs$|src[\\/]core[\\/]react[\\/](WidgetContext|ServerFallback|translation)\./,
              priority: 30,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // What reading a widget's data attributes needs, loaded with the first definition:
            // the reader and the editors' formats (the misspelling finder loads when it has work).
            {
              name: 'props',
              test: /src[\\/]core[\\/](props|schemaInfo|cssPath|propFormats|widget|mountWidget)\./,
              priority: 15,
            },
            // What a widget that talks to the server needs: the HTTP client with its paths and
            // failure policy, and the stores (zustand's vanilla core) that hold the answers.
            {
              name: 'kit',
              test: /node_modules[\\/]zustand[\\/]esm[\\/]vanilla|src[\\/]core[\\/](stores[\\/]|(http|errorPolicy|paths)\.)/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'demo/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
