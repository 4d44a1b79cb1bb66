/**
 * The orders family of the demo CMS (issue 13): the customer's order list, order pages and
 * refund requests, the delivery address change and ordering again (orderActions.ts). Every
 * page is for a signed-in customer (401 with the login link otherwise, like the account page);
 * an order that is not the customer's is a 404.
 */
import { type Context, Hono } from 'hono';
import { REFUND_REASONS, refundAmounts, refundQuantityField } from '../../../src/api/salesOrders';
import { localeOf } from '../../../src/core/locale';
import { cultureRoot, type PageContext, renderPage, translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { postedForm } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import { customerOrderById, customerOrdersOf, recordRequest } from './customerOrders';
import { orderActions } from './orderActions';
import { CURRENCY } from './orderBlocks';
import { orderListPage, orderPage } from './orderListPage';
import { orderDetailPage } from './orderPage';
import { type CustomerOrder, canRefund } from './orderTypes';
import { refundPage } from './refundPage';
import { strings } from './strings';

/** What an anonymous visitor sees at a customer-area address (status 401). */
function loginRequired(ctx: PageContext, returnUrl: string) {
  const body = html`<section class="content-page">
    <h1>${ctx.t('Security.LoginRequired')}</h1>
    <p><a class="button button--primary" href="${cultureRoot(ctx)}security/login?returnUrl=${encodeURIComponent(returnUrl)}">${ctx.t('Security.SignIn')}</a></p>
  </section>`;
  return layout(ctx, { title: ctx.t('Security.LoginRequired'), body });
}

const wantsJson = (c: Context<Env>) => (c.req.header('Accept') ?? '').includes('application/json');

/** The posted refund: the chosen quantities, validated (spec 001 §5), or the refusal's key. */
function postedRefund(order: CustomerOrder, fields: Record<string, string>) {
  const chosen = order.lines.map((line) =>
    Number(fields[refundQuantityField(line.productVariantId)] ?? 0),
  );
  if (chosen.some((n, i) => !Number.isInteger(n) || n < 0 || n > (order.lines[i]?.quantity ?? 0)))
    return { error: 'Sales.OrdersRefundNothing' } as const;
  const { amounts, total } = refundAmounts(order.lines, chosen);
  if (total <= 0 || amounts.every((line) => line.quantity === 0))
    return { error: 'Sales.OrdersRefundNothing' } as const;
  const reason = fields.Reason ?? '';
  if (!(REFUND_REASONS as readonly string[]).includes(reason))
    return { error: 'Sales.OrdersRefundNoReason' } as const;
  const lines = order.lines.map((line, i) => ({
    productVariantId: line.productVariantId,
    quantity: amounts[i]?.quantity ?? 0,
    amount: amounts[i]?.amount ?? 0,
  }));
  return { refund: { createdAt: new Date().toISOString(), reason, lines, total } } as const;
}

export function ordersFamily(): Family {
  const routes = new Hono<Env>();
  const here = (c: Context<Env>) => new URL(c.req.url).pathname + new URL(c.req.url).search;
  const anonymous = (c: Context<Env>, path: string) =>
    renderPage(c, path, (ctx) => loginRequired(ctx, here(c)), 401);

  routes.get('/:culture/account/orders', (c) => {
    if (!c.var.session.user) return anonymous(c, 'account/orders');
    const list = orderPage(customerOrdersOf(c.var.session), c.req.query('pagenbr'));
    return renderPage(c, 'account/orders', (ctx) => orderListPage(ctx, list));
  });

  routes.get('/:culture/account/orders/:id', (c) => {
    const path = `account/orders/${c.req.param('id')}`;
    if (!c.var.session.user) return anonymous(c, path);
    const order = customerOrderById(c.var.session, c.req.param('id'));
    if (!order) return c.notFound();
    return renderPage(c, path, (ctx) => orderDetailPage(ctx, order));
  });

  routes.get('/:culture/account/orders/:id/refund', (c) => {
    const path = `account/orders/${c.req.param('id')}/refund`;
    if (!c.var.session.user) return anonymous(c, path);
    const order = customerOrderById(c.var.session, c.req.param('id'));
    if (!order) return c.notFound();
    return renderPage(c, path, (ctx) => refundPage(ctx, order));
  });

  routes.post('/:culture/account/orders/:id/refund', async (c) => {
    const path = `account/orders/${c.req.param('id')}/refund`;
    const json = wantsJson(c);
    if (!c.var.session.user)
      return json ? c.json({ Message: 'Login required' }, 401) : anonymous(c, path);
    const order = customerOrderById(c.var.session, c.req.param('id'));
    if (!order) return c.notFound();
    const culture = c.req.param('culture');
    const t = translatorFor(c, isCulture(culture) ? culture : c.var.session.culture);
    if (!canRefund(order)) {
      if (json) return c.json({ Message: t('Sales.OrdersRefundNotPossible') }, 422);
      return renderPage(c, path, (ctx) => refundPage(ctx, order), 422);
    }
    const posted = postedRefund(order, await postedForm(c));
    if (posted.error) {
      const message = t(posted.error);
      if (json) return c.json({ Message: message }, 422);
      return renderPage(c, path, (ctx) => refundPage(ctx, order, message), 422);
    }
    const { refund } = posted;
    recordRequest(c.var.session, order, { refund });
    if (!json) return renderPage(c, path, (ctx) => refundPage(ctx, order));
    const money = moneyFormatter(localeOf(c.var.session.culture, c.var.session.country), CURRENCY);
    const amount = money(refund.total);
    return c.json({ Total: refund.total, Message: t('Sales.OrdersRefundDone', { amount }) });
  });

  orderActions(routes);
  return { name: 'orders', routes, strings };
}
