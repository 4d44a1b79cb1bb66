/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

/**
 * One entry (src/boot.ts -> dist/vitrine.js) that a CMS template includes; every widget,
 * React, i18next and zod/mini are lazy chunks. `base: './'` keeps chunk addresses
 * relative to the entry, so the bundle works under any application path (BASE_PATH=/shop).
 */
export default defineConfig({
  base: './',
  plugins: [react()],
  define: { __VITRINE_VERSION__: JSON.stringify(version) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    rolldownOptions: {
      input: { vitrine: 'src/boot.ts' },
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        assetFileNames: 'chunks/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-i18next)[\\/]/,
              priority: 30,
            },
            // Captured first (higher priority): plain i18next must not pull React in (forms), and
            // the React group would otherwise drag it in as react-i18next's dependency.
            { name: 'i18n', test: /node_modules[\\/]i18next[\\/]/, priority: 40 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
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
