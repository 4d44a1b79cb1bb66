/** Ordering an order again (spec 001 §3, §7; issue 13). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../src/core/events';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import * as services from '../../../src/ui/services';
import type { ToastItem } from '../../../src/ui/store';
import type { Props } from './index';
import Reorder from './Reorder';

listen();

const strings = {
  Sales: {
    Reorder: 'Commander à nouveau',
    OrdersAdding: 'Ajout…',
    OrdersReorderDone: 'Ajoutés au panier.',
    OrdersReorderSome: 'Les autres sont ajoutés.',
    OrdersReorderNone: 'Rien n’a été ajouté.',
    OrdersNotAdded: '{{name}} non ajouté : {{reason}}',
    OrdersSeeBasket: 'Voir mon panier',
  },
};

const props: Props = {
  orderId: 'past-06',
  currencyCode: 'EUR',
  itemOrigin: 'Catalog',
  basketUrl: '/fr/shoppingcarts',
  lines: [
    { name: 'Lampe', quantity: 2, price: 39.9, itemKey: '100101' },
    { name: 'Vase', quantity: 1, price: 12.5, itemKey: '100202' },
  ],
};

type Toast = (item: Omit<ToastItem, 'id'>) => void;
let toast: ReturnType<typeof vi.fn<Toast>>;
let dialogs: FakeDialogs;
let sent: Array<Record<string, string>>;
let answer: (key: string) => Response;
let changes: number;
let off: () => void;

beforeEach(() => {
  applyPageSettings({}, '/fr/account/orders/past-06');
  toast = vi.fn<Toast>();
  vi.spyOn(services, 'toast').mockImplementation(toast);
  dialogs = fakeDialogs();
  sent = [];
  answer = () => HttpResponse.json({ Added: true });
  changes = 0;
  off = on('vitrine:basket-changed', () => {
    changes += 1;
  });
  server.use(
    http.put('*/api/v1/sales/orders/addtocart', async ({ request }) => {
      const form = Object.fromEntries(
        [...(await request.formData()).entries()].map(([k, v]) => [k, String(v)]),
      );
      sent.push(form);
      return answer(form.ItemKey ?? '');
    }),
  );
});
afterEach(() => {
  off();
  vi.restoreAllMocks();
});

async function click() {
  const user = userEvent.setup();
  await renderWithI18n(<Reorder {...props} />, strings);
  await user.click(screen.getByRole('button', { name: 'Commander à nouveau' }));
}

describe('reorder (spec 001 §3, §7)', () => {
  it('puts each line as the spec’s form, then the basket follows, a toast and a link to the basket', async () => {
    await click();
    await screen.findByRole('link', { name: 'Voir mon panier' });
    expect(sent).toEqual([
      {
        name: 'Lampe',
        quantity: '2',
        price: '39.9',
        ItemKey: '100101',
        OrderId: 'past-06',
        ItemOrigin: 'Catalog',
        currencyCode: 'EUR',
      },
      {
        name: 'Vase',
        quantity: '1',
        price: '12.5',
        ItemKey: '100202',
        OrderId: 'past-06',
        ItemOrigin: 'Catalog',
        currencyCode: 'EUR',
      },
    ]);
    expect(changes).toBe(1);
    expect(toast).toHaveBeenCalledWith({ kind: 'success', message: 'Sales.OrdersReorderDone' });
    expect(screen.getByRole('link', { name: 'Voir mon panier' }).getAttribute('href')).toBe(
      '/fr/shoppingcarts',
    );
  });

  it('names a line no longer sold and adds the others', async () => {
    answer = (key) =>
      key === '100202'
        ? HttpResponse.json({ Added: false, Message: 'Ce produit n’est plus vendu.' })
        : HttpResponse.json({ Added: true });
    await click();
    expect(
      await screen.findByText('Vase non ajouté : Ce produit n’est plus vendu.'),
    ).not.toBeNull();
    expect(screen.getByText(/Les autres sont ajoutés/)).not.toBeNull();
    expect(changes).toBe(1);
    expect(toast).toHaveBeenCalledWith({ kind: 'warning', message: 'Sales.OrdersReorderSome' });
  });

  it.each([
    ['a 500', () => new HttpResponse('boom', { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ what: 1 })],
  ])(
    '%s: toast Manager.UnknowsErrors; the basket follows what was added before',
    async (_, failure) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      answer = (key) => (key === '100202' ? failure() : HttpResponse.json({ Added: true }));
      await click();
      await waitFor(() =>
        expect(toast).toHaveBeenCalledWith({ kind: 'error', message: 'Manager.UnknowsErrors' }),
      );
      expect(changes).toBe(1);
    },
  );

  it('a 401 opens the login modal, nothing else is said and the basket did not change', async () => {
    answer = () => new HttpResponse(null, { status: 401 });
    await click();
    await waitFor(() => expect(shown(dialogs)).toEqual([{ login: '/fr/account/orders/past-06' }]));
    expect(sent).toHaveLength(1);
    expect(toast).not.toHaveBeenCalled();
    expect(changes).toBe(0);
  });
});
