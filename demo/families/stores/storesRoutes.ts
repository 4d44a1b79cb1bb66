/**
 * The stores family of the demo CMS (issue 15): the "our shops" page, with a map of every
 * shop, the same shops as a list, a second small map and a parallax hero; and its picture.
 * The map's settings and tiles are the shipping family's (decision 025).
 */
import { Hono } from 'hono';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { heroSvg } from './heroSvg';
import { storesPage } from './storesPage';
import { strings } from './strings';

export function storesFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture/stores', (c) => renderPage(c, 'stores', storesPage));
  routes.get(
    '/demo/stores/hero.svg',
    () =>
      new Response(heroSvg(), {
        headers: {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        },
      }),
  );
  return { name: 'stores', routes, strings };
}
