/**
 * Page links (spec 000 §2 `pageindex`; §9: inner window of 2 pages, hidden when there is one
 * page). The pagination widget reads data-page/data-pages; the links are its fallback.
 */
import { html, raw } from '../../../shared/html';
import type { Translate } from '../../../shared/t';
import { type ListView, listHref } from './listView';

const WINDOW = 2;

/** Page numbers to link, with null for a gap: 1 … 4 5 [6] 7 8 … 20 */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const shown: Array<number | null> = [];
  for (let index = 1; index <= pages; index += 1) {
    if (index === 1 || index === pages || Math.abs(index - page) <= WINDOW) shown.push(index);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

export function pagination(view: ListView, t: Translate) {
  const { page, pages } = view.result;
  if (pages <= 1) return '';
  const link = (index: number) => listHref(view, { pageIndex: index });
  // data-keep-focus: a page link keeps focus on the next page (decision 019).
  return html`<div data-widget="pagination" data-page="${page}" data-pages="${pages}"><nav class="pagination"
    aria-label="${t('Core.Pagination')}" data-keep-focus="pagination">
    <ul>
      ${page > 1 ? html`<li><a href="${link(page - 1)}" rel="prev">${t('Core.PreviousPage')}</a></li>` : ''}
      ${pageWindow(page, pages).map((index) =>
        index === null
          ? html`<li class="pagination__gap" aria-hidden="true">…</li>`
          : html`<li><a href="${link(index)}" aria-label="${t('Core.PageNumber', { page: index })}"${
              index === page ? raw(' aria-current="page"') : ''
            }>${index}</a></li>`,
      )}
      ${page < pages ? html`<li><a href="${link(page + 1)}" rel="next">${t('Core.NextPage')}</a></li>` : ''}
    </ul>
  </nav></div>`;
}
