/** Content, form, login and customer-area routes of the demo CMS (issue 3 §5). */
import { type Context, Hono } from 'hono';
import { demoPages } from '../../data/content/pages';
import type { PageContext } from '../../shared/context';
import type { Env } from '../../shared/env';
import { html } from '../../shared/html';
import { accountPage, loginRequiredPage } from '../account/accountPage';
import {
  contactPage,
  DEMO_ACCOUNT,
  loginPage,
  messagePage,
  registerPage,
} from '../account/formPages';
import { aboutPage, clockPage, deliveryPage } from './contentPages';

type Page = (c: Context<Env>, path: string) => PageContext | undefined;

/** A same-origin path to go back to after login, or the culture root. */
export function safeReturn(value: string | undefined, fallback: string): string {
  // A path on this site only: no '//' host, no backslash, no control or white-space character
  // (browsers drop tabs and newlines, so '/\t/evil.example' would become '//evil.example').
  const printable = value !== undefined && [...value].every((char) => char > ' ' && char !== '\\');
  return value && printable && /^\/(?!\/)/.test(value) ? value : fallback;
}

async function form(c: Context<Env>): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, String(value)]));
}

function tokenOk(c: Context<Env>, fields: Record<string, string>): boolean {
  return fields.__RequestVerificationToken === c.var.session.antiForgeryToken;
}

export function contentRoutes(base: string, page: Page) {
  const routes = new Hono<Env>();
  const render = (
    c: Context<Env>,
    path: string,
    view: (ctx: PageContext) => unknown,
    status = 200,
  ) => {
    const ctx = page(c, path);
    return ctx ? c.html(view(ctx) as string, status as 200) : c.notFound();
  };

  routes.get('/:culture/about', (c) => render(c, 'about', aboutPage));
  routes.get('/:culture/delivery', (c) => render(c, 'delivery', deliveryPage));
  routes.get('/:culture/clock', (c) => {
    c.header('Cache-Control', 'private, max-age=60');
    return render(c, 'clock', (ctx) => clockPage(ctx, c.req.header('Cache-Control') ?? ''));
  });
  // QA: a page whose server fails, to see the error policy (spec 000 §8).
  routes.get('/:culture/demo/server-error', (c) => c.html('<h1>Internal Server Error</h1>', 500));
  routes.get('/:culture/shoppingcarts/clear', (c) => {
    c.var.session.basket = [];
    return c.redirect(`${base}${c.req.param('culture')}/shoppingcarts`);
  });

  routes.get('/:culture/contact', (c) => render(c, 'contact', contactPage));
  routes.post('/:culture/contact', async (c) => {
    const fields = await form(c);
    const valid =
      tokenOk(c, fields) &&
      fields.Name &&
      /.+@.+\..+/.test(fields.Email ?? '') &&
      fields.Consent === 'true';
    if (!valid) return render(c, 'contact', contactPage, 422);
    return render(c, 'contact', (ctx) =>
      messagePage(ctx, demoPages[ctx.culture].contact.title, demoPages[ctx.culture].contact.sent),
    );
  });
  routes.post('/:culture/newsletter/subscribe', async (c) => {
    const fields = await form(c);
    const culture = page(c, '')?.culture ?? 'fr';
    if (!tokenOk(c, fields)) return c.text('Bad request', 400);
    const done = demoPages[culture].contact.newsletterDone.replace(
      '{{email}}',
      fields.NewsletterEmail ?? '',
    );
    return c.html(
      html`<div id="newsletter-result"><p class="form-success" role="status">${done}</p></div>` as unknown as string,
    );
  });

  routes.get('/:culture/account/register', (c) => render(c, 'account/register', registerPage));
  routes.post('/:culture/account/register', async (c) => {
    const fields = await form(c);
    if (
      !tokenOk(c, fields) ||
      (!fields.Draft && !(fields.Email && fields.Password && fields.Terms === 'true'))
    ) {
      return render(c, 'account/register', registerPage, 422);
    }
    return render(c, 'account/register', (ctx) =>
      messagePage(
        ctx,
        demoPages[ctx.culture].register.title,
        demoPages[ctx.culture].register.done.replace('{{name}}', fields.FirstName ?? ''),
      ),
    );
  });

  routes.get('/:culture/security/login', (c) => {
    const returnUrl = safeReturn(
      c.req.query('returnUrl'),
      `${base}${c.req.param('culture')}/account`,
    );
    return render(c, 'security/login', (ctx) => loginPage(ctx, returnUrl));
  });
  routes.post('/:culture/security/login', async (c) => {
    const fields = await form(c);
    const returnUrl = safeReturn(fields.returnUrl, `${base}${c.req.param('culture')}/account`);
    const ok =
      tokenOk(c, fields) &&
      fields.Email === DEMO_ACCOUNT.email &&
      fields.Password === DEMO_ACCOUNT.password;
    if (!ok) return render(c, 'security/login', (ctx) => loginPage(ctx, returnUrl, true));
    c.var.session.user = DEMO_ACCOUNT.email;
    return c.redirect(returnUrl, 303);
  });
  routes.get('/:culture/security/logout', (c) => {
    c.var.session.user = undefined;
    return c.redirect(`${base}${c.req.param('culture')}/`);
  });
  routes.get('/:culture/account', (c) => {
    if (c.var.session.user) return render(c, 'account', accountPage);
    return render(c, 'account', (ctx) => loginRequiredPage(ctx, new URL(c.req.url).pathname), 401);
  });
  return routes;
}
