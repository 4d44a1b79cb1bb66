/** Every failure of a change or a reload (spec 000 §8, spec 001 §8): nothing is lost. */
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { server } from '../../../src/test/msw';
import { cartHarness, input, mount, press } from './harness';

const h = cartHarness();
afterEach(() => {
  vi.useRealTimers();
});

describe('cart-items: failures give the server’s truth back, nothing lost', () => {
  it.each([
    [
      'a 404 with its Message',
      () => HttpResponse.json({ Message: 'Plus dans le panier.' }, { status: 404 }),
      'Plus dans le panier.',
    ],
    [
      'a 422 with its Message',
      () => HttpResponse.json({ Message: 'Stock épuisé.' }, { status: 422 }),
      'Stock épuisé.',
    ],
    ['a 500', () => new HttpResponse(null, { status: 500 }), 'Core.ErrorServer'],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
    ['a malformed answer', () => HttpResponse.json({ ItemsCount: 'two' }), 'Core.ErrorServer'],
  ])('%s: a toast, then the lines as the server holds them', async (_name, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    h.answer = () => failure();
    const { dispose } = mount(h.basket);
    press('plus 11');
    await waitFor(() => expect(h.dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    await waitFor(() => expect(h.fragments).toBe(1));
    await waitFor(() => expect(input(11)).toHaveProperty('value', '1'));
    expect(h.dialogs.login).not.toHaveBeenCalled();
    // Nothing changed: the header and the other tabs are not asked to refresh.
    expect(h.changed).toBe(0);
    dispose();
  });

  it('a 401 opens the login dialog, coming back to the cart', async () => {
    h.answer = () => new HttpResponse(null, { status: 401 });
    const { dispose } = mount(h.basket);
    press('plus 11');
    await waitFor(() => expect(h.dialogs.login).toHaveBeenCalledWith('/fr/shoppingcarts'));
    expect(h.dialogs.toast).not.toHaveBeenCalled();
    dispose();
  });

  it('a failed reload keeps the lines shown and says so', async () => {
    server.use(
      http.get('*/fr/widget/shoppingcartitems', () => new HttpResponse(null, { status: 500 })),
    );
    const { dispose } = mount(h.basket);
    emit('vitrine:basket-changed', { remote: true });
    await waitFor(() =>
      expect(h.dialogs.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Manager.UnknowsErrors',
      }),
    );
    expect(input(11)).toHaveProperty('value', '1');
    dispose();
  });

  it('a change that never answers: after the time limit, a toast and the server’s lines (issue 16 §5)', async () => {
    fakeClock();
    h.answer = () => never();
    const { dispose } = mount(h.basket);
    press('plus 11');
    await passTime(1000);
    expect(h.sent).toEqual(['PUT 11 2 fr']);
    expect(document.querySelector('.vitrine-cart-items')?.getAttribute('aria-busy')).toBe('true');

    await passTime();
    vi.useRealTimers();

    expect(h.dialogs.toast).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Manager.NetworkError',
    });
    await waitFor(() => expect(h.fragments).toBe(1));
    await waitFor(() => expect(input(11)).toHaveProperty('value', '1'));
    expect(h.changed).toBe(0);
    dispose();
  });
});
