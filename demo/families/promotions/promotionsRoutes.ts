/**
 * The promotions family of the demo CMS (issue 15; spec 001 §3, §4, §9): a page with a banner
 * and a popup, and a flash sale whose end is a few seconds away, to see the reload or the end
 * callback. The end of the flash sale is in the address (`?end=`), so the reload at its end
 * shows the sale over instead of starting it again.
 */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { POPUP_COOKIE } from '../../../src/api/popupMemory';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { endingPage, promotionsPage } from './promotionsPage';
import { strings } from './strings';

/** The flash sale ends this long after it starts, unless `?seconds=` says otherwise (1-600). */
export const FLASH_SECONDS = 8;

export function promotionsFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture/promotions', (c) =>
    renderPage(c, 'promotions', (ctx) =>
      promotionsPage(ctx, getCookie(c, POPUP_COOKIE), Date.now()),
    ),
  );
  routes.get('/:culture/promotions/ending', (c) => {
    const callback = c.req.query('onend') === 'callback';
    const end = Date.parse(c.req.query('end') ?? '');
    if (Number.isNaN(end)) {
      const seconds = Math.min(600, Math.max(1, Number(c.req.query('seconds')) || FLASH_SECONDS));
      const query = new URLSearchParams({
        end: new Date(Date.now() + seconds * 1000).toISOString(),
        ...(callback ? { onend: 'callback' } : {}),
      });
      return c.redirect(`${c.req.path}?${query}`, 302);
    }
    return renderPage(c, 'promotions/ending', (ctx) =>
      endingPage(ctx, new Date(end), callback, Date.now()),
    );
  });
  return { name: 'promotions', routes, strings };
}
