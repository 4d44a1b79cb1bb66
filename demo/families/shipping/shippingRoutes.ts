/**
 * The shipping family of the demo CMS (issue 11): pickup points (the search page, the carrier
 * search, saving the chosen point) and their map (the site settings' maps setting and the
 * demo's own generated tiles: no request leaves the demo).
 */
import { Hono } from 'hono';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { mapRoutes } from './mapRoutes';
import { pickupRoutes } from './pickupRoutes';
import { strings } from './strings';

export function shippingFamily(): Family {
  const routes = new Hono<Env>();
  mapRoutes(routes);
  pickupRoutes(routes);
  return { name: 'shipping', routes, strings };
}
