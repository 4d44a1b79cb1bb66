/**
 * The demo CMS (ARCHITECTURE.md §7): a Hono app with Web-standard Request/Response, so the
 * same app serves `npm start`, the end-to-end tests and unit tests.
 */
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { type Culture, cultures } from '../data/catalog/types';
import type { PageContext } from '../pages/context';
import { galleryPage } from '../pages/gallery';
import { homePage } from '../pages/home';
import { notFoundPage } from '../pages/notFound';
import type { Env } from './env';
import { apiRoutes } from './routes/api';
import { mediaRoutes } from './routes/media';
import { sessionOf } from './session';
import { loadGallery } from './widgetCatalog';

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

export const defaultOptions = (): AppOptions => ({
  base: `/${(process.env.BASE_PATH ?? '').replace(/^\/+|\/+$/g, '')}/`.replace('//', '/'),
  distDir: join(root, 'dist'),
  widgetsDir: join(root, 'widgets'),
  consentStamp: '2026-11-01',
});

const isCulture = (value: string): value is Culture =>
  (cultures as readonly string[]).includes(value);

export async function createApp(options: AppOptions = defaultOptions()) {
  const { base } = options;
  const gallery = await loadGallery(options.widgetsDir);
  const shop = base === '/' ? new Hono<Env>() : new Hono<Env>().basePath(base.replace(/\/$/, ''));

  shop.use('*', async (c, next) => {
    c.set('session', sessionOf(c, base));
    await next();
  });

  const staticFrom = (dir: string, prefix: string) =>
    serveStatic({
      root: dir,
      rewriteRequestPath: (path) => path.slice(base.length + prefix.length),
    });
  shop.use('/vitrine/*', staticFrom(options.distDir, 'vitrine'));
  shop.use('/demo/*', staticFrom(join(root, 'demo', 'public'), 'demo'));
  shop.route('/api/v1', apiRoutes());
  shop.route('/media', mediaRoutes());

  shop.get('/', (c) => c.redirect(`${base}fr/`));

  const context = (c: { var: Env['Variables'] }, culture: Culture, path: string): PageContext => {
    c.var.session.culture = culture;
    return { culture, base, session: c.var.session, path, consentStamp: options.consentStamp };
  };

  shop.get('/:culture{[a-z]{2}}', (c) => c.redirect(`${base}${c.req.param('culture')}/`));
  shop.get('/:culture{[a-z]{2}}/', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    return c.html(homePage(context(c, culture, '')));
  });
  shop.get('/:culture{[a-z]{2}}/gallery', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    return c.html(galleryPage(context(c, culture, 'gallery'), gallery));
  });

  shop.notFound((c) => {
    const segment = c.req.path.slice(base.length).split('/')[0] ?? '';
    const culture = isCulture(segment) ? segment : 'fr';
    const path = c.req.path.slice(base.length + culture.length + 1);
    return c.html(notFoundPage(context(c, culture, path)), 404);
  });

  if (base === '/') return shop;
  // Under a base path the site root only redirects to the shop; the shop answers the rest.
  const app = new Hono();
  app.get('/', (c) => c.redirect(`${base}fr/`));
  app.all('*', (c) => shop.fetch(c.req.raw));
  return app;
}
