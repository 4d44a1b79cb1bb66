/**
 * Pieces of the order pages (issue 13; spec 001 §2): the status, the date, the lines with
 * their product links, an address. The order confirmation's classes (checkout/orders.css)
 * give them the same look as the confirmation the shopper saw after ordering.
 */
import { formatDate, NUMERIC_DATE } from '../../../src/core/format';
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import type { CustomerOrder, CustomerOrderStatus } from './orderTypes';

export const CURRENCY = 'EUR';

/** The order's status in the page's language (spec 001 §2). */
export const statusText = (ctx: PageContext, status: CustomerOrderStatus) =>
  ctx.t(`Sales.OrdersStatus${status}`);

export const statusBadge = (ctx: PageContext, status: CustomerOrderStatus) =>
  html`<span class="orders-status orders-status--${status.toLowerCase()}">${statusText(ctx, status)}</span>`;

/** spec 000 §9 DD/MM/YYYY in the locale's order (decision 018). */
export const orderDate = (ctx: PageContext, iso: string) =>
  formatDate(new Date(iso), NUMERIC_DATE, ctx.locale);

export const orderHref = (ctx: PageContext, order: CustomerOrder, rest = '') =>
  `${cultureRoot(ctx)}account/orders/${encodeURIComponent(order.id)}${rest}`;
