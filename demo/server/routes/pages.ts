/** The server-rendered pages of the demo CMS, per culture. */
import { type Context, Hono } from 'hono';
import { brands, categories, productBySlug, products } from '../../data/catalog';
import { type Culture, cultures } from '../../data/catalog/types';
import { pageContent } from '../../data/content';
import { basketPage } from '../../pages/basketPage';
import { brandsPage } from '../../pages/brandsPage';
import type { PageContext } from '../../pages/context';
import { galleryPage } from '../../pages/gallery';
import { homePage } from '../../pages/home';
import { notFoundPage } from '../../pages/notFound';
import { productListPage } from '../../pages/productList';
import { productPage } from '../../pages/productPage';
import type { Env } from '../env';
import { byPopularity, categoryProducts, searchProducts } from '../search';
import type { GalleryWidget } from '../widgetCatalog';
import { contentRoutes } from './contentRoutes';

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
  const pageIndex = (c: Context<Env>) => Number.parseInt(c.req.query('pageindex') ?? '1', 10) || 1;

  pages.route('/', contentRoutes(base, context));
  pages.get('/:culture{[a-z]{2}}', (c) => c.redirect(`${base}${c.req.param('culture')}/`));
  pages.get('/:culture{[a-z]{2}}/', (c) => page(c, '', homePage));
  pages.get('/:culture/gallery', (c) => page(c, 'gallery', (ctx) => galleryPage(ctx, gallery)));
  pages.get('/:culture/shoppingcarts', (c) => page(c, 'shoppingcarts', basketPage));
  pages.get('/:culture/catalog/brands', (c) => page(c, 'catalog/brands', brandsPage));

  pages.get('/:culture/catalog', (c) => {
    const q = c.req.query('q') ?? '';
    return page(c, 'catalog', (ctx) =>
      productListPage(ctx, {
        title: q
          ? `${pageContent[ctx.culture].nav.search} : « ${q} »`
          : pageContent[ctx.culture].nav.catalog,
        products: q ? searchProducts(q, ctx.culture) : byPopularity(products),
        pageIndex: pageIndex(c),
        baseUrl: `${base}${ctx.culture}/catalog`,
        ...(q ? { query: { q } } : {}),
      }),
    );
  });

  pages.get('/:culture/catalog/category/:slug', (c) => {
    const category = categories.find((item) => item.slug === c.req.param('slug'));
    if (!category) return c.notFound();
    return page(c, `catalog/category/${category.slug}`, (ctx) =>
      productListPage(ctx, {
        title: category.name[ctx.culture],
        intro: category.description[ctx.culture],
        products: categoryProducts(category.id),
        pageIndex: pageIndex(c),
        baseUrl: `${base}${ctx.culture}/catalog/category/${category.slug}`,
      }),
    );
  });

  pages.get('/:culture/catalog/brand/:slug', (c) => {
    const brand = brands.find((item) => item.slug === c.req.param('slug'));
    if (!brand) return c.notFound();
    return page(c, `catalog/brand/${brand.slug}`, (ctx) =>
      productListPage(ctx, {
        title: brand.name,
        products: byPopularity(products.filter((product) => product.brandId === brand.id)),
        pageIndex: pageIndex(c),
        baseUrl: `${base}${ctx.culture}/catalog/brand/${brand.slug}`,
      }),
    );
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
