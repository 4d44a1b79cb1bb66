/**
 * The customer's prepaid accounts (issue 13; spec 001 §2 "Prepaid account page"): the list of
 * accounts with their balances, and one account's page with the usage-notification checkbox
 * (the `prepaid-notification` widget over a form that posts without script) and its movements
 * paginated with `pagenbr`.
 */
import { formatDate, formatLabel, NUMERIC_DATE } from '../../../src/core/format';
import { cultureRoot, type PageContext } from '../../shared/context';
import { antiForgeryField } from '../../shared/formPost';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import type { PrepaidAccount } from '../checkout/public';
import { movementsOf, pageOf, type ShownMovement } from './movements';
import { notificationOf } from './prepaidState';

export const prepaidRoot = (ctx: PageContext) => `${cultureRoot(ctx)}account/prepaid`;

/** "Gift card no. 7001": the kind's name from the checkout's strings, and the number. */
export const accountName = (ctx: PageContext, account: PrepaidAccount) =>
  ctx.t('Sales.PrepaidAccountName', {
    name: account.kind ? ctx.t(`Checkout.Prepaid_${account.kind}`) : account.Name,
    id: account.PrepaidAccountId,
  });

/** Amounts in EUR, the accounts' currency, written as the page's locale writes them. */
export const euros = (ctx: PageContext) => moneyFormatter(ctx.locale, 'EUR');

/** "Solde disponible : 25,00 €", with the language's colon. */
export const balanceLabel = (ctx: PageContext, account: PrepaidAccount) =>
  formatLabel(ctx.t('Sales.PrepaidBalance'), euros(ctx)(account.Balance), ctx.locale);

export function accountListPage(ctx: PageContext, accounts: PrepaidAccount[]) {
  const title = ctx.t('Sales.PrepaidAccounts');
  const root = prepaidRoot(ctx);
  const list = accounts.length
    ? html`<ul class="prepaid-accounts">
        ${accounts.map(
          (account) => html`<li class="prepaid-accounts__item">
            <a href="${root}/${account.PrepaidAccountId}">${accountName(ctx, account)}</a>
            <span>${balanceLabel(ctx, account)}</span>
          </li>`,
        )}
      </ul>
      <p><a class="button" href="${root}/buy">${ctx.t('Sales.PrepaidBuyTitle')}</a></p>`
    : html`<p class="prepaid-empty">${ctx.t('Sales.PrepaidNoAccount')}</p>
      <p><a class="button button--primary" href="${root}/buy">${ctx.t('Sales.PrepaidBuyFirst')}</a></p>`;
  const body = html`<section class="content-page prepaid-page">
    <h1>${title}</h1>
    ${list}
  </section>`;
  return layout(ctx, { title, body });
}

function notificationBlock(ctx: PageContext, account: PrepaidAccount) {
  const id = account.PrepaidAccountId;
  const on = notificationOf(ctx.session, id);
  return html`<div data-widget="prepaid-notification" data-prepaid-account-id="${id}" data-is-activated="${String(on)}">
    <form class="vitrine-prepaid-notification" method="post" action="${prepaidRoot(ctx)}/${id}/notification" data-no-ajax>
      ${antiForgeryField(ctx)}
      <input type="hidden" name="IsActivated" value="false" />
      <label class="vitrine-prepaid-notification__label"><input type="checkbox" name="IsActivated" value="true" ${on ? 'checked' : ''} /> ${ctx.t('Sales.PrepaidUsageNotification')}</label>
      <button type="submit" class="button">${ctx.t('Core.Save')}</button>
    </form>
  </div>`;
}

const description = (ctx: PageContext, movement: ShownMovement) =>
  ctx.t(`Sales.PrepaidMovement_${movement.kind}`, { reference: movement.reference ?? '' });

function movementsBlock(ctx: PageContext, account: PrepaidAccount, asked: number) {
  const { items, page, pages } = pageOf(movementsOf(ctx.session, account), asked);
  const money = euros(ctx);
  const signed = (amount: number) => `${amount > 0 ? '+' : '−'}${money(Math.abs(amount))}`;
  const here = `${prepaidRoot(ctx)}/${account.PrepaidAccountId}`;
  const link = (n: number) => (n === 1 ? here : `${here}?pagenbr=${n}`);
  const rows = items.map(
    (m) => html`<tr>
      <td>${formatDate(new Date(m.date), NUMERIC_DATE, ctx.locale)}</td>
      <td>${description(ctx, m)}</td>
      <td class="prepaid-movements__amount ${m.amount > 0 ? 'is-credit' : 'is-debit'}">${signed(m.amount)}</td>
      <td class="prepaid-movements__amount">${money(m.balanceAfter)}</td>
    </tr>`,
  );
  const status = ctx.t('Sales.PrepaidPageOf', { page, pages });
  return html`<h2 id="prepaid-movements">${ctx.t('Sales.PrepaidMovements')}</h2>
    <table class="prepaid-movements" aria-describedby="prepaid-movements-page">
      <thead><tr>
        <th scope="col">${ctx.t('Sales.PrepaidDate')}</th>
        <th scope="col">${ctx.t('Sales.PrepaidDescription')}</th>
        <th scope="col">${ctx.t('Sales.PrepaidAmount')}</th>
        <th scope="col">${ctx.t('Sales.PrepaidBalanceAfter')}</th>
      </tr></thead>
      <tbody>${rows}</tbody>
    </table>
    <nav class="prepaid-pages" aria-label="${ctx.t('Sales.PrepaidPagination')}">
      ${page > 1 ? html`<a href="${link(page - 1)}" rel="prev">${ctx.t('Sales.PrepaidPrevious')}</a>` : ''}
      <span id="prepaid-movements-page">${status}</span>
      ${page < pages ? html`<a href="${link(page + 1)}" rel="next">${ctx.t('Sales.PrepaidNext')}</a>` : ''}
    </nav>`;
}

export function accountPage(ctx: PageContext, account: PrepaidAccount, page: number) {
  const title = accountName(ctx, account);
  const root = prepaidRoot(ctx);
  const body = html`<section class="content-page prepaid-page">
    <p><a href="${root}">${ctx.t('Sales.PrepaidBackToAccounts')}</a></p>
    <h1>${title}</h1>
    <p class="prepaid-balance">${balanceLabel(ctx, account)}</p>
    <p><a class="button" href="${root}/buy?account=${account.PrepaidAccountId}">${ctx.t('Sales.PrepaidBuyMore')}</a></p>
    ${notificationBlock(ctx, account)}
    ${movementsBlock(ctx, account, page)}
  </section>`;
  return layout(ctx, { title, body });
}
