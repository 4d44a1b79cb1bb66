import type { Hono } from 'hono';
import type { Culture } from './culture';
import type { Env } from './env';
import type { FamilyStrings } from './strings';

/**
 * One family of the demo CMS (docs/decisions/016-demo-by-family.md): its name (its folder
 * under demo/families, where its `<name>.css` sheet is found), its routes (pages, fragments
 * and API together, full paths from the shop root) and what it says in each culture (its
 * `strings/` folder: the string resources the server merges and serves, and its page texts).
 */
export interface Family {
  name: string;
  routes: Hono<Env>;
  strings?: Record<Culture, FamilyStrings<unknown>>;
}
