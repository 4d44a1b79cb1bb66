/** The server-rendered pages of the demo CMS, per culture. */
import { type Context, Hono } from 'hono';
import { brands, categories, productBySlug } from '../data/catalog';
import { type Culture, cultures } from '../data/catalog/types';
import { basketPage } from '../families/cart/basketPage';
import { brandsPage } from '../families/catalog/brandsPage';
import { listResponse } from '../families/catalog/listRoute';
import { isTag, type ListSource } from '../families/catalog/sources';
import { contentRoutes } from '../families/content/contentRoutes';
import { homePage } from '../families/content/home';
import { notFoundPage } from '../families/content/notFound';
import { customerReferencePage } from '../families/customer-references/customerReferencePage';
import { galleryPage } from '../families/gallery/galleryPage';
import type { GalleryWidget } from '../families/gallery/widgetCatalog';
import { productPage } from '../families/product/productPage';
import type { PageContext } from '../shared/context';
import type { Env } from '../shared/env';

export const isCulture = (value: string): value is Culture =>
  (cultures as readonly string[]).includes(value);

export interface PageRoutesOptions {
  base: string;
  consentStamp: string;
  gallery: GalleryWidget[];
}

/** What a page template needs from the request: culture, session, nonce, fragment mode. */
function pageContext(
  c: Context<Env>,
  base: string,
  consentStamp: string,
  culture: Culture,
  path: string,
): PageContext {
  c.var.session.culture = culture;
  return {
    culture,
    base,
    session: c.var.session,
    path,
    consentStamp,
    nonce: c.var.nonce,
    fragment: c.req.header('X-Requested-With') === 'XMLHttpRequest',
    search: new URL(c.req.url).search,
    origin: new URL(c.req.url).origin,
  };
}

export function pageRoutes({ base, consentStamp, gallery }: PageRoutesOptions) {
  const pages = new Hono<Env>();

  const context = (c: Context<Env>, path: string): PageContext | undefined => {
    const culture = c.req.param('culture') ?? '';
    if (!isCulture(culture)) return undefined;
    return pageContext(c, base, consentStamp, culture, path);
  };
  const page = (c: Context<Env>, path: string, render: (ctx: PageContext) => unknown) => {
    const ctx = context(c, path);
    return ctx ? c.html(render(ctx) as string) : c.notFound();
  };

  pages.route('/', contentRoutes(base, context));
  pages.get('/:culture{[a-z]{2}}', (c) => c.redirect(`${base}${c.req.param('culture')}/`));
  pages.get('/:culture{[a-z]{2}}/', (c) => page(c, '', homePage));
  pages.get('/:culture/gallery', (c) => page(c, 'gallery', (ctx) => galleryPage(ctx, gallery)));
  pages.get('/:culture/shoppingcarts', (c) => page(c, 'shoppingcarts', basketPage));
  pages.get('/:culture/catalog/brands', (c) => page(c, 'catalog/brands', brandsPage));
  pages.get('/:culture/catalog/customer-references', (c) =>
    page(c, 'catalog/customer-references', customerReferencePage),
  );

  // Product lists (decision 009): canonical addresses, facets and paging from the address.
  const list = (c: Context<Env>, path: string, source: ListSource) => {
    const ctx = context(c, path);
    return ctx ? listResponse(c, ctx, source) : c.notFound();
  };
  pages.get('/:culture/catalog', (c) => list(c, 'catalog', { kind: 'catalog' }));

  pages.get('/:culture/catalog/category/:slug', (c) => {
    const category = categories.find((item) => item.slug === c.req.param('slug'));
    if (!category) return c.notFound();
    return list(c, `catalog/category/${category.slug}`, { kind: 'category', category });
  });

  pages.get('/:culture/catalog/brand/:slug', (c) => {
    const brand = brands.find((item) => item.slug === c.req.param('slug'));
    if (!brand) return c.notFound();
    return list(c, `catalog/brand/${brand.slug}`, { kind: 'brand', brand });
  });

  // spec 001 §2 tag search page, re-sorted with `sort` and `entityName`.
  pages.get('/:culture/catalog/tags/:tag', (c) => {
    const tag = c.req.param('tag');
    if (!isTag(tag)) return c.notFound();
    return list(c, `catalog/tags/${tag}`, { kind: 'tag', tag });
  });

  pages.get('/:culture/catalog/product/:slug', (c) => {
    const product = productBySlug(c.req.param('slug'));
    if (!product) return c.notFound();
    return page(c, `catalog/product/${product.slug}`, (ctx) => productPage(ctx, product));
  });

  return pages;
}

/** The 404 page, in the culture of the address when there is one. */
export function notFound(base: string, consentStamp: string) {
  return (c: Context<Env>) => {
    const segment = c.req.path.slice(base.length).split('/')[0] ?? '';
    const culture = isCulture(segment) ? segment : 'fr';
    const path = c.req.path.slice(base.length + culture.length + 1);
    return c.html(notFoundPage(pageContext(c, base, consentStamp, culture, path)) as string, 404);
  };
}
