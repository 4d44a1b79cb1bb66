/**
 * Sort, page size and display (spec 000 §2; decision 009): the list-controls placeholder with
 * its props, and a plain GET form inside for shoppers without JavaScript.
 */
import { html, raw } from '../../../shared/html';
import type { Translate } from '../../../shared/t';
import {
  DISPLAYS,
  displayOf,
  PAGE_SIZES,
  pageSizeOf,
  SORTS,
  type Sort,
  sortOf,
} from '../listRequest';
import { keptParameters, type ListView } from './listView';

export const sortKey: Record<Sort, string> = {
  relevance: 'Catalog.SortRelevance',
  'price-asc': 'Catalog.SortPriceAsc',
  'price-desc': 'Catalog.SortPriceDesc',
  'name-asc': 'Catalog.SortNameAsc',
  newest: 'Catalog.SortNewest',
};

const selected = (on: boolean) => (on ? raw(' selected') : '');

/**
 * The Apply button is only for pages without scripts (`<noscript>`): the widget applies each
 * change at once, and a button it would hide after the first paint moved the list up
 * (issue 10 §1, layout shift).
 */
export function listControls(view: ListView, t: Translate) {
  const query = view.result.query;
  const sort = sortOf(query);
  const pageSize = pageSizeOf(query);
  const display = displayOf(query);
  const filter = Object.keys(query.filter).length ? JSON.stringify(query.filter) : '';
  // A new sort, size or display starts again at page 1 in the fallback (pageindex not kept).
  const hidden = [
    ...(filter ? [['filter', filter] as [string, string]] : []),
    ...keptParameters(query, view.extra, ['q']),
  ];
  return html`<div class="list-controls" data-widget="list-controls" data-sort="${sort}"
    data-page-size="${pageSize}" data-display="${display}"
    data-sorts="${JSON.stringify(SORTS)}" data-page-sizes="${JSON.stringify(PAGE_SIZES)}">
    <form class="list-controls__form" method="get" action="${view.path}">
      ${hidden.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
      <label class="list-controls__field"><span>${t('Catalog.SortBy')}</span>
        <select name="sort">
          ${SORTS.map((value) => html`<option value="${value}"${selected(value === sort)}>${t(sortKey[value])}</option>`)}
        </select>
      </label>
      <label class="list-controls__field"><span>${t('Catalog.PageSize')}</span>
        <select name="pageSize">
          ${PAGE_SIZES.map((value) => html`<option value="${value}"${selected(value === pageSize)}>${value}</option>`)}
        </select>
      </label>
      <fieldset class="list-controls__display">
        <legend>${t('Catalog.Display')}</legend>
        ${DISPLAYS.map(
          (value) =>
            html`<label><input type="radio" name="display" value="${value}"${
              value === display ? raw(' checked') : ''
            } /> ${t(value === 'grid' ? 'Catalog.DisplayGrid' : 'Catalog.DisplayTable')}</label>`,
        )}
      </fieldset>
      <noscript><button type="submit" class="button button--primary">${t('Catalog.Apply')}</button></noscript>
    </form>
  </div>`;
}
