/**
 * Buying prepaid money (issue 13; spec 001 §2 "Buy prepaid money/account", §5): for one of the
 * customer's accounts or a new prepaid account, an amount, "Add to cart". The
 * `prepaid-add-to-cart` widget sends it without leaving the page; without script the form posts.
 */
import type { PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { prepaidAccountsOf } from '../checkout/public';
import { accountName, euros, prepaidRoot } from './accountPages';
import { PREPAID_MAX, PREPAID_MIN } from './prepaidApi';

/** `chosen`: the account asked by `?account=` (NaN when none: the first account). */
export function buyPage(ctx: PageContext, chosen: number) {
  const title = ctx.t('Sales.PrepaidBuyTitle');
  const accounts = prepaidAccountsOf(ctx.session);
  const money = euros(ctx);
  const selected = accounts.some((a) => a.PrepaidAccountId === chosen)
    ? chosen
    : accounts[0]?.PrepaidAccountId;
  const limits = { min: PREPAID_MIN, max: PREPAID_MAX };
  const body = html`<section class="content-page prepaid-page">
    <p><a href="${prepaidRoot(ctx)}">${ctx.t('Sales.PrepaidBackToAccounts')}</a></p>
    <h1>${title}</h1>
    <div data-widget="prepaid-add-to-cart">
      <form class="vitrine-prepaid-buy" method="post" action="${prepaidRoot(ctx)}/buy" data-no-ajax novalidate>
        ${antiForgeryField(ctx)}
        <label for="prepaid-buy-account">${ctx.t('Sales.PrepaidBuyFor')}</label>
        <select id="prepaid-buy-account" name="PrepaidAccountId">
          ${accounts.map(
            (account) =>
              html`<option value="${account.PrepaidAccountId}" ${account.PrepaidAccountId === selected ? 'selected' : ''}>${accountName(ctx, account)} (${money(account.Balance)})</option>`,
          )}
          <option value="">${ctx.t('Sales.PrepaidNewAccount')}</option>
        </select>
        <label for="prepaid-buy-quantity">${ctx.t('Sales.PrepaidAmountToAdd')}</label>
        <input id="prepaid-buy-quantity" name="Quantity" type="number" inputmode="numeric" min="${PREPAID_MIN}" max="${PREPAID_MAX}" step="1" aria-describedby="prepaid-buy-hint" />
        <p class="vitrine-prepaid-buy__hint" id="prepaid-buy-hint">${ctx.t('Sales.PrepaidAmountHint', limits)}</p>
        <button type="submit" class="button button--primary">${ctx.t('Sales.PrepaidAddToCart')}</button>
      </form>
    </div>
  </section>`;
  return layout(ctx, { title, body });
}
