/**
 * The customer area's home (issue 13): a greeting, a card per page of the customer area (the
 * security pages open in the shell's modal, `data-modal`), the latest 3 orders with a link to
 * all, and for the sales user only the "edit customer" dialog (spec 001 §2, §6). The pages the
 * cards lead to are the other customer-area families' (orders, prepaid, security, tyres).
 */
import { cultureRoot, type PageContext } from '../../shared/context';
import { html } from '../../shared/html';
import { layout } from '../../shared/layout';
import { moneyFormatter } from '../../shared/money';
import { customerOrdersOf, statusBadge } from '../orders/public';
import { customerByEmail } from './customers';
import { type AccountCard, strings } from './strings';

/** How many orders the home shows; "all my orders" leads to the rest. */
export const LATEST_ORDERS = 3;

/** Each card: its page under the culture, and whether the shell opens it in a modal. */
const CARDS: { card: AccountCard; path: string; modal?: boolean }[] = [
  { card: 'orders', path: 'account/orders' },
  { card: 'prepaid', path: 'account/prepaid' },
  { card: 'buyPrepaid', path: 'account/prepaid/buy' },
  { card: 'twoFactor', path: 'security/twofactorhome', modal: true },
  { card: 'changePassword', path: 'security/changepassword', modal: true },
  { card: 'tyres', path: 'tyres/appointment' },
];

/** The sales user's card (spec 001 §2, §6): the "edit customer" dialog. */
const STAFF_CARDS: typeof CARDS = [
  { card: 'editCustomer', path: 'account/customers/edit', modal: true },
];

function cards(ctx: PageContext, list: typeof CARDS) {
  const text = strings[ctx.culture].pages.account;
  return html`<ul class="account-cards">${list.map(({ card, path, modal }) => {
    const { title, text: about } = text.cards[card];
    return html`<li><a class="account-card" href="${cultureRoot(ctx)}${path}"${modal ? html` data-modal="${title}"` : ''}><span class="account-card__title">${title}</span><span class="account-card__text">${about}</span></a></li>`;
  })}</ul>`;
}

function latestOrders(ctx: PageContext) {
  const text = strings[ctx.culture].pages.account;
  const root = cultureRoot(ctx);
  const orders = customerOrdersOf(ctx.session).slice(0, LATEST_ORDERS);
  const date = new Intl.DateTimeFormat(ctx.locale, { dateStyle: 'medium' });
  const money = moneyFormatter(ctx.locale, 'EUR');
  const list = orders.length
    ? html`<ul class="account-orders">${orders.map(
        (order) => html`<li class="account-order">
          <a class="account-order__number" href="${root}account/orders/${order.id}">${order.number}</a>
          <span class="account-order__date"><span class="visually-hidden">${text.orderDate} </span><time datetime="${order.createdAt}">${date.format(new Date(order.createdAt))}</time></span>
          <span class="account-order__status">${statusBadge(ctx, order.status)}</span>
          <span class="account-order__total"><span class="visually-hidden">${text.orderTotal} </span>${money(order.totals.totalIncl)}</span>
        </li>`,
      )}</ul>`
    : html`<p class="account-orders__empty">${text.noOrders}</p>`;
  return html`<section class="account-home__orders" aria-labelledby="account-latest-orders">
    <h2 id="account-latest-orders">${text.latestOrders}</h2>
    ${list}
    <p><a href="${root}account/orders">${text.allOrders}</a></p>
  </section>`;
}

/** The customer area: only for a signed-in shopper (anonymous visitors get 401). */
export function accountPage(ctx: PageContext) {
  const text = strings[ctx.culture].pages.account;
  const customer = customerByEmail(ctx.session.user);
  const name = customer ? `${customer.firstName} ${customer.lastName}` : (ctx.session.user ?? '');
  const staff = customer?.staff
    ? html`<section class="account-home__staff" aria-labelledby="account-staff">
        <h2 id="account-staff">${text.staffArea}</h2>
        ${cards(ctx, STAFF_CARDS)}
      </section>`
    : '';
  const body = html`<section class="content-page account-home">
    <h1>${text.title}</h1>
    <p class="account-home__greeting">${text.greeting.replace('{{name}}', name)}</p>
    <p>${text.welcome.replace('{{email}}', ctx.session.user ?? '')} ${text.intro}</p>
    <nav class="account-home__links" aria-labelledby="account-your-space">
      <h2 id="account-your-space">${text.yourSpace}</h2>
      ${cards(ctx, CARDS)}
    </nav>
    ${staff}
    ${latestOrders(ctx)}
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
