/**
 * The map's side of the demo (decision 025): `GET /api/v1/settings/` answers the maps setting
 * (spec 001 §7; its shape is our contract) pointing at the demo's own tiles,
 * `/demo/tiles/{z}/{x}/{y}.png`, drawn on the server and kept in memory.
 */
import type { Hono } from 'hono';
import type * as z from 'zod/mini';
import type { siteSettingsSchema } from '../../../src/api/settings';
import type { Env } from '../../shared/env';
import { MAX_TILE_ZOOM, tile } from './tiles';

type SettingsAnswer = z.infer<typeof siteSettingsSchema>;

export function mapRoutes(routes: Hono<Env>): void {
  routes.get('/api/v1/settings/', (c) => {
    const answer: SettingsAnswer = {
      Maps: {
        TileUrl: `${c.var.base}demo/tiles/{z}/{x}/{y}.png`,
        Attribution: 'Vitrine demo map',
        MaxZoom: MAX_TILE_ZOOM,
      },
    };
    return c.json(answer);
  });

  routes.get('/demo/tiles/:z/:x/:file', (c) => {
    const match = /^(\d+)\.png$/.exec(c.req.param('file'));
    const found = match
      ? tile(Number(c.req.param('z')), Number(c.req.param('x')), Number(match[1]))
      : undefined;
    if (!found) return c.notFound();
    return c.body(new Uint8Array(found), 200, {
      'Content-Type': 'image/png',
      // Drawn from the coordinates alone: the same tile forever.
      'Cache-Control': 'public, max-age=604800, immutable',
    });
  });
}
