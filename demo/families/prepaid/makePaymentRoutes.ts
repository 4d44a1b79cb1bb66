/**
 * The make-payment page's routes (issue 13; spec 001 §2): the page, the payment call the
 * `prepaid-payment` widget sends (`{OrderId, PrepaidAccountId}`, our contract: the path is not
 * in spec 001 §7), and the form posted without script.
 */
import { type Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type { payOrderAnswerSchema } from '../../../src/api/prepaid';
import { localeOf } from '../../../src/core/locale';
import { renderPage, translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import { postedForm, tokenOk } from '../../shared/formPost';
import { moneyFormatter } from '../../shared/money';
import { prepaidAccountsOf } from '../checkout/public';
import { customerOrderById } from '../orders/public';
import { makePaymentPage, orderPageOf } from './makePaymentPage';
import { amountDueOf, payOrder } from './orderPayment';
import { signInRequired } from './signInRequired';

type PayAnswer = z.infer<typeof payOrderAnswerSchema>;

/** The order and the account asked for, or the key of the refusal with its status. */
function readPayment(c: Context<Env>, orderId: unknown, accountId: unknown) {
  const { session } = c.var;
  const order = typeof orderId === 'string' ? customerOrderById(session, orderId) : undefined;
  if (!order) return { refused: 'Sales.PrepaidUnknownOrder', status: 404 as const };
  const account = prepaidAccountsOf(session).find(
    (a) => a.PrepaidAccountId === Number(accountId) && accountId !== '',
  );
  if (!account) return { refused: 'Sales.PrepaidUnknownAccount', status: 404 as const };
  if (amountDueOf(session, order) <= 0)
    return { refused: 'Sales.PrepaidNothingToPay', status: 409 as const };
  if (account.Balance <= 0) return { refused: 'Sales.PrepaidNoBalance', status: 409 as const };
  return { order, account };
}

export function makePaymentRoutes(): Hono<Env> {
  const routes = new Hono<Env>();
  const path = (c: Context<Env>) => `account/orders/${c.req.param('id')}/make-payment`;

  routes.get('/:culture/account/orders/:id/make-payment', (c) => {
    if (!c.var.session.user) return signInRequired(c, path(c));
    const order = customerOrderById(c.var.session, c.req.param('id'));
    if (!order) return c.notFound();
    return renderPage(c, path(c), (ctx) => makePaymentPage(ctx, order));
  });

  routes.post('/api/v1/sales/prepaidaccounts/payorder', async (c) => {
    const { session } = c.var;
    const t = translatorFor(c, session.culture);
    if (!session.user) return c.json({ Message: t('Security.LoginRequired') }, 401);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const asked = readPayment(c, body.OrderId, body.PrepaidAccountId);
    if ('refused' in asked) return c.json({ Message: t(asked.refused) }, asked.status);
    const { paid, due } = payOrder(session, asked.order, asked.account);
    const ctx = { base: c.var.base, culture: session.culture };
    const amounts = moneyFormatter(localeOf(session.culture, session.country), 'EUR');
    const Message = due
      ? t('Sales.PrepaidPaidPart', {
          paid: amounts(paid),
          due: amounts(due),
          number: asked.order.number,
        })
      : t('Sales.PrepaidPaidFull', { number: asked.order.number });
    const answer: PayAnswer = {
      Paid: paid,
      AmountDue: due,
      Balance: asked.account.Balance,
      OrderUrl: orderPageOf(ctx, asked.order),
      Message,
    };
    return c.json(answer);
  });

  routes.post('/:culture/account/orders/:id/make-payment', async (c) => {
    const fields = await postedForm(c);
    if (!c.var.session.user || !tokenOk(c, fields)) return c.notFound();
    const asked = readPayment(c, c.req.param('id'), fields.PrepaidAccountId ?? '');
    if ('refused' in asked)
      return c.redirect(`${c.var.base}${c.req.param('culture')}/${path(c)}`, 303);
    payOrder(c.var.session, asked.order, asked.account);
    return c.redirect(
      orderPageOf({ base: c.var.base, culture: c.req.param('culture') }, asked.order),
      303,
    );
  });
  return routes;
}
