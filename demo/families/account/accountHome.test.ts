/**
 * The account home (issue 13): a card per page of the customer area, the security pages in the
 * shell's modal, the latest 3 orders with a link to all, and the "edit customer" dialog for the
 * sales user only.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '../checkout/public';

const ORDERS = [4, 3, 2, 1].map(
  (n) =>
    ({
      id: `o${n}`,
      number: `VT-2026-00000${n}`,
      createdAt: `2026-03-0${n}T10:00:00.000Z`,
      status: n === 4 ? 'AwaitingTransfer' : 'Paid',
      totals: { totalIncl: 10 * n + 0.5 },
    }) as unknown as Order,
);

vi.mock('../orders/public', async (original) => ({
  ...(await original<typeof import('../orders/public')>()),
  customerOrdersOf: (session: { user?: string }) =>
    session.user === 'demo@vitrine.shop' ? ORDERS : [],
}));

const { createApp, defaultOptions } = await import('../../server/app');
const { shopperOf } = await import('../../server/shopper');
const app = await createApp({ ...defaultOptions(), base: '/shop/' });
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

async function home(culture: string, email?: string, password?: string) {
  const shopper = await shopperOf(app, '/shop/', email === 'demo@vitrine.shop');
  if (email && email !== 'demo@vitrine.shop') {
    const page = await (await shopper.request('fr/')).text();
    const token = /"antiForgeryToken":"([^"]+)"/.exec(page)?.[1] ?? '';
    const body = new URLSearchParams({
      __RequestVerificationToken: token,
      Email: email,
      Password: password ?? '',
      returnUrl: '/shop/fr/',
    });
    expect((await shopper.request('fr/security/login', { method: 'POST', body })).status).toBe(303);
  }
  const response = await shopper.request(`${culture}/account`);
  return { status: response.status, page: parse(await response.text()) };
}

const hrefs = (page: Document) =>
  Array.from(page.querySelectorAll('.account-card'), (a) => a.getAttribute('href'));

describe('the account home (issue 13)', () => {
  it('asks a visitor to sign in (401)', async () => {
    const { status, page } = await home('fr');
    expect(status).toBe(401);
    expect(page.querySelector('.account-cards')).toBeNull();
  });

  it('greets the customer and links every page of the customer area, security in the modal', async () => {
    const { status, page } = await home('fr', 'demo@vitrine.shop');
    expect(status).toBe(200);
    expect(page.querySelector('.account-home__greeting')?.textContent).toBe(
      'Bonjour Camille Martin !',
    );
    expect(hrefs(page)).toEqual([
      '/shop/fr/account/orders',
      '/shop/fr/account/prepaid',
      '/shop/fr/account/prepaid/buy',
      '/shop/fr/security/twofactorhome',
      '/shop/fr/security/changepassword',
      '/shop/fr/tyres/appointment',
    ]);
    const modal = Array.from(page.querySelectorAll('.account-card[data-modal]'), (a) =>
      a.getAttribute('href'),
    );
    expect(modal).toEqual(['/shop/fr/security/twofactorhome', '/shop/fr/security/changepassword']);
    expect(page.querySelector('a[href="/shop/fr/security/logout"]')).not.toBeNull();
  });

  it('shows the latest 3 orders, newest first, with their status and total, and a link to all', async () => {
    const { page } = await home('nl', 'demo@vitrine.shop');
    const orders = Array.from(page.querySelectorAll('.account-order'));
    expect(orders.map((o) => o.querySelector('a')?.textContent)).toEqual([
      'VT-2026-000004',
      'VT-2026-000003',
      'VT-2026-000002',
    ]);
    expect(orders[0]?.querySelector('a')?.getAttribute('href')).toBe('/shop/nl/account/orders/o4');
    expect(orders[0]?.querySelector('.account-order__status')?.textContent).toBe(
      'Wacht op overschrijving',
    );
    expect(orders[0]?.querySelector('.account-order__total')?.textContent).toMatch(/40,50/);
    expect(
      page.querySelector('.account-home__orders a[href="/shop/nl/account/orders"]'),
    ).not.toBeNull();
  });

  it('says when there is no order yet', async () => {
    const { page } = await home('de', 'pro@vitrine.shop', 'vitrine-pro');
    expect(page.querySelector('.account-orders__empty')?.textContent).toBe(
      'Sie haben noch keine Bestellung aufgegeben.',
    );
    expect(page.querySelector('a[href="/shop/de/account/customers/edit"]')).toBeNull();
  });

  it('offers the sales user the "edit customer" dialog, in the modal', async () => {
    const { page } = await home('it', 'staff@vitrine.shop', 'vitrine-staff');
    const edit = page.querySelector('a[href="/shop/it/account/customers/edit"]');
    expect(edit?.getAttribute('data-modal')).toBe('Modifica un cliente');
    expect(page.querySelector('#account-staff')?.textContent).toBe('Area venditori');
  });
});
