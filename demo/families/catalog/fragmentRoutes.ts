/**
 * HTML fragments of the catalogue widgets: the filter sidebar loaded by ajax (spec 001 §7
 * `GET widget/catalog/ListFilter` with categoryId, brandId, currentFilter) and the quick view
 * panel (spec 000 §7 "quick-view URL given in the page").
 */
import { Hono } from 'hono';
import { brands, categories, productById } from '../../data/catalog';
import { fragmentContext } from '../../shared/context';
import type { Env } from '../../shared/env';
import { idParam } from '../../shared/params';
import { facetForm } from './list/facetPanel';
import { keptParameters } from './list/listView';
import { quickView } from './list/quickView';
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

  return widgets;
}
