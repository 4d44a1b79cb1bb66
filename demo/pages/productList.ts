/**
 * Server-rendered product lists of the demo: category, brand and search pages with plain
 * paging links (`pageindex`, spec 000 §2). The catalogue widgets of issue 4 build on these.
 */
import type { Product } from '../data/catalog/types';
import { html } from '../server/html';
import { translator } from '../server/t';
import type { PageContext } from './context';
import { layout } from './layout';
import { productCard } from './productCard';

export const PAGE_SIZE = 24;

export interface ListPage {
  title: string;
  intro?: string;
  products: Product[];
  /** 1-based page from the `pageindex` parameter. */
  pageIndex: number;
  /** The list's address without paging parameters. */
  baseUrl: string;
  /** Query parameters to keep on paging links (e.g. q). */
  query?: Record<string, string>;
}

function pageLink(list: ListPage, index: number): string {
  const params = new URLSearchParams(list.query);
  if (index > 1) params.set('pageindex', String(index));
  const search = params.toString();
  return search ? `${list.baseUrl}?${search}` : list.baseUrl;
}

function pagination(ctx: PageContext, list: ListPage, pages: number) {
  if (pages <= 1) return '';
  const t = translator(ctx.culture);
  return html`<nav class="pagination" aria-label="${t('Core.Page')}">
    <ul>
      ${Array.from({ length: pages }, (_, i) => i + 1).map((index) =>
        index === list.pageIndex
          ? html`<li><a href="${pageLink(list, index)}" aria-current="page">${index}</a></li>`
          : html`<li><a href="${pageLink(list, index)}">${index}</a></li>`,
      )}
    </ul>
  </nav>`;
}

export function productListPage(ctx: PageContext, list: ListPage) {
  const t = translator(ctx.culture);
  const pages = Math.max(1, Math.ceil(list.products.length / PAGE_SIZE));
  const index = Math.min(Math.max(1, list.pageIndex), pages);
  const shown = list.products.slice((index - 1) * PAGE_SIZE, index * PAGE_SIZE);
  const body = html`<section class="product-list">
    <h1>${list.title}</h1>
    ${list.intro ? html`<p class="product-list__intro">${list.intro}</p>` : ''}
    <p class="product-list__count" role="status">${t('Catalog.Results', { count: list.products.length })}</p>
    ${
      shown.length
        ? html`<ul class="product-grid">${shown.map((product) => productCard(ctx, product))}</ul>`
        : html`<p>${t('Catalog.NoProductFound')}</p>`
    }
    ${pagination(ctx, { ...list, pageIndex: index }, pages)}
  </section>`;
  return layout(ctx, { title: list.title, body });
}
