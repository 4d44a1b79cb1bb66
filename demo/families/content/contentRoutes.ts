/**
 * The content family of the demo CMS: home page, about, delivery, the cache-control demo,
 * the server-error page for QA, and the 404 page.
 */
import { type Context, Hono } from 'hono';
import { pageContext, renderPage } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { aboutPage, clockPage, deliveryPage } from './contentPages';
import { homePage } from './home';
import { notFoundPage } from './notFound';
import { strings } from './strings';

export function contentFamily(): Family {
  const routes = new Hono<Env>();
  routes.get('/:culture{[a-z]{2}}', (c) => c.redirect(`${c.var.base}${c.req.param('culture')}/`));
  routes.get('/:culture{[a-z]{2}}/', (c) => renderPage(c, '', homePage));
  routes.get('/:culture/about', (c) => renderPage(c, 'about', aboutPage));
  routes.get('/:culture/delivery', (c) => renderPage(c, 'delivery', deliveryPage));
  routes.get('/:culture/clock', (c) => {
    c.header('Cache-Control', 'private, max-age=60');
    return renderPage(c, 'clock', (ctx) => clockPage(ctx, c.req.header('Cache-Control') ?? ''));
  });
  // QA: a page whose server fails, to see the error policy (spec 000 §8).
  routes.get('/:culture/demo/server-error', (c) => c.html('<h1>Internal Server Error</h1>', 500));
  return { name: 'content', routes, strings };
}

/** The 404 page, in the culture of the address when there is one. */
export function notFound(c: Context<Env>) {
  const { base } = c.var;
  const segment = c.req.path.slice(base.length).split('/')[0] ?? '';
  const culture = isCulture(segment) ? segment : 'fr';
  const path = c.req.path.slice(base.length + culture.length + 1);
  return c.html(notFoundPage(pageContext(c, culture, path)) as string, 404);
}
