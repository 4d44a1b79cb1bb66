/**
 * The stories family of the demo CMS (issue 15): the blog with its ticker, the photo stories
 * (detail page with zoomable images, masonry, gallery) and their generated photos.
 */
import { Hono } from 'hono';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { blogPage } from './blogPage';
import { postBySlug } from './storiesData';
import { storiesMediaRoutes } from './storiesMedia';
import { storyPage } from './storyPage';
import { strings } from './strings';

export function storiesFamily(): Family {
  const routes = new Hono<Env>();
  // First: `/media/stories/…` would otherwise read as a page of the culture "media".
  routes.route('/media/stories', storiesMediaRoutes());
  routes.get('/:culture/blog', (c) => renderPage(c, 'blog', blogPage));
  routes.get('/:culture/stories/:slug', (c) => {
    const post = postBySlug(c.req.param('slug'));
    if (!post) return c.notFound();
    return renderPage(c, `stories/${post.slug}`, (ctx) => storyPage(ctx, post));
  });
  return { name: 'stories', routes, strings };
}
