/**
 * The assets family of the demo CMS (issue 14; spec 000 §2, §3, §7, §8): the editor area, the
 * asset library's calls, the uploads' storage (docs/decisions/038-asset-library.md), and the
 * shop pages that show what editors saved.
 */
import { Hono } from 'hono';
import { culturePage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { addProductSection } from '../product/public';
import { editorRoutes } from './editorRoutes';
import { imageRoutes } from './imageRoutes';
import { libraryReady } from './library';
import { libraryRoutes } from './libraryRoutes';
import { contentPage, newsPage, productAssetsSection } from './shopPages';
import { strings } from './strings';
import { uploadRoutes } from './uploadRoutes';

export function assetsFamily(): Family {
  // This server's uploads folder is emptied and the seeded library written at start.
  void libraryReady();
  addProductSection('assets', productAssetsSection);
  const routes = new Hono<Env>();
  routes.route('/', uploadRoutes());
  routes.route('/', imageRoutes());
  routes.route('/', libraryRoutes());
  routes.route('/', editorRoutes());
  // The shop's pages of news posts and content pages with their saved assets.
  const shopPage = (kind: 'news' | 'pages', view: typeof newsPage) =>
    routes.get(`/:culture/${kind}/:id`, async (c) => {
      await libraryReady();
      const id = c.req.param('id');
      const ctx = culturePage(c, `${kind}/${id}`);
      const page = ctx ? view(ctx, id) : undefined;
      return page ? c.html(page as string) : c.notFound();
    });
  shopPage('news', newsPage);
  shopPage('pages', contentPage);
  return { name: 'assets', routes, strings };
}
