/**
 * The checkout's calls for placing the order (one per checkout key) and the confirmation page
 * (issue 12; spec 001 §4). The form is validated here again, whatever the browser checked:
 * 422 `{Errors: {Field: message}, Message?}` in the page's culture (the `checkout-form`
 * widget shows each message on its field).
 */
import type { Context, Hono } from 'hono';
import { cultureRoot, pageContext, translatorFor } from '../../shared/context';
import { type Culture, isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { postedForm, tokenOk } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { applyPostedAddresses } from './addressPosted';
import { confirmationPage } from './confirmationPage';
import { orderByCheckoutKey, orderById, orderVisibleTo } from './orderStore';
import { checkCheckout } from './orderValidation';
import { placeOrder } from './placeOrder';
import { applyPostedChoices } from './postedChoices';

const wantsJson = (c: Context<Env>) => (c.req.header('Accept') ?? '').includes('application/json');

/** Without script, the refusal is a page listing what to correct, with the way back. */
function refusalPage(c: Context<Env>, culture: Culture, messages: string[]) {
  const ctx = pageContext(c, culture, 'checkout');
  const title = ctx.t('Checkout.Title');
  const body = html`<section class="content-page">
    <h1>${title}</h1>
    <div role="alert"><p>${ctx.t('Checkout.OrderFormInvalid')}</p>
      <ul>${messages.map((message) => html`<li>${message}</li>`)}</ul></div>
    <p><a class="button" href="${cultureRoot(ctx)}checkout">${title}</a></p>
  </section>`;
  return c.html(layout(ctx, { title, body, focused: true }) as string, 422);
}

export function orderRoutes(routes: Hono<Env>): void {
  /**
   * Places the order. The widget asks for JSON (`Accept: application/json`): `{OrderId,
   * OrderNumber, PaymentMethod, Status, ToPay, ConfirmationUrl}`. Without script, a 303 to the
   * confirmation (bank transfer, nothing to pay) or to the pay page (card).
   */
  routes.post('/:culture/checkout', async (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    const fields = await postedForm(c);
    if (!tokenOk(c, fields)) return c.json({ Message: 'Forbidden' }, 403);
    const t = translatorFor(c, culture);
    // A repeated post of a placed key answers its order, whatever the basket became since.
    const keyOrder = fields.CheckoutKey ? orderByCheckoutKey(fields.CheckoutKey) : undefined;
    if (keyOrder && !orderVisibleTo(keyOrder, c.var.session))
      return c.json({ Message: 'Forbidden' }, 403);
    const already = keyOrder;
    // Without script the choices come with the form (with script each was saved as made).
    if (!already) applyPostedChoices(c.var.session, fields);
    const addressErrors = already ? {} : applyPostedAddresses(c.var.session, fields, t);
    const checked = checkCheckout(c.var.session, culture, fields, t);
    checked.errors = { ...checked.errors, ...addressErrors };
    if (!already && (checked.message || Object.keys(checked.errors).length > 0)) {
      if (wantsJson(c))
        return c.json(
          { Errors: checked.errors, ...(checked.message ? { Message: checked.message } : {}) },
          422,
        );
      return refusalPage(c, culture, [
        ...(checked.message ? [checked.message] : []),
        ...Object.values(checked.errors),
      ]);
    }
    const key = fields.CheckoutKey || `${c.var.session.id}-${Date.now()}`;
    const order = placeOrder(c.var.session, culture, key, checked.paymentMethod);
    const root = `${c.var.base}${culture}/checkout`;
    const confirmationUrl = `${root}/confirmation/${order.id}`;
    const next =
      order.paymentMethod === 'card' && order.status !== 'Paid'
        ? `${root}/pay/${order.id}`
        : confirmationUrl;
    if (wantsJson(c)) {
      return c.json({
        OrderId: order.id,
        OrderNumber: order.number,
        PaymentMethod: order.paymentMethod,
        Status: order.status,
        ToPay: order.totals.toPay,
        ConfirmationUrl: confirmationUrl,
      });
    }
    return c.redirect(next, 303);
  });

  /** The confirmation: only for whoever may see the order (its customer, its guest session). */
  routes.get('/:culture/checkout/confirmation/:orderId', (c) => {
    const culture = c.req.param('culture');
    const order = orderById(c.req.param('orderId'));
    if (!isCulture(culture) || !order || !orderVisibleTo(order, c.var.session)) return c.notFound();
    const ctx = pageContext(c, culture, `checkout/confirmation/${order.id}`);
    return c.html(confirmationPage(ctx, order) as string);
  });
}
