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
  routes.get('/:culture/gallery', (c) =>
    renderPage(c, 'gallery', (ctx) => galleryPage(ctx, widgets)),
  );
  return { name: 'gallery', routes, strings };
}
