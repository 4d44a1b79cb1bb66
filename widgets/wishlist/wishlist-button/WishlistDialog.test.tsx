import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { on } from '../../../src/core/events';
import { shown } from '../../../src/test/dialogs';
import { listen } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { addAnswerBody, html, mockWishlistServer, popup, strings } from './fixtures';
import WishlistButton from './WishlistButton';

listen();
const state = mockWishlistServer();
afterEach(() => vi.restoreAllMocks());
const dataLayer = () => (window as unknown as { dataLayer: unknown[] }).dataLayer;

async function openDialog(item?: { item_name: string; item_id: string; price: number }) {
  const user = userEvent.setup();
  await renderWithI18n(
    <WishlistButton productId={1} productVariantId={101} kind="wishlist" item={item} />,
    strings,
  );
  await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter à ma liste d’envies' });
  return { user, dialog, scope: within(dialog) };
}

const note = (dialog: HTMLElement) => dialog.querySelector('[data-wishlist-note]')?.textContent;
const hidden = (element: Element | null) => Boolean(element?.closest('[hidden]'));

describe('wishlist dialog: choosing a list (spec 001 §2, §4)', () => {
  it('asks isinthelist and shows the quantity and the desired-quantity form', async () => {
    state.inList = (q) =>
      HttpResponse.json(
        q.get('listId') === '8'
          ? { IsInList: true, WishlistProductId: 55, Quantity: 3 }
          : { IsInList: false, WishlistProductId: null, Quantity: 0 },
      );
    const { user, dialog, scope } = await openDialog();
    await user.selectOptions(scope.getByLabelText('Choisissez une liste'), '8');
    await waitFor(() => expect(note(dialog)).toBe('Déjà dans cette liste (quantité : 3).'));
    expect(state.inListAsked.map((q) => q.toString())).toEqual(['productVariantId=101&listId=8']);
    expect(scope.getByLabelText<HTMLInputElement>('Nouvelle quantité').value).toBe('3');
    expect(hidden(scope.getByRole('button', { name: 'Modifier' }))).toBe(false);
    expect(hidden(scope.getByRole('button', { name: 'Ajouter', hidden: true }))).toBe(true);

    await user.selectOptions(scope.getByLabelText('Choisissez une liste'), '7');
    await waitFor(() => expect(note(dialog)).toBe(''));
    expect(hidden(scope.getByRole('button', { name: 'Ajouter' }))).toBe(false);
  });

  it('shows the name field for a new list without asking the server', async () => {
    const { user, scope } = await openDialog();
    await user.selectOptions(scope.getByLabelText('Choisissez une liste'), '0');
    expect(hidden(scope.getByLabelText('Nom de la liste'))).toBe(false);
    expect(scope.getByLabelText<HTMLInputElement>('Nom de la liste').required).toBe(true);
    expect(state.inListAsked).toEqual([]);
  });

  it('opens the login modal when isinthelist answers 401', async () => {
    state.inList = () => new HttpResponse(null, { status: 401 });
    const { user, scope } = await openDialog();
    await user.selectOptions(scope.getByLabelText('Choisissez une liste'), '8');
    await waitFor(() =>
      expect(shown(state.dialogs)).toEqual([
        { login: '/fr/catalog/product/robe?openWishlist=101' },
      ]),
    );
    expect(state.toast).not.toHaveBeenCalled();
  });

  it('growls Core.ErrorServer on a malformed isinthelist answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.inList = () => HttpResponse.json({ in: 'yes' });
    const { user, scope } = await openDialog();
    await user.selectOptions(scope.getByLabelText('Choisissez une liste'), '8');
    await waitFor(() =>
      expect(state.toast).toHaveBeenCalledWith({ kind: 'error', message: 'Core.ErrorServer' }),
    );
  });
});

describe('wishlist dialog: adding (spec 001 §3, §8; spec 000 §4)', () => {
  it('adds, growls the server Message, tracks, refreshes the count and closes', async () => {
    const changed = vi.fn();
    const off = on('vitrine:wishlist-changed', changed);
    const { user, scope } = await openDialog();
    await user.clear(scope.getByLabelText('Quantité souhaitée'));
    await user.type(scope.getByLabelText('Quantité souhaitée'), '2');
    await user.click(scope.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    off();
    expect(state.added.map((q) => Object.fromEntries(q))).toEqual([
      { productVariantId: '101', kind: 'wishlist', List: '7', Quantity: '2' },
    ]);
    expect(state.toast).toHaveBeenCalledWith({ kind: 'success', message: addAnswerBody.Message });
    expect(dataLayer()).toEqual([{ ecommerce: null }, addAnswerBody.DataLayer]);
    expect(changed).toHaveBeenCalledOnce();
  });

  it('creates a list with its name; refuses an empty name without a request', async () => {
    state.popup = () => html(popup({ noLists: true }));
    const { user, dialog, scope } = await openDialog();
    const name = scope.getByLabelText('Nom de la liste');
    await user.click(scope.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe('Donnez un nom à la liste.'),
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(state.added).toEqual([]);
    await user.type(name, 'Noël');
    await user.click(scope.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(state.added).toHaveLength(1));
    expect(state.added[0]?.get('List')).toBe('0');
    expect(state.added[0]?.get('NewListName')).toBe('Noël');
  });

  it('forces the quantity to a positive number (spec 001 §5)', async () => {
    const { user, scope } = await openDialog();
    const quantity = scope.getByLabelText<HTMLInputElement>('Quantité souhaitée');
    fireEvent.change(quantity, { target: { value: '-3' } });
    expect(quantity.value).toBe('1');
    fireEvent.change(quantity, { target: { value: '2.7' } });
    expect(quantity.value).toBe('2');
    await user.click(scope.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(state.added[0]?.get('Quantity')).toBe('2'));
  });

  it('builds add_to_wishlist from the item when the answer has no DataLayer', async () => {
    state.add = () => HttpResponse.json({ Message: 'Ajouté.', WishlistId: 7 });
    const { user, scope } = await openDialog({ item_name: 'Robe', item_id: '1', price: 24.9 });
    await user.click(scope.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dataLayer()[1]).toEqual({
      event: 'add_to_wishlist',
      ecommerce: {
        currency: 'EUR',
        value: 24.9,
        items: [{ item_name: 'Robe', item_id: '1', price: 24.9, quantity: 1 }],
      },
    });
  });

  it('still adds and closes when tracking throws (spec 000 §8)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (window as unknown as { dataLayer: unknown }).dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    };
    const { user, scope } = await openDialog();
    await user.click(scope.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.toast).toHaveBeenCalledWith({ kind: 'success', message: addAnswerBody.Message });
    expect(warn).toHaveBeenCalled();
  });

  it.each([
    [
      'a 422 with a Message',
      () => HttpResponse.json({ Message: 'Liste introuvable.' }, { status: 422 }),
      'Liste introuvable.',
    ],
    [
      'a 500 without a Message',
      () => new HttpResponse('boom', { status: 500 }),
      'Core.ErrorServer',
    ],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
    ['a malformed answer', () => HttpResponse.json({ ok: true }), 'Core.ErrorServer'],
  ])('growls the failure on %s and keeps the dialog open', async (_, answer, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.add = answer;
    const { user, scope } = await openDialog();
    await user.click(scope.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(state.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(dataLayer()).toEqual([]);
    const button = scope.getByRole('button', { name: 'Ajouter' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('opens the login modal when the add answers 401', async () => {
    state.add = () => HttpResponse.json({ Message: 'Connectez-vous' }, { status: 401 });
    const { user, scope } = await openDialog();
    await user.click(scope.getByRole('button', { name: 'Ajouter' }));
    await waitFor(() =>
      expect(shown(state.dialogs)).toEqual([
        { login: '/fr/catalog/product/robe?openWishlist=101' },
      ]),
    );
    expect(state.toast).not.toHaveBeenCalled();
  });
});

describe('wishlist dialog: desired quantity (spec 000 §8)', () => {
  it('updates the shown quantity and closes on IsSuccessfull', async () => {
    state.popup = () => html(popup({ inList: 3 }));
    const { user, dialog, scope } = await openDialog();
    expect(note(dialog)).toBe('Déjà dans cette liste (quantité : 3).');
    const quantity = scope.getByLabelText('Nouvelle quantité');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(scope.getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.updated.map((q) => q.toString())).toEqual(['Id=55&Quantity=4']);
    expect(state.toast).toHaveBeenCalledWith({ kind: 'success', message: 'Quantité : 4.' });
  });

  it.each([
    ['IsSuccessfull false', () => HttpResponse.json({ IsSuccessfull: false }), 'Core.ErrorServer'],
    [
      'a 422 with a status text',
      () => HttpResponse.json({ Message: 'Quantité invalide.' }, { status: 422 }),
      'Quantité invalide.',
    ],
    ['a 500', () => new HttpResponse(null, { status: 500 }), 'Core.ErrorServer'],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
  ])('growls an error on %s and stays open', async (_, answer, message) => {
    state.popup = () => html(popup({ inList: 3 }));
    state.update = answer;
    const { user, scope } = await openDialog();
    await user.click(scope.getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(state.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sends one update for two quick submits', async () => {
    state.popup = () => html(popup({ inList: 3 }));
    const { scope } = await openDialog();
    const form = scope.getByRole('button', { name: 'Modifier' }).closest('form') as HTMLFormElement;
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.updated).toHaveLength(1);
  });
});
