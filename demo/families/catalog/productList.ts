/**
 * Product lists of the demo CMS — category, brand, tag and search pages — in the markup of
 * decision 009: the server renders the whole list from its address (facets with counts,
 * selected-filter tags, sort/size/display, items, pages); the widgets only enhance it. A
 * "skip to results" link follows the h1: the first product is otherwise up to 140 Tabs away
 * behind the facets (issue 10 §2). An empty list offers a way forward instead of controls.
 */

import { categories } from '../../data/catalog';
import type { PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { categoryTree } from './list/categoryTree';
import { filterPanel } from './list/facetPanel';
import { filterTagList, filterTags } from './list/filterTags';
import { listControls } from './list/listControls';
import { listItemsScript, productGrid, productTable } from './list/listItems';
import { keptParameters, type ListView, listHref } from './list/listView';
import { pagination } from './list/pagination';
import { displayOf } from './listRequest';

export type { ListView } from './list/listView';

/**
 * An empty list with a way forward (issue 10 §4): with filters, the hint and "clear filters";
 * without, a search hint and the main categories to browse.
 */
function emptyResult(view: ListView, ctx: PageContext, filtered: boolean) {
  const root = `${ctx.base}${ctx.culture}/catalog/category/`;
  const main = categories.filter((category) => category.parentId === null);
  return html`<div class="product-list__empty">
    <p><strong>${ctx.t('Catalog.NoProductFound')}</strong></p>
    ${
      filtered
        ? html`<p>${ctx.t('Catalog.NoProductHint')}</p>
          <p><a class="button" href="${listHref(view, { filter: {} })}">${ctx.t('Catalog.ClearFilters')}</a></p>`
        : html`${view.result.query.q ? html`<p>${ctx.t('Catalog.SearchHint')}</p>` : ''}
          <h2 class="product-list__suggest-title">${ctx.t('Catalog.BrowseCategories')}</h2>
          <ul class="product-list__suggestions">
            ${main.map((category) => html`<li><a class="button" href="${root}${category.slug}">${category.name[ctx.culture]}</a></li>`)}
          </ul>`
    }
  </div>`;
}

function related(view: ListView) {
  if (!view.related?.length) return '';
  return html`<ul class="product-list__related">
    ${view.related.map(
      (link) =>
        html`<li><a href="${link.href}"${link.current ? html` aria-current="page"` : ''}>${link.label}</a></li>`,
    )}
  </ul>`;
}

export function productListPage(ctx: PageContext, view: ListView) {
  const { result } = view;
  const tags = filterTags(view, ctx);
  // Nothing found and nothing to untick: no facets, sort or size to offer (issue 10 §4); the
  // category tree stays beside the list on large screens, the empty state suggests categories.
  const nothing = result.total === 0 && tags.length === 0;
  const tree = categoryTree(ctx.base, ctx.culture, ctx.t, view.path);
  const panel = nothing
    ? html`<aside class="filter-panel filter-panel--tree">${tree}</aside>`
    : filterPanel(
        {
          culture: ctx.culture,
          locale: ctx.locale,
          currency: ctx.session.currency,
          t: ctx.t,
          action: view.path,
          hidden: keptParameters(result.query, view.extra, ['q', 'sort', 'pageSize', 'display']),
          facets: result.facets,
        },
        { active: tags.length, total: result.total },
        tree,
      );
  const items =
    result.total === 0
      ? emptyResult(view, ctx, tags.length > 0)
      : displayOf(result.query) === 'table'
        ? productTable(ctx, view)
        : productGrid(ctx, result.items);
  const body = html`<section class="product-list" data-product-list data-widget="list-tracking"
    data-list-name="${view.title}">
    <header class="product-list__header">
      <h1>${view.title}</h1>
      <a class="product-list__skip" href="#list-results">${ctx.t('Catalog.SkipToResults')}</a>
      ${view.intro ? html`<p class="product-list__intro">${view.intro}</p>` : ''}
      ${related(view)}
      <p class="product-list__count" id="list-count" data-shell-announce>${ctx.t('Catalog.Results', { count: result.total })}</p>
    </header>
    ${panel}
    <div class="product-list__main">
      ${filterTagList(view, tags, ctx.t)}
      ${result.total === 0 ? '' : listControls(view, ctx.t)}
      <div class="product-list__results" id="list-results" role="region" aria-labelledby="list-count"
        tabindex="-1">${items}</div>
      ${pagination(view, ctx.t)}
    </div>
    ${listItemsScript(ctx, view)}
  </section>`;
  return layout(ctx, { title: view.title, body });
}
