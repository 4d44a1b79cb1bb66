/**
 * The order list ({culture}/account/orders?pagenbr=N; spec 001 §2): ten orders a page, newest
 * first, each with its date, number (the link to the order), status and total; a table at
 * desktop width, cards on a phone (orders.css); an empty state; page links the shell follows.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import { CURRENCY, orderDate, orderHref, statusBadge } from './orderBlocks';
import type { CustomerOrder } from './orderTypes';

/** spec 001 §2: the order list is paginated with `pagenbr`, 10 a page (our page size). */
export const ORDERS_PER_PAGE = 10;

export interface OrderPage {
  orders: CustomerOrder[];
  page: number;
  pages: number;
}

/** The asked page, brought within 1..pages (a page past the end shows the last). */
export function orderPage(all: CustomerOrder[], asked: string | undefined): OrderPage {
  const pages = Math.max(1, Math.ceil(all.length / ORDERS_PER_PAGE));
  const wanted = Number.parseInt(asked ?? '1', 10);
  const page = Math.min(pages, Math.max(1, Number.isFinite(wanted) ? wanted : 1));
  const start = (page - 1) * ORDERS_PER_PAGE;
  return { orders: all.slice(start, start + ORDERS_PER_PAGE), page, pages };
}

function pagination(ctx: PageContext, { page, pages }: OrderPage) {
  if (pages <= 1) return '';
  const href = (n: number) => `${cultureRoot(ctx)}account/orders${n > 1 ? `?pagenbr=${n}` : ''}`;
  return html`<nav class="orders-pagination" aria-label="${ctx.t('Sales.OrdersPagination')}">
    ${page > 1 ? html`<a class="button" rel="prev" href="${href(page - 1)}">${ctx.t('Sales.OrdersPrevious')}</a>` : ''}
    <span class="orders-pagination__where">${ctx.t('Sales.OrdersPageOf', { page, count: pages })}</span>
    ${page < pages ? html`<a class="button" rel="next" href="${href(page + 1)}">${ctx.t('Sales.OrdersNext')}</a>` : ''}
  </nav>`;
}

export function orderListPage(ctx: PageContext, list: OrderPage) {
  const money = moneyFormatter(ctx.locale, CURRENCY);
  const title = ctx.t('Sales.Orders');
  const rows = list.orders.map(
    (order) => html`<tr>
      <td data-label="${ctx.t('Sales.OrdersDate')}">${orderDate(ctx, order.createdAt)}</td>
      <th scope="row" data-label="${ctx.t('Sales.OrdersNumber')}"><a href="${orderHref(ctx, order)}">${order.number}</a></th>
      <td data-label="${ctx.t('Sales.OrdersStatus')}">${statusBadge(ctx, order.status)}</td>
      <td data-label="${ctx.t('Sales.OrdersTotal')}" class="orders-table__total">${money(order.totals.totalIncl)}</td>
    </tr>`,
  );
  const table = html`<table class="orders-table">
    <caption class="visually-hidden">${ctx.t('Sales.OrdersPageOf', { page: list.page, count: list.pages })}</caption>
    <thead><tr>
      <th scope="col">${ctx.t('Sales.OrdersDate')}</th>
      <th scope="col">${ctx.t('Sales.OrdersNumber')}</th>
      <th scope="col">${ctx.t('Sales.OrdersStatus')}</th>
      <th scope="col" class="orders-table__total">${ctx.t('Sales.OrdersTotal')}</th>
    </tr></thead>
    <tbody>${rows}</tbody>
  </table>`;
  const body = html`<section class="content-page orders-page">
    <p class="orders-page__back"><a href="${cultureRoot(ctx)}account">${ctx.t('Security.MyAccount')}</a></p>
    <h1>${title}</h1>
    ${
      list.orders.length === 0
        ? html`<p class="orders-empty">${ctx.t('Sales.OrdersEmpty')}</p>
          <p><a class="button button--primary" href="${cultureRoot(ctx)}">${ctx.t('ShoppingCarts.ContinueShopping')}</a></p>`
        : html`<p>${ctx.t('Sales.OrdersIntro')}</p>${table}${pagination(ctx, list)}`
    }
  </section>`;
  return layout(ctx, { title, body, bodyClass: 'orders-list-page' });
}
