/**
 * The shop's style sheet, /demo/shop.css: the shared sheets (the theme, then the header's),
 * then each family's own in the order the families are mounted: `<name>.css`, then its other
 * sheets by name (a family may split its styles: the cart's options.css). One file, so every
 * page has every family's styles: the page shell swaps only the page region, never the head.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Family } from '../shared/family';

const demoDir = join(import.meta.dirname, '..');

/** The style sheets that make up shop.css, in cascade order. */
export const stylesheetFiles = (families: readonly Family[]): string[] => [
  join(demoDir, 'shared', 'shop.css'),
  join(demoDir, 'shared', 'header.css'),
  ...families.flatMap((family) =>
    familySheets(join(demoDir, 'families', family.name), family.name),
  ),
];

function familySheets(folder: string, name: string): string[] {
  if (!existsSync(folder)) return [];
  const others = readdirSync(folder)
    .filter((file) => file.endsWith('.css') && file !== `${name}.css`)
    .sort();
  const own = existsSync(join(folder, `${name}.css`)) ? [`${name}.css`] : [];
  return [...own, ...others].map((file) => join(folder, file));
}

export const shopStylesheet = (families: readonly Family[]): string =>
  stylesheetFiles(families)
    .map((path) => readFileSync(path, 'utf8'))
    .join('\n');
