/** The delivery address change dialog (spec 001 §4, §8; issue 13). */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import * as services from '../../../src/ui/services';
import type { ToastItem } from '../../../src/ui/store';
import ChangeDeliveryAddress from './ChangeDeliveryAddress';
import type { Props } from './index';

listen();

const strings = {
  Core: { Close: 'Fermer', Cancel: 'Annuler' },
  Sales: {
    ChangeDeliveryAddress: 'Modifier l’adresse de livraison',
    DeliveryAddressChangeRequested: 'Modification demandée',
    OrdersDeliveryChangePending: 'Un changement est en cours.',
    OrdersSendRequest: 'Envoyer la demande',
    OrdersRequired: 'Ce champ est obligatoire.',
    OrdersCountry: 'Pays',
    OrdersDeliveryIntro: 'Adresse pour {{number}}.',
  },
  Checkout: {
    FirstName: 'Prénom',
    LastName: 'Nom',
    Street: 'Rue',
    HouseNumber: 'Numéro',
    BoxNumber: 'Boîte',
  },
  ShoppingCarts: { PostalCode: 'Code postal', City: 'Ville' },
};

const props: Props = {
  orderId: 'past-03',
  orderNumber: 'VT-2026-000826',
  requested: false,
  countries: ['BE', 'FR'],
  address: {
    FirstName: 'Camille',
    LastName: 'Martin',
    Street1: 'Rue de la Loi',
    HouseNumber: '16',
    BoxNumber: '',
    PostalCode: '1000',
    City: 'Bruxelles',
    CountryCode: 'BE',
  },
};

type Toast = (item: Omit<ToastItem, 'id'>) => void;
let toast: ReturnType<typeof vi.fn<Toast>>;
let dialogs: FakeDialogs;
let sent: Array<Record<string, string>>;
let answer: () => Response;

beforeEach(() => {
  applyPageSettings({}, '/fr/account/orders/past-03');
  toast = vi.fn<Toast>();
  vi.spyOn(services, 'toast').mockImplementation(toast);
  dialogs = fakeDialogs();
  sent = [];
  answer = () => HttpResponse.json({ Success: true, Message: 'Demande envoyée.' });
  server.use(
    http.post('*/fr/sales/order/ChangeDeliveryAddressRequest', async ({ request }) => {
      const form = await request.formData();
      sent.push(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])));
      return answer();
    }),
  );
});
afterEach(() => vi.restoreAllMocks());

async function openDialog(overrides: Partial<Props> = {}) {
  const user = userEvent.setup();
  await renderWithI18n(<ChangeDeliveryAddress {...props} {...overrides} />, strings);
  await user.click(screen.getByRole('button', { name: 'Modifier l’adresse de livraison' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modifier l’adresse de livraison' });
  return { user, dialog };
}

describe('change-delivery-address (spec 001 §4)', () => {
  it('posts the form with the order id; success: notice, closed, button disabled and relabelled, focus on the note', async () => {
    const { user } = await openDialog();
    await user.clear(screen.getByLabelText('Rue *'));
    await user.type(screen.getByLabelText('Rue *'), 'Rue Neuve');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([
      expect.objectContaining({
        OrderId: 'past-03',
        Street1: 'Rue Neuve',
        City: 'Bruxelles',
        CountryCode: 'BE',
      }),
    ]);
    expect(toast).toHaveBeenCalledWith({ kind: 'success', message: 'Demande envoyée.' });
    const button = screen.getByRole('button', { name: 'Modification demandée' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe('Un changement est en cours.'),
    );
  });

  it('an error message: error toast, the dialog closes, the button stays usable', async () => {
    answer = () => HttpResponse.json({ Success: false, Message: 'Déjà expédiée.' });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toast).toHaveBeenCalledWith({ kind: 'error', message: 'Déjà expédiée.' });
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Modifier l’adresse de livraison' })
        .disabled,
    ).toBe(false);
  });

  it.each([
    ['a 500', () => new HttpResponse('boom', { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ ok: 1 })],
  ])('%s: toast Manager.UnknowsErrors, the dialog keeps what was typed', async (_, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = failure;
    const { user } = await openDialog();
    await user.clear(screen.getByLabelText('Ville *'));
    await user.type(screen.getByLabelText('Ville *'), 'Namur');
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ kind: 'error', message: 'Manager.UnknowsErrors' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Ville *').value).toBe('Namur');
    expect(shown(dialogs)).toEqual([]);
  });

  it('a 401 opens the login modal back to this page', async () => {
    answer = () => new HttpResponse(null, { status: 401 });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    await waitFor(() => expect(shown(dialogs)).toEqual([{ login: '/fr/account/orders/past-03' }]));
    expect(toast).not.toHaveBeenCalled();
  });

  it('an empty required field is said, focused, and nothing is sent', async () => {
    const { user } = await openDialog();
    await user.clear(screen.getByLabelText('Nom *'));
    await user.click(screen.getByRole('button', { name: 'Envoyer la demande' }));
    const field = screen.getByLabelText('Nom *');
    expect(document.activeElement).toBe(field);
    const described = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Ce champ est obligatoire.');
    expect(sent).toEqual([]);
  });

  it('starts disabled and relabelled when a change is already pending', async () => {
    await renderWithI18n(<ChangeDeliveryAddress {...props} requested />, strings);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Modification demandée' }).disabled,
    ).toBe(true);
  });
});
