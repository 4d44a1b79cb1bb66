/**
 * The account family's security routes (issue 13, spec 001 §2): the "sign-in and security"
 * page, two-factor sign-in (security/twofactorhome and its steps under security/twofactor/…)
 * and the password change (security/changepassword). Only for a signed-in customer (401 with
 * the login link otherwise). A refused form answers 422 as a page, 200 to the dialog's ajax
 * post (whose answer replaces the step: a 4xx would be a failure there).
 */
import type { Context, Hono } from 'hono';
import { type PageContext, renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import { postedForm, tokenOk } from '../../shared/formPost';
import { loginRequiredPage } from './accountPage';
import { customerByEmail, type DemoCustomer } from './customers';
import { changePasswordPage, PASSWORD_MIN_LENGTH } from './passwordPage';
import { securityPage } from './securityPage';
import {
  codeAwaited,
  completeSignIn,
  confirmTwoFactor,
  disableTwoFactor,
  passwordOf,
  pendingSecret,
  setPassword,
  twoFactorOn,
} from './securityStore';
import { otpauthUri } from './totp';
import {
  signInCodePage,
  twoFactorDisabledPage,
  twoFactorDisablePage,
  twoFactorEnabledPage,
  twoFactorEnablePage,
  twoFactorHomePage,
} from './twoFactorPages';

const ISSUER = 'Vitrine';

type View = (ctx: PageContext, customer: DemoCustomer) => unknown;

/** Renders `view` for the signed-in customer, or the 401 page with the login link. */
function forCustomer(c: Context<Env>, path: string, view: View, status: 200 | 422 = 200) {
  const customer = customerByEmail(c.var.session.user);
  if (!customer) {
    const here = new URL(c.req.url).pathname;
    return renderPage(c, path, (ctx) => loginRequiredPage(ctx, here), 401);
  }
  return renderPage(c, path, (ctx) => view(ctx, customer), status);
}

/** A refused form: 422 for a page, 200 for the dialog's ajax post (see above). */
export const refused = (c: Context<Env>): 200 | 422 =>
  c.req.header('X-Requested-With') === 'XMLHttpRequest' ? 200 : 422;

const enablePage = (ctx: PageContext, customer: DemoCustomer, error = false) => {
  const secret = pendingSecret(ctx.session, customer.email);
  return twoFactorEnablePage(ctx, secret, otpauthUri(ISSUER, customer.email, secret), error);
};

export function addSecurityRoutes(routes: Hono<Env>): void {
  routes.get('/:culture/account/security', (c) =>
    forCustomer(c, 'account/security', (ctx) => securityPage(ctx)),
  );
  routes.get('/:culture/security/twofactorhome', (c) =>
    forCustomer(c, 'security/twofactorhome', (ctx, customer) =>
      twoFactorHomePage(ctx, twoFactorOn(ctx.session, customer.email)),
    ),
  );
  routes.get('/:culture/security/twofactor/enable', (c) =>
    forCustomer(c, 'security/twofactor/enable', (ctx, customer) =>
      twoFactorOn(ctx.session, customer.email)
        ? twoFactorHomePage(ctx, true)
        : enablePage(ctx, customer),
    ),
  );
  routes.post('/:culture/security/twofactor/enable', async (c) => {
    const fields = await postedForm(c);
    const email = c.var.session.user ?? '';
    const codes = tokenOk(c, fields)
      ? confirmTwoFactor(c.var.session, email, fields.Code ?? '')
      : null;
    if (codes) {
      return forCustomer(c, 'security/twofactor/enable', (ctx) => twoFactorEnabledPage(ctx, codes));
    }
    return forCustomer(
      c,
      'security/twofactor/enable',
      (ctx, customer) => enablePage(ctx, customer, true),
      refused(c),
    );
  });
  routes.get('/:culture/security/twofactor/disable', (c) =>
    forCustomer(c, 'security/twofactor/disable', (ctx, customer) =>
      twoFactorOn(ctx.session, customer.email)
        ? twoFactorDisablePage(ctx)
        : twoFactorHomePage(ctx, false),
    ),
  );
  routes.post('/:culture/security/twofactor/disable', async (c) => {
    const fields = await postedForm(c);
    const email = c.var.session.user ?? '';
    if (tokenOk(c, fields) && disableTwoFactor(c.var.session, email, fields.Code ?? '')) {
      return forCustomer(c, 'security/twofactor/disable', (ctx) => twoFactorDisabledPage(ctx));
    }
    return forCustomer(
      c,
      'security/twofactor/disable',
      (ctx) => twoFactorDisablePage(ctx, true),
      refused(c),
    );
  });

  routes.post('/:culture/security/login/code', async (c) => {
    const fields = await postedForm(c);
    const done = tokenOk(c, fields) ? completeSignIn(c.var.session, fields.Code ?? '') : null;
    if (done) {
      c.var.session.user = done.email;
      return c.redirect(done.returnUrl, 303);
    }
    if (!codeAwaited(c.var.session))
      return c.redirect(`${c.var.base}${c.req.param('culture')}/security/login`, 303);
    return renderPage(c, 'security/login', (ctx) => signInCodePage(ctx, true), 422);
  });

  routes.get('/:culture/security/changepassword', (c) =>
    forCustomer(c, 'security/changepassword', (ctx) => changePasswordPage(ctx)),
  );
  routes.post('/:culture/security/changepassword', async (c) => {
    const fields = await postedForm(c);
    const customer = customerByEmail(c.var.session.user);
    const next = fields.NewPassword ?? '';
    const valid =
      tokenOk(c, fields) && next.length >= PASSWORD_MIN_LENGTH && next === fields.ConfirmPassword;
    if (!customer || !valid) {
      return forCustomer(
        c,
        'security/changepassword',
        (ctx) => changePasswordPage(ctx),
        refused(c),
      );
    }
    if (fields.CurrentPassword !== passwordOf(c.var.session, customer.email, customer.password)) {
      return forCustomer(
        c,
        'security/changepassword',
        (ctx) => changePasswordPage(ctx, 'wrong'),
        refused(c),
      );
    }
    setPassword(c.var.session, customer.email, next);
    return forCustomer(c, 'security/changepassword', (ctx) => changePasswordPage(ctx, 'done'));
  });
}
