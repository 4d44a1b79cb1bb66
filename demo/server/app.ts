/**
 * The demo CMS (docs/architecture.md §7): a Hono app with Web-standard Request/Response, so the
 * same app serves `npm start`, the end-to-end tests and unit tests.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { notFound } from '../families/content/contentRoutes';
import { loadGallery } from '../families/gallery/widgetCatalog';
import { antiForgery } from '../shared/antiForgery';
import type { Env } from '../shared/env';
import { sessionOf } from '../shared/session';
import { families } from './families';
import { stringResourcesOf } from './strings';
import { shopStylesheet } from './stylesheet';

export interface AppOptions {
  /** Application path: '/' or '/shop/'. */
  base: string;
  /** The built bundle (vite build output). */
  distDir: string;
  /** Folder of widgets/ (for the gallery). */
  widgetsDir: string;
  /** Cookie policy version (spec 000 §3 stamp). */
  consentStamp: string;
}

const root = join(import.meta.dirname, '..', '..');

/** The demo's cookie-policy version (spec 000 §3 stamp). */
export const CONSENT_STAMP = '2026-11-01';

export const defaultOptions = (): AppOptions => ({
  base: `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/'),
  distDir: process.env.DIST_DIR ?? join(root, 'dist'),
  widgetsDir: join(root, 'widgets'),
  consentStamp: CONSENT_STAMP,
});

export async function createApp(options: AppOptions = defaultOptions()) {
  const { base } = options;
  const gallery = await loadGallery(options.widgetsDir);
  const shop = base === '/' ? new Hono<Env>() : new Hono<Env>().basePath(base.replace(/\/$/, ''));
  const mounted = families(gallery);
  const strings = stringResourcesOf(mounted);

  shop.use('*', async (c, next) => {
    c.set('session', sessionOf(c, base));
    c.set('nonce', randomBytes(12).toString('base64'));
    // Site settings and the merged strings reach every handler through the request context
    // (decision 016).
    c.set('base', base);
    c.set('consentStamp', options.consentStamp);
    c.set('strings', strings);
    await next();
    // A strict script policy, as a careful CMS would send: only our files and nonced scripts.
    if (c.res.headers.get('Content-Type')?.includes('text/html')) {
      c.res.headers.set(
        'Content-Security-Policy',
        `script-src 'self' 'nonce-${c.var.nonce}'; object-src 'none'; base-uri 'self'`,
      );
    }
  });

  const staticFrom = (dir: string, prefix: string) =>
    serveStatic({
      root: dir,
      rewriteRequestPath: (path) => path.slice(base.length + prefix.length),
    });
  const stylesheet = shopStylesheet(mounted);
  shop.get(
    '/demo/shop.css',
    () => new Response(stylesheet, { headers: { 'Content-Type': 'text/css; charset=utf-8' } }),
  );
  shop.use('/vitrine/*', staticFrom(options.distDir, 'vitrine'));
  shop.use('/demo/*', staticFrom(join(root, 'demo', 'public'), 'demo'));
  // Every unsafe api/v1 call must send the session's anti-forgery token (spec 000 §7).
  shop.use('/api/v1/*', antiForgery);
  shop.get('/', (c) => c.redirect(`${base}fr/`));
  for (const family of mounted) shop.route('/', family.routes);
  shop.notFound(notFound);

  if (base === '/') return shop;
  // Under a base path the site root only redirects to the shop; the shop answers the rest.
  const app = new Hono();
  app.get('/', (c) => c.redirect(`${base}fr/`));
  app.all('*', (c) => shop.fetch(c.req.raw));
  return app;
}
