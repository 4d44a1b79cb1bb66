import type { Hono } from 'hono';
import type { Env } from './env';

/**
 * One family of the demo CMS (docs/decisions/016-demo-by-family.md): its routes (pages,
 * fragments and API together, full paths from the shop root) and its style sheet.
 */
export interface Family {
  name: string;
  routes: Hono<Env>;
}
