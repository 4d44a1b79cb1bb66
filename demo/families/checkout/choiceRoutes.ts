/**
 * The checkout's calls for the prepaid account, the payment method, the totals, and the
 * fragments of the summary and of the shipping methods (issue 12). Paths and answers are our
 * contract (spec 001 §7 does not show them): src/api/checkoutChoices.ts, listed in
 * src/api/checkoutChoiceEndpoints.ts. The shipping method itself is the cart's call.
 * Refusals answer `{Message}` in the shopper's culture.
 */
import type { Context, Hono } from 'hono';
import type { CheckoutTotalsAnswer } from '../../../src/api/checkout';
import { fragmentContext, translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { checkoutTotals } from './checkoutTotals';
import { choosePaymentMethod, isPaymentMethod } from './paymentChoice';
import { choosePrepaid } from './prepaidStore';
import { checkoutShippingMethods } from './shippingDetails';
import { summaryBody } from './summaryFragment';

const body = async (c: Context<Env>) =>
  (await c.req.json().catch(() => ({}))) as Record<string, unknown>;

const refuse = (c: Context<Env>, key: string, status: 401 | 422) =>
  c.json({ Message: translatorFor(c, c.var.session.culture)(key) }, status);

/** The totals as src/api/checkout.ts's schema reads them (EUR, 2 decimals). */
export function totalsAnswer(c: Context<Env>): CheckoutTotalsAnswer {
  const totals = checkoutTotals(c.var.session);
  return {
    Count: totals.count,
    ItemsIncl: totals.itemsIncl,
    Shipping: totals.shipping ?? null,
    Discount: totals.discount,
    Tax: totals.tax,
    TaxExempt: totals.taxExempt,
    TotalIncl: totals.totalIncl,
    TotalExcl: totals.totalExcl,
    Prepaid: totals.prepaid,
    ToPay: totals.toPay,
  };
}

export function choiceRoutes(routes: Hono<Env>): void {
  // spec 001 §4: fetched again just before payment starts; the summary's `data-to-pay` matches.
  routes.get('/api/v1/checkout/totals', (c) => c.json(totalsAnswer(c)));

  // spec 001 §3 `PrepaidAccountId` (null: none): one of the signed-in customer's accounts.
  routes.post('/api/v1/checkout/prepaid', async (c) => {
    if (!c.var.session.user) return refuse(c, 'Security.LoginRequired', 401);
    const sent = (await body(c)).PrepaidAccountId;
    const id = sent === null || sent === '' ? undefined : Number(sent);
    if (id !== undefined && !Number.isInteger(id))
      return refuse(c, 'Checkout.UnknownPrepaidAccount', 422);
    if (!choosePrepaid(c.var.session, id)) return refuse(c, 'Checkout.UnknownPrepaidAccount', 422);
    return c.json(totalsAnswer(c));
  });

  // spec 001 §3 `PaymentMethod` (banktransfer | card).
  routes.post('/api/v1/checkout/paymentmethod', async (c) => {
    const method = (await body(c)).PaymentMethod;
    if (!isPaymentMethod(method)) return refuse(c, 'Checkout.UnknownPaymentMethod', 422);
    choosePaymentMethod(c.var.session, method);
    return c.json(totalsAnswer(c));
  });

  // The summary's body, for the checkout-summary widget to reload.
  routes.get('/:culture/widget/checkoutsummary', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    return c.html(summaryBody(fragmentContext(c, culture)));
  });

  // The shipping methods of the shipping country, for the shipping-methods widget to reload.
  routes.get('/:culture/widget/checkoutshipping', (c) => {
    const culture = c.req.param('culture');
    if (!isCulture(culture)) return c.notFound();
    return c.html(checkoutShippingMethods(fragmentContext(c, culture)));
  });
}
