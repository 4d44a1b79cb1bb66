import type { Hono } from 'hono';
import type { Env } from './env';

/**
 * One family of the demo CMS (docs/decisions/016-demo-by-family.md): its name (its folder
 * under demo/families, where its `<name>.css` sheet is found) and its routes (pages, fragments
 * and API together, full paths from the shop root).
 */
export interface Family {
  name: string;
  routes: Hono<Env>;
}
