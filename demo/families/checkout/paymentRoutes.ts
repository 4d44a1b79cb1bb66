/**
 * The checkout's calls for the card payment session of an order and the pay-again page (issue
 * 12; spec 001 §3, §7 payment session; decision 032).
 * SLICE: payment.
 */
import type { Hono } from 'hono';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import { orderById, orderVisibleTo } from './orderStore';
import { createPaymentSession, DEMO_CLIENT_KEY, DEMO_PROVIDER } from './paymentStore';
import { payPage } from './payPage';

export function paymentRoutes(routes: Hono<Env>): void {
  /**
   * A new payment session for the order (each try its own, the order the same): 404 for an
   * order this session may not see, 409 for a paid one or one not paid by card.
   */
  routes.post('/api/v1/checkout/orders/:orderId/paymentsession', (c) => {
    const order = orderById(c.req.param('orderId'));
    if (!order || !orderVisibleTo(order, c.var.session))
      return c.json({ Message: 'Not found' }, 404);
    if (order.status === 'Paid' || order.paymentMethod !== 'card')
      return c.json({ Message: 'Conflict' }, 409);
    const record = createPaymentSession(order.id);
    return c.json({
      Provider: DEMO_PROVIDER,
      Environment: 'test',
      ClientKey: DEMO_CLIENT_KEY,
      Id: record.id,
      SessionData: record.sessionData,
    });
  });

  /** The pay-again page: an order not paid yet, its card form mounted at once. */
  routes.get('/:culture/checkout/pay/:orderId', (c) => {
    const order = orderById(c.req.param('orderId'));
    const culture = c.req.param('culture');
    if (!order || !orderVisibleTo(order, c.var.session) || order.paymentMethod !== 'card')
      return c.notFound();
    const back = {
      sessionId: c.req.query('sessionId'),
      redirectResult: c.req.query('redirectResult'),
    };
    if (order.status === 'Paid' && !back.sessionId)
      return c.redirect(`${c.var.base}${culture}/checkout/confirmation/${order.id}`, 303);
    return renderPage(c, `checkout/pay/${order.id}`, (ctx) => payPage(ctx, order));
  });
}
