/**
 * The catalog family of the demo CMS: product lists (decision 009: canonical addresses,
 * facets and paging from the address) by category, brand, tag and search; the brands page;
 * the list's fragments (filter panel, quick view) and the search box's suggestions.
 */
import { type Context, Hono } from 'hono';
import { brands, categories } from '../../data/catalog';
import { culturePage, renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { brandsPage } from './brandsPage';
import { catalogFragments } from './fragmentRoutes';
import { listResponse } from './listRoute';
import { catalogSearchApi } from './searchApi';
import { isTag, type ListSource } from './sources';
import { strings } from './strings';

export function catalogFamily(): Family {
  const routes = new Hono<Env>();
  routes.route('/api/v1/catalog', catalogSearchApi());
  routes.route('/widget/catalog', catalogFragments());

  routes.get('/:culture/catalog/brands', (c) => renderPage(c, 'catalog/brands', brandsPage));

  const list = (c: Context<Env>, path: string, source: ListSource) => {
    const ctx = culturePage(c, path);
    return ctx ? listResponse(c, ctx, source) : c.notFound();
  };
  routes.get('/:culture/catalog', (c) => list(c, 'catalog', { kind: 'catalog' }));

  routes.get('/:culture/catalog/category/:slug', (c) => {
    const category = categories.find((item) => item.slug === c.req.param('slug'));
    if (!category) return c.notFound();
    return list(c, `catalog/category/${category.slug}`, { kind: 'category', category });
  });

  routes.get('/:culture/catalog/brand/:slug', (c) => {
    const brand = brands.find((item) => item.slug === c.req.param('slug'));
    if (!brand) return c.notFound();
    return list(c, `catalog/brand/${brand.slug}`, { kind: 'brand', brand });
  });

  // spec 001 §2 tag search page, re-sorted with `sort` and `entityName`.
  routes.get('/:culture/catalog/tags/:tag', (c) => {
    const tag = c.req.param('tag');
    if (!isTag(tag)) return c.notFound();
    return list(c, `catalog/tags/${tag}`, { kind: 'tag', tag });
  });

  return { name: 'catalog', routes, strings };
}
