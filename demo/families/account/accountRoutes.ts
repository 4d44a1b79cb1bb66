/**
 * The account family of the demo CMS (issue 3 §5): registration (with its remote username
 * check), login and logout of the demo account, "forgot password" (issue 10 §4), and the
 * customer area behind the login.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import type { Family } from '../../shared/family';
import { messagePage, postedForm, tokenOk } from '../../shared/formPost';
import { forgotPasswordPage, loginPage, registeredStep, registerPage } from './accountForms';
import { accountPage, loginRequiredPage } from './accountPage';
import { customerByEmail } from './customers';
import { safeReturn } from './safeReturn';
import { addSecurityRoutes, refused } from './securityRoutes';
import { awaitCode, passwordOf, twoFactorOn } from './securityStore';
import { strings } from './strings';
import { signInCodePage } from './twoFactorPages';

const TAKEN_USERNAMES = new Set(['admin', 'demo', 'vitrine', 'shop']);

export function accountFamily(): Family {
  const routes = new Hono<Env>();
  const accountHome = (culture: string, base: string) => `${base}${culture}/account`;

  // Remote validation of the registration form (spec 000 §5 remote rule): taken names answer a message.
  routes.get('/api/v1/demo/username-available', (c) => {
    const name = (c.req.query('Username') ?? '').trim().toLowerCase();
    return c.json(!TAKEN_USERNAMES.has(name));
  });

  routes.get('/:culture/account/register', (c) => renderPage(c, 'account/register', registerPage));
  routes.post('/:culture/account/register', async (c) => {
    const fields = await postedForm(c);
    if (
      !tokenOk(c, fields) ||
      (!fields.Draft && !(fields.Email && fields.Password && fields.Terms === 'true'))
    ) {
      return renderPage(c, 'account/register', registerPage, refused(c));
    }
    return renderPage(c, 'account/register', (ctx) =>
      ctx.fragment
        ? registeredStep(ctx, fields.FirstName ?? '')
        : messagePage(
            ctx,
            strings[ctx.culture].pages.register.title,
            strings[ctx.culture].pages.register.done.replace('{{name}}', fields.FirstName ?? ''),
          ),
    );
  });

  // issue 10 §4: the login modal's "forgot password" link. A valid address gets the same
  // answer whether it has an account or not; an invalid one gets the form again (422).
  routes.get('/:culture/account/forgot-password', (c) =>
    renderPage(c, 'account/forgot-password', (ctx) => forgotPasswordPage(ctx)),
  );
  routes.post('/:culture/account/forgot-password', async (c) => {
    const fields = await postedForm(c);
    const email = (fields.Email ?? '').trim();
    if (!tokenOk(c, fields) || !z.regexes.email.test(email)) {
      return renderPage(c, 'account/forgot-password', (ctx) => forgotPasswordPage(ctx), refused(c));
    }
    return renderPage(c, 'account/forgot-password', (ctx) => forgotPasswordPage(ctx, { email }));
  });

  routes.get('/:culture/security/login', (c) => {
    const fallback = accountHome(c.req.param('culture'), c.var.base);
    const returnUrl = safeReturn(c.req.query('returnUrl'), fallback);
    return renderPage(c, 'security/login', (ctx) => loginPage(ctx, returnUrl));
  });
  routes.post('/:culture/security/login', async (c) => {
    const fields = await postedForm(c);
    const returnUrl = safeReturn(fields.returnUrl, accountHome(c.req.param('culture'), c.var.base));
    // A password changed in this session (security/changepassword) replaces the seeded one.
    const customer = tokenOk(c, fields) ? customerByEmail(fields.Email ?? '') : undefined;
    const passwordOk =
      customer && fields.Password === passwordOf(c.var.session, customer.email, customer.password);
    if (!customer || !passwordOk)
      return renderPage(c, 'security/login', (ctx) => loginPage(ctx, returnUrl, true));
    // issue 13: with two-factor on, the password alone does not sign in: a code comes next.
    if (twoFactorOn(c.var.session, customer.email)) {
      awaitCode(c.var.session, customer.email, returnUrl);
      return renderPage(c, 'security/login', (ctx) => signInCodePage(ctx));
    }
    c.var.session.user = customer.email;
    return c.redirect(returnUrl, 303);
  });
  routes.get('/:culture/security/logout', (c) => {
    c.var.session.user = undefined;
    return c.redirect(`${c.var.base}${c.req.param('culture')}/`);
  });
  routes.get('/:culture/account', (c) => {
    if (c.var.session.user) return renderPage(c, 'account', accountPage);
    const here = new URL(c.req.url).pathname;
    return renderPage(c, 'account', (ctx) => loginRequiredPage(ctx, here), 401);
  });
  addSecurityRoutes(routes);
  return { name: 'account', routes, strings };
}
