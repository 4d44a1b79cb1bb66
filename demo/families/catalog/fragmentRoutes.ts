/**
 * HTML fragments of the catalogue widgets: the filter sidebar loaded by ajax (spec 001 §7
 * `GET widget/catalog/ListFilter` with categoryId, brandId, currentFilter) and the quick view
 * panel (spec 000 §7 "quick-view URL given in the page") with the picture of its variant.
 */
import { Hono } from 'hono';
import { brands, categories, productById, variantById } from '../../data/catalog';
import { fragmentContext } from '../../shared/context';
import type { Env } from '../../shared/env';
import { idParam } from '../../shared/params';
import { facetForm } from './list/facetPanel';
import { keptParameters } from './list/listView';
import { quickView, quickViewImage } from './list/quickView';
import { readListQuery } from './listRequest';
import { runList } from './runList';
import { baseProducts, categoryOptions, type ListSource } from './sources';

export function catalogFragments() {
  const widgets = new Hono<Env>();

  widgets.get('/ListFilter', (c) => {
    const ctx = fragmentContext(c);
    const category = categories.find((item) => item.id === idParam(c.req.query('categoryId')));
    const brand = brands.find((item) => item.id === idParam(c.req.query('brandId')));
    const source: ListSource = category
      ? { kind: 'category', category }
      : brand
        ? { kind: 'brand', brand }
        : { kind: 'catalog' };
    const params = new URL(c.req.url).searchParams;
    params.set('filter', params.get('currentFilter') ?? '');
    const query = readListQuery(params.toString());
    const result = runList(baseProducts(source, query.q, ctx.culture), query, {
      culture: ctx.culture,
      currency: ctx.session.currency,
      categoryOptions: categoryOptions(source),
    });
    const root = `${ctx.base}${ctx.culture}/catalog`;
    const action = category
      ? `${root}/category/${category.slug}`
      : brand
        ? `${root}/brand/${brand.slug}`
        : root;
    return c.html(
      facetForm({
        culture: ctx.culture,
        locale: ctx.locale,
        currency: ctx.session.currency,
        t: ctx.t,
        action,
        hidden: keptParameters(query, {}, ['q', 'sort', 'pageSize', 'display']),
        facets: result.facets,
      }) as string,
    );
  });

  widgets.get('/QuickView/:productId', (c) => {
    const product = productById(idParam(c.req.param('productId')));
    if (!product) return c.text('Not found', 404);
    return c.html(quickView(fragmentContext(c), product) as string);
  });

  // The quick view's picture for the chosen variant (a variant-fragment region, decision 012).
  widgets.get('/QuickViewImage', (c) => {
    const found = variantById(idParam(c.req.query('productVariantId')));
    if (!found || found.product.id !== idParam(c.req.query('productId'))) {
      return c.text('Not found', 404);
    }
    return c.html(quickViewImage(fragmentContext(c), found.product, found.variant) as string);
  });

  return widgets;
}
