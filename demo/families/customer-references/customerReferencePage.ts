/**
 * The customer-reference search of the demo (spec 000 §2, issue 4): a shopper types their own
 * product reference (CR-12345) and goes to the product. Without JavaScript the plain form
 * searches the catalogue, which matches references too.
 */

import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';

export function customerReferencePage(ctx: PageContext) {
  const title = ctx.t('Catalog.ReferenceSearchTitle');
  const body = html`<section class="reference-search">
    <h1>${title}</h1>
    <div data-widget="customer-reference-search">
      <form action="${cultureRoot(ctx)}catalog" method="get">
        <label for="reference-q">${ctx.t('Catalog.ReferenceSearchLabel')}</label>
        <input id="reference-q" type="search" name="q" autocomplete="off" />
        <button type="submit" class="button">${ctx.t('Core.Search')}</button>
      </form>
    </div>
  </section>`;
  return layout(ctx, { title, body });
}
