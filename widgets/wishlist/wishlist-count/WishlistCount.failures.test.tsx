/**
 * The header's wishlist count when its call hangs or is not found (issue 16 §4, §5): after the
 * time limit (decision 047) the CMS's own link stays, as after any failure, and nothing opens
 * (the count leaves failures to itself: a modal on every page would be worse than no count).
 * 401, 500, network and malformed answers: WishlistCount.test.tsx.
 */
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { wishlistCount } from '../../../src/core/stores/wishlist';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import WishlistCount from './WishlistCount';

const strings = {
  Catalog: {
    Wishlist: 'Liste d’envies',
    WishlistCount_one: '{{count}} produit dans votre liste d’envies',
    WishlistCount_other: '{{count}} produits dans votre liste d’envies',
  },
};

listen();

let answers: Array<() => Response | Promise<Response>>;
let dialogs: FakeDialogs;

beforeEach(() => {
  wishlistCount.store.setState({ status: 'idle', data: undefined });
  dialogs = fakeDialogs();
  server.use(
    http.get('*/api/v1/catalog/wishlist/products/count', () => (answers.shift() ?? never)()),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

const render = () =>
  renderWithI18n(<WishlistCount />, strings, 'fr', '<a href="/fr/envies">Mes envies</a>');

describe('wishlist-count when the count does not come', () => {
  it('keeps the server link after the time limit of a call that never answers', async () => {
    fakeClock();
    answers = [never];
    await render();
    await passTime(0);
    expect(screen.getByRole('link', { name: 'Liste d’envies' })).toBeTruthy();

    await passTime();

    expect(screen.getByRole('link', { name: 'Mes envies' })).toBeTruthy();
    expect(document.querySelector('.vitrine-wishlist-count')).toBeNull();
    expect(shown(dialogs)).toEqual([]);
  });

  it('keeps the last count when a refresh hangs, and counts again on the next change', async () => {
    answers = [() => HttpResponse.json(2)];
    await render();
    await screen.findByRole('link', { name: '2 produits dans votre liste d’envies' });
    fakeClock();
    answers = [never, () => HttpResponse.json(3)];
    emit('vitrine:wishlist-changed', {});
    await passTime();
    expect(screen.getByRole('link', { name: '2 produits dans votre liste d’envies' })).toBeTruthy();

    emit('vitrine:wishlist-changed', {});
    vi.useRealTimers();
    await screen.findByRole('link', { name: '3 produits dans votre liste d’envies' });
  });

  it('keeps the server link on a 404, with no dialog', async () => {
    answers = [() => new HttpResponse(null, { status: 404 })];
    await render();

    await screen.findByRole('link', { name: 'Mes envies' });
    expect(shown(dialogs)).toEqual([]);
  });
});
