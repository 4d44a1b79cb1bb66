import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { strings } from './strings';

/** The customer area: only for a signed-in shopper (anonymous visitors get 401). */
export function accountPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.account;
  const body = html`<section class="content-page">
    <h1>${text.title}</h1>
    <p>${text.welcome.replace('{{email}}', ctx.session.user ?? '')}</p>
    <p>${text.intro}</p>
    <p><a class="button" href="${cultureRoot(ctx)}security/logout" data-no-ajax>${ctx.t('Security.SignOut')}</a></p>
  </section>`;
  return layout(ctx, { title: text.title, body });
}

/** What an anonymous visitor sees at a customer-area address (status 401). */
export function loginRequiredPage(ctx: PageContext, returnUrl: string) {
  const body = html`<section class="content-page">
    <h1>${ctx.t('Security.LoginRequired')}</h1>
    <p><a class="button button--primary" href="${cultureRoot(ctx)}security/login?returnUrl=${encodeURIComponent(returnUrl)}">${ctx.t('Security.SignIn')}</a></p>
  </section>`;
  return layout(ctx, { title: ctx.t('Security.LoginRequired'), body });
}
