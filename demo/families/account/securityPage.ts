/**
 * The "sign-in and security" page of the account area (issue 13): links that open the
 * two-factor and password dialogs (`data-modal`, docs/architecture.md §6), plain pages without
 * script. `securityLinks` is lent to the account home (public.ts).
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';

export function securityLinks(ctx: PageContext) {
  const root = cultureRoot(ctx);
  const link = (path: string, key: string) =>
    html`<li><a href="${root}${path}" data-modal="${ctx.t(key)}">${ctx.t(key)}</a></li>`;
  return html`<ul class="security-links">
    ${link('security/twofactorhome', 'Security.TwoFactor')}
    ${link('security/changepassword', 'Security.ChangePassword')}
  </ul>`;
}

export function securityPage(ctx: PageContext) {
  const title = ctx.t('Security.SecurityTitle');
  const body = html`<section class="content-page">
    <h1>${title}</h1>
    <p>${ctx.t('Security.SecurityIntro')}</p>
    ${securityLinks(ctx)}
  </section>`;
  return layout(ctx, { title, body });
}
