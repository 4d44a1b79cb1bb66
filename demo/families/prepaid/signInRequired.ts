/**
 * What an anonymous visitor gets at a prepaid address (issue 13: the customer area answers 401
 * with the way to sign in, and comes back here after it), as `/{culture}/account` does.
 */
import type { Context } from 'hono';
import { cultureRoot, renderPage } from '../../shared/context';
import type { Env } from '../../shared/env';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';

export function signInRequired(c: Context<Env>, path: string) {
  const here = new URL(c.req.url).pathname;
  return renderPage(
    c,
    path,
    (ctx) => {
      const title = ctx.t('Security.LoginRequired');
      const login = `${cultureRoot(ctx)}security/login?returnUrl=${encodeURIComponent(here)}`;
      const body = html`<section class="content-page">
        <h1>${title}</h1>
        <p><a class="button button--primary" href="${login}">${ctx.t('Security.SignIn')}</a></p>
      </section>`;
      return layout(ctx, { title, body });
    },
    401,
  );
}
