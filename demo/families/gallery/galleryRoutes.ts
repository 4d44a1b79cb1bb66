/**
 * The widget gallery of the demo CMS (issue 2 §3): every registered widget, its attributes
 * explained for editors, and a live example.
 */
import { Hono } from 'hono';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { galleryPage } from './galleryPage';
import { strings } from './strings';
import type { GalleryWidget } from './widgetCatalog';

export function galleryFamily(widgets: GalleryWidget[]): Family {
  const routes = new Hono<Env>();
  // `?widget=name` is one widget's page of the manual: a link an editor can share, and a light
  // page for tests. A query, not a path segment, so the examples' relative URLs resolve alike.
  routes.get('/:culture/gallery', (c) => {
    const name = c.req.query('widget');
    if (name === undefined) return renderPage(c, 'gallery', (ctx) => galleryPage(ctx, widgets));
    const widget = widgets.find((candidate) => candidate.name === name);
    if (!widget) return c.notFound();
    return renderPage(c, 'gallery', (ctx) => galleryPage(ctx, [widget], widget.name));
  });
  return { name: 'gallery', routes, strings };
}
