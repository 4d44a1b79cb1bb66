import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { readProps } from '../../../src/core/props';
import { shown } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import { variantChange } from '../../../src/test/variantChange';
import { html, mockWishlistServer, popup, strings } from './fixtures';
import definition from './index';
import WishlistButton from './WishlistButton';

listen();
const state = mockWishlistServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Each test is a page of its own: the variant chosen on one is forgotten when it is left.
  emit('vitrine:page-leave', { url: '/fr/' });
});

type Props = Parameters<typeof WishlistButton>[0];

async function setup(overrides: Partial<Props> = {}) {
  const user = userEvent.setup();
  const props: Props = { productId: 1, productVariantId: 101, kind: 'wishlist', ...overrides };
  await renderWithI18n(<WishlistButton {...props} />, strings);
  return user;
}

async function openDialog(overrides: Partial<Props> = {}) {
  const user = await setup(overrides);
  await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter à ma liste d’envies' });
  return { user, dialog };
}

describe('wishlist-button: opening (spec 000 §2, §8)', () => {
  it('loads the popup of the variant and shows its form in a dialog', async () => {
    const { dialog } = await openDialog();
    expect(state.popupAsked.map((q) => q.toString())).toEqual(['productVariantId=101']);
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Choisissez une liste').value).toBe(
      '7',
    );
    expect(within(dialog).getByLabelText('Nom de la liste').closest('[hidden]')).not.toBeNull();
  });

  it('opens the login modal on 401, coming back with ?openWishlist', async () => {
    state.popup = () => html('<p>Connectez-vous</p>', 401);
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
    await waitFor(() =>
      expect(shown(state.dialogs)).toEqual([
        { login: '/fr/catalog/product/robe?openWishlist=101' },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves a 500 to the generic error modal and opens nothing', async () => {
    state.popup = () => new HttpResponse('boom', { status: 500 });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
    await waitFor(() => expect(shown(state.dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so beside the button when the popup is not found (404, only logged by the policy)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    state.popup = () => html('<p>?</p>', 404);
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Erreur inattendue.'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so beside the button on a network error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    state.popup = () => HttpResponse.error();
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Connexion impossible.'),
    );
  });

  it('refuses a malformed popup answer with a message and a log', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    state.popup = () => HttpResponse.json({ not: 'html' });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Erreur inattendue.'));
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uses a configured popup address and asks birth lists with kind=birthlist', async () => {
    server.use(
      http.get('*/fr/listes/ajout', ({ request }) => {
        state.popupAsked.push(new URL(request.url).searchParams);
        return html(popup({ kind: 'birthlist' }));
      }),
    );
    const user = await setup({ kind: 'birthlist', popupUrl: '/fr/listes/ajout?from=page' });
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste de naissance' }));
    await screen.findByRole('dialog', { name: 'Ajouter à ma liste de naissance' });
    expect(state.popupAsked.map((q) => q.toString())).toEqual([
      'from=page&productVariantId=101&kind=birthlist',
    ]);
  });

  it('follows the variant chosen on the page, for its own product only', async () => {
    const user = await setup();
    act(() => {
      emit('vitrine:variant-changed', { ...change, productId: 2, productVariantId: 201 });
      emit('vitrine:variant-changed', { ...change, productVariantId: 103 });
    });
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
    await screen.findByRole('dialog');
    expect(state.popupAsked.map((q) => q.get('productVariantId'))).toEqual(['103']);
  });

  it('starts with the variant chosen before it mounted (it waits until it is seen)', async () => {
    emit('vitrine:variant-changed', { ...change, productVariantId: 104 });
    emit('vitrine:variant-changed', { ...change, productId: 2, productVariantId: 201 });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
    await screen.findByRole('dialog');
    expect(state.popupAsked.map((q) => q.get('productVariantId'))).toEqual(['104']);
  });

  it('keeps its own variant when the last choice was another product’s', async () => {
    emit('vitrine:variant-changed', { ...change, productId: 2, productVariantId: 201 });
    const user = await setup();
    await user.click(screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }));
    await screen.findByRole('dialog');
    expect(state.popupAsked.map((q) => q.get('productVariantId'))).toEqual(['101']);
  });
});

const change = variantChange();

describe('wishlist-button: ?openWishlist and ?openBirthlist (spec 000 §2, §9)', () => {
  it('opens the dialog of the asked variant after 200 ms', async () => {
    applyPageSettings({}, '/fr/catalog/product/robe?openWishlist=101');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup();
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(state.popupAsked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await screen.findByRole('dialog', { name: 'Ajouter à ma liste d’envies' });
    expect(state.popupAsked).toHaveLength(1);
  });

  it('gives focus to the button once the dialog it opened closes after an add (issue 10 §2)', async () => {
    applyPageSettings({}, '/fr/catalog/product/robe?openWishlist=101');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderWithI18n(
      <WishlistButton productId={1} productVariantId={101} kind="wishlist" />,
      strings,
    );
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à ma liste d’envies' });
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' }),
    );
  });

  it('ignores another variant, and the birth-list flag for a wishlist button', async () => {
    applyPageSettings({}, '/fr/catalog/product/robe?openWishlist=999&openBirthlist');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(state.popupAsked).toEqual([]);
  });

  it('opens the birth-list dialog with ?openBirthlist', async () => {
    applyPageSettings({}, '/fr/catalog/product/robe?openBirthlist');
    state.popup = () => html(popup({ kind: 'birthlist' }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await setup({ kind: 'birthlist' });
    await act(() => vi.advanceTimersByTimeAsync(200));
    vi.useRealTimers();
    await screen.findByRole('dialog', { name: 'Ajouter à ma liste de naissance' });
  });
});

describe('wishlist-button: props', () => {
  it('reads valid data attributes and reports invalid ones by name', () => {
    const element = document.createElement('div');
    element.setAttribute('data-product-id', '1');
    element.setAttribute('data-product-variant-id', '101');
    expect(readProps(element, definition.props, 'wishlist-button')).toMatchObject({
      ok: true,
      props: { kind: 'wishlist' },
    });
    element.setAttribute('data-kind', 'giftlist');
    const kind = readProps(element, definition.props, 'wishlist-button');
    expect(kind.ok ? '' : kind.message).toContain('data-kind');
    element.setAttribute('data-kind', 'birthlist');
    element.setAttribute('data-product-variant-id', 'abc');
    const id = readProps(element, definition.props, 'wishlist-button');
    expect(id.ok ? '' : id.message).toContain('data-product-variant-id');
  });
});
