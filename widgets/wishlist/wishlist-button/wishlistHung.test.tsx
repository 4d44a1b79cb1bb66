/**
 * The wishlist button's calls when the answer never comes (issue 16 §5, decision 047): the
 * popup ends in the policy's generic error modal (and says nothing more beside the button),
 * the add ends in a toast; either way the control takes the next press.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shown } from '../../../src/test/dialogs';
import { fakeClock, neverAnswer, passTime } from '../../../src/test/hung';
import { listen } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { html, mockWishlistServer, popup, strings } from './fixtures';
import WishlistButton from './WishlistButton';

listen();
const state = mockWishlistServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const button = () => screen.getByRole('button', { name: 'Ajouter à ma liste d’envies' });
const render = () =>
  renderWithI18n(<WishlistButton productId={1} productVariantId={101} kind="wishlist" />, strings);

describe('wishlist-button: answers that never come', () => {
  it('the popup: the generic error modal once, nothing beside the button, and a second press asks again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeClock();
    state.popup = neverAnswer;
    await render();
    fireEvent.click(button());
    await passTime(0);
    expect(button().getAttribute('aria-busy')).toBe('true');

    await passTime();

    expect(shown(state.dialogs)).toEqual([{ error: 'Manager.UnknowsErrors' }]);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(button().getAttribute('aria-busy')).toBe('false');
    vi.useRealTimers();
    state.popup = () => html(popup());
    fireEvent.click(button());
    await screen.findByRole('dialog', { name: 'Ajouter à ma liste d’envies' });
    expect(state.popupAsked).toHaveLength(2);
  });

  it('the add: a toast says Manager.NetworkError and the dialog stays open', async () => {
    await render();
    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter à ma liste d’envies' });
    fakeClock();
    state.add = neverAnswer;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await passTime(1000);

    await passTime();

    expect(state.toast).toHaveBeenCalledWith({ kind: 'error', message: 'Manager.NetworkError' });
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
