/**
 * The prepaid calls of spec 001 §7: the usage notification and prepaid money into the cart,
 * answered as src/api/prepaid.ts parses them; and the buy form posted without script.
 * Refusals answer `{Message}` in the session's culture: 401 signed out, 404 an account that
 * is not the customer's, 400 a payload that does not fit.
 */
import { type Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import type { notificationAnswerSchema, prepaidAddAnswerSchema } from '../../../src/api/prepaid';
import { localeOf } from '../../../src/core/locale';
import { translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import { postedForm, tokenOk } from '../../shared/formPost';
import { addPrepaidCredit, basketOf, basketSummary } from '../cart/public';
import { prepaidAccountsOf } from '../checkout/public';
import { setNotification } from './prepaidState';

/** Whole euros a shopper may add at once (not in the specification: our rule). */
export const PREPAID_MIN = 5;
export const PREPAID_MAX = 1000;

type NotificationAnswer = z.infer<typeof notificationAnswerSchema>;
type AddAnswer = z.infer<typeof prepaidAddAnswerSchema>;

const ownAccount = (c: Context<Env>, id: unknown) =>
  prepaidAccountsOf(c.var.session).find((account) => account.PrepaidAccountId === id);

/** What an add asks for, or the key of the sentence that refuses it. */
export function readAdd(
  c: Context<Env>,
  quantity: unknown,
  accountId: unknown,
): { amount: number; accountId: number | null } | { refused: string; status: 400 | 404 } {
  const amount = typeof quantity === 'string' ? Number(quantity) : quantity;
  if (quantity === '' || quantity === null || quantity === undefined)
    return { refused: 'Sales.QuantityIsMandatory', status: 400 };
  if (
    typeof amount !== 'number' ||
    !Number.isInteger(amount) ||
    amount < PREPAID_MIN ||
    amount > PREPAID_MAX
  )
    return { refused: 'Sales.PrepaidAmountInvalid', status: 400 };
  const id =
    accountId === '' || accountId === null || accountId === undefined ? null : Number(accountId);
  if (id !== null && !ownAccount(c, id))
    return { refused: 'Sales.PrepaidUnknownAccount', status: 404 };
  return { amount, accountId: id };
}

export function prepaidApi(): Hono<Env> {
  const routes = new Hono<Env>();
  const t = (c: Context<Env>) => translatorFor(c, c.var.session.culture);
  const limits = { min: PREPAID_MIN, max: PREPAID_MAX };

  // spec 001 §7: {IsActivated, PrepaidAccountId}.
  routes.post('/api/v1/sales/prepaidaccounts/setnotification', async (c) => {
    if (!c.var.session.user) return c.json({ Message: t(c)('Security.LoginRequired') }, 401);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const account = ownAccount(c, body.PrepaidAccountId);
    if (!account) return c.json({ Message: t(c)('Sales.PrepaidUnknownAccount') }, 404);
    if (typeof body.IsActivated !== 'boolean')
      return c.json({ Message: t(c)('Manager.UnknowsErrors') }, 400);
    setNotification(c.var.session, account.PrepaidAccountId, body.IsActivated);
    const key = body.IsActivated ? 'Sales.PrepaidNotificationOn' : 'Sales.PrepaidNotificationOff';
    const answer: NotificationAnswer = {
      PrepaidAccountId: account.PrepaidAccountId,
      IsActivated: body.IsActivated,
      Message: t(c)(key),
    };
    return c.json(answer);
  });

  // spec 001 §5, §7: {Quantity, PrepaidAccountId}; the Quantity is the amount in euros.
  routes.post('/api/v1/sales/prepaidaccounts/addtocart', async (c) => {
    const { session } = c.var;
    if (!session.user) return c.json({ Message: t(c)('Security.LoginRequired') }, 401);
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const asked = readAdd(c, body.Quantity, body.PrepaidAccountId);
    if ('refused' in asked) return c.json({ Message: t(c)(asked.refused, limits) }, asked.status);
    addPrepaidCredit(session, { accountId: asked.accountId, amount: asked.amount });
    const summary = basketSummary(
      basketOf(session),
      localeOf(session.culture, session.country),
      session.currency,
    );
    const answer: AddAnswer = { ...summary, Message: t(c)('Sales.PrepaidAdded') };
    return c.json(answer);
  });

  // The buy form without script: into the basket, then the basket page.
  routes.post('/:culture/account/prepaid/buy', async (c) => {
    const fields = await postedForm(c);
    const culture = c.req.param('culture');
    if (!c.var.session.user || !tokenOk(c, fields)) return c.notFound();
    const asked = readAdd(c, fields.Quantity ?? '', fields.PrepaidAccountId ?? '');
    if ('refused' in asked) return c.redirect(`${c.var.base}${culture}/account/prepaid/buy`, 303);
    addPrepaidCredit(c.var.session, { accountId: asked.accountId, amount: asked.amount });
    return c.redirect(`${c.var.base}${culture}/shoppingcarts`, 303);
  });
  return routes;
}
