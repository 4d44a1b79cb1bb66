/**
 * A list page's answer (decision 009): read the address, answer 302 to the canonical address
 * when the request said the same thing differently (form-style filters, unsorted ids,
 * pageindex=1 or past the last page, default values), otherwise render the list.
 */
import type { Context } from 'hono';
import type { PageContext } from '../../shared/context';
import type { Env } from '../../shared/env';
import { strings as sharedStrings } from '../../shared/strings/index';
import type { ListView } from './list/listView';
import { listSearch, readListQuery } from './listRequest';
import { productListPage } from './productList';
import { runList } from './runList';
import { baseProducts, categoryOptions, type ListSource, TAGS, tagKey } from './sources';

/** spec 001 §2 tag search page: `entityName` names what is searched; the demo tags products. */
const ENTITY_NAMES = ['Product'];

function extraOf(source: ListSource, params: URLSearchParams): Record<string, string> {
  const entityName = params.get('entityName');
  return source.kind === 'tag' && entityName && ENTITY_NAMES.includes(entityName)
    ? { entityName }
    : {};
}

function titleOf(ctx: PageContext, source: ListSource, q: string | undefined) {
  const text = sharedStrings[ctx.culture].pages.nav;
  switch (source.kind) {
    case 'category':
      return {
        title: source.category.name[ctx.culture],
        intro: source.category.description[ctx.culture],
      };
    case 'brand':
      return { title: source.brand.name };
    case 'tag':
      return { title: ctx.t(tagKey[source.tag]) };
    default:
      // "Résultats pour « bask »", "Ergebnisse für „bask“": each language's quotes (issue 10 §4).
      return { title: q ? ctx.t('Catalog.ResultsFor', { q }) : text.catalog };
  }
}

/** Tag links under the catalogue and tag page titles. */
function tagLinks(ctx: PageContext, source: ListSource): ListView['related'] {
  if (source.kind !== 'catalog' && source.kind !== 'tag') return undefined;
  return TAGS.map((tag) => ({
    href: `${ctx.base}${ctx.culture}/catalog/tags/${tag}`,
    label: ctx.t(tagKey[tag]),
    current: source.kind === 'tag' && source.tag === tag,
  }));
}

export function listView(ctx: PageContext, source: ListSource, search: string): ListView {
  const query = readListQuery(search);
  const base = baseProducts(source, query.q, ctx.culture);
  const result = runList(base, query, {
    culture: ctx.culture,
    currency: ctx.session.currency,
    categoryOptions: categoryOptions(source),
  });
  const related = tagLinks(ctx, source);
  return {
    ...titleOf(ctx, source, query.q),
    path: `${ctx.base}${ctx.culture}/${ctx.path}`,
    extra: extraOf(source, new URLSearchParams(search)),
    result,
    ...(related ? { related } : {}),
  };
}

export function listResponse(c: Context<Env>, ctx: PageContext, source: ListSource) {
  const url = new URL(c.req.url);
  const requested = url.search.slice(1);
  const view = listView(ctx, source, requested);
  const canonical = listSearch(view.result.query, view.extra);
  if (canonical !== requested) {
    return c.redirect(`${url.pathname}${canonical ? `?${canonical}` : ''}`, 302);
  }
  return c.html(productListPage(ctx, view) as string);
}
