/**
 * The shop's style sheet, /demo/shop.css: the shared sheets (the theme, then the header's),
 * then each family's own (demo/families/<name>/<name>.css) in the order the families are
 * mounted. One file, so every page has every family's styles: the page shell swaps only the
 * page region, never the head.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Family } from '../shared/family';

const demoDir = join(import.meta.dirname, '..');

/** The style sheets that make up shop.css, in cascade order. */
export const stylesheetFiles = (families: readonly Family[]): string[] => [
  join(demoDir, 'shared', 'shop.css'),
  join(demoDir, 'shared', 'header.css'),
  ...families
    .map((family) => join(demoDir, 'families', family.name, `${family.name}.css`))
    .filter((path) => existsSync(path)),
];

export const shopStylesheet = (families: readonly Family[]): string =>
  stylesheetFiles(families)
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
