/**
 * The sales user's "edit customer" page (issue 13; spec 001 §2 "staff or sales users can search
 * for a customer in an edit-customer dialog"): the account home opens it in the shell's modal,
 * where the dialog's title names it (no heading of its own, as the login modal); it is a page
 * too, for a direct link. A shopper gets the 403 page.
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { customerFallback, type FallbackState } from './customerFallback';
import { strings } from './strings';

export function customerEditPage(ctx: PageContext, state: FallbackState = { search: '' }) {
  const text = strings[ctx.culture].pages;
  const body = html`<section class="content-page form-page customer-edit-page">
    ${ctx.fragment ? '' : html`<h1>${text.editTitle}</h1>`}
    <p>${text.editIntro}</p>
    <div data-widget="customer-search" data-hydrate="load">
      ${customerFallback(ctx, state)}
    </div>
    ${ctx.fragment ? '' : html`<p><a href="${cultureRoot(ctx)}account">${text.backToAccount}</a></p>`}
  </section>`;
  return layout(ctx, { title: text.editTitle, body });
}

/** What a shopper sees at a sales user's address (status 403). */
export function forbiddenPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages;
  const body = html`<section class="content-page">
    <h1>${text.forbiddenTitle}</h1>
    <p>${text.forbiddenText}</p>
    <p><a class="button" href="${cultureRoot(ctx)}account">${text.backToAccount}</a></p>
  </section>`;
  return layout(ctx, { title: text.forbiddenTitle, body });
}
