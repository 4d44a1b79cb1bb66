/**
 * The prepaid family of the demo CMS (issue 13; spec 001 §2, §3, §5, §7): the customer's
 * prepaid accounts, one account's page (usage notification, movements by `pagenbr`), buying
 * prepaid money, and paying an open order from an account (the make-payment page). Every
 * page is for a signed-in customer (401 with the login page otherwise); each form posts
 * without script too.
 */
import { type Context, Hono } from 'hono';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { postedForm, tokenOk } from '../../shared/formPost';
import { idParam, integerParam } from '../../shared/params';
import { onPrepaidCredit, prepaidAccountsOf } from '../checkout/public';
import { accountListPage, accountPage } from './accountPages';
import { buyPage } from './buyPage';
import { makePaymentRoutes } from './makePaymentRoutes';
import { prepaidApi } from './prepaidApi';
import { addMovement, setNotification } from './prepaidState';
import { signInRequired } from './signInRequired';
import { strings } from './strings';

export function prepaidFamily(): Family {
  // Prepaid money bought through the checkout (issue 13): a top-up movement once paid.
  onPrepaidCredit((session, credit) =>
    addMovement(session, {
      accountId: credit.accountId,
      date: new Date().toISOString(),
      kind: 'topup',
      amount: credit.amount,
      reference: credit.reference,
    }),
  );
  const routes = new Hono<Env>();
  const signedOut = signInRequired;
  const accountOf = (c: Context<Env>) =>
    prepaidAccountsOf(c.var.session).find(
      (account) => account.PrepaidAccountId === idParam(c.req.param('id')),
    );

  routes.get('/:culture/account/prepaid', (c) => {
    if (!c.var.session.user) return signedOut(c, 'account/prepaid');
    const accounts = prepaidAccountsOf(c.var.session);
    return renderPage(c, 'account/prepaid', (ctx) => accountListPage(ctx, accounts));
  });
  routes.get('/:culture/account/prepaid/buy', (c) => {
    if (!c.var.session.user) return signedOut(c, 'account/prepaid/buy');
    const chosen = idParam(c.req.query('account'));
    return renderPage(c, 'account/prepaid/buy', (ctx) => buyPage(ctx, chosen));
  });
  routes.get('/:culture/account/prepaid/:id{[0-9]+}', (c) => {
    if (!c.var.session.user) return signedOut(c, 'account/prepaid');
    const account = accountOf(c);
    // Another customer's account, or none: not found (never "forbidden", which would tell).
    if (!account) return c.notFound();
    const page = integerParam(c.req.query('pagenbr'), 1, 1, 10_000);
    return renderPage(c, `account/prepaid/${account.PrepaidAccountId}`, (ctx) =>
      accountPage(ctx, account, page),
    );
  });
  // The notification form without script: saved, then the account page again.
  routes.post('/:culture/account/prepaid/:id{[0-9]+}/notification', async (c) => {
    const fields = await postedForm(c);
    const account = accountOf(c);
    if (!c.var.session.user || !account || !tokenOk(c, fields)) return c.notFound();
    setNotification(
      c.var.session,
      account.PrepaidAccountId,
      fields.IsActivated?.includes('true') ?? false,
    );
    const culture = c.req.param('culture');
    return c.redirect(`${c.var.base}${culture}/account/prepaid/${account.PrepaidAccountId}`, 303);
  });

  routes.route('/', prepaidApi());
  routes.route('/', makePaymentRoutes());
  return { name: 'prepaid', routes, strings };
}
