import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { wishlistCount } from '../../../src/core/stores/wishlist';
import { fakeDialogs, shown } from '../../../src/test/dialogs';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import WishlistCount from './WishlistCount';

const strings = {
  Catalog: {
    Wishlist: 'Liste d’envies',
    WishlistCount_one: '{{count}} produit dans votre liste d’envies',
    WishlistCount_other: '{{count}} produits dans votre liste d’envies',
  },
};

let answers: Array<number | Response | object> = [];
const server = setupServer(
  http.get('*/api/v1/catalog/wishlist/products/count', () => {
    const answer = answers.shift();
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => wishlistCount.store.setState({ status: 'idle', data: undefined }));

describe('wishlist-count', () => {
  it('shows the number of wishlist products, labelled for screen readers', async () => {
    answers = [3];
    await renderWithI18n(<WishlistCount />, strings);
    const link = await screen.findByRole('link', { name: '3 produits dans votre liste d’envies' });
    expect(link.textContent).toBe('3');
  });

  it('shows no badge at zero', async () => {
    answers = [0];
    await renderWithI18n(<WishlistCount />, strings);
    const link = await screen.findByRole('link', { name: '0 produit dans votre liste d’envies' });
    expect(link.textContent).toBe('');
  });

  it('leads to the wishlist page, not prefetched when the CMS says so (an anonymous shopper)', async () => {
    answers = [0];
    await renderWithI18n(<WishlistCount prefetch={false} />, strings);
    const link = await screen.findByRole('link', { name: /^0 produit/ });
    expect(link.getAttribute('href')).toBe('/fr/catalog/wishlist/list');
    expect(link.dataset.prefetch).toBe('false');
  });

  it('refreshes after a product is added to a wishlist (spec 000 §4)', async () => {
    answers = [1, 2];
    await renderWithI18n(<WishlistCount />, strings);
    await screen.findByRole('link', { name: /^1 produit/ });
    emit('vitrine:wishlist-changed', {});
    await screen.findByRole('link', { name: /^2 produits/ });
  });

  it('counts an anonymous shopper (401) as zero without opening the login modal', async () => {
    const dialogs = fakeDialogs();
    answers = [new HttpResponse(null, { status: 401 })];
    await renderWithI18n(<WishlistCount />, strings);
    await screen.findByRole('link', { name: '0 produit dans votre liste d’envies' });
    expect(shown(dialogs)).toEqual([]);
  });

  // issue 10 §6: a widget whose data cannot load keeps the CMS's own fallback.
  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => ({ count: 'many' })],
  ])('shows the server fallback again after %s', async (_name, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    answers = [answer()];
    await renderWithI18n(
      <WishlistCount wishlistUrl="/fr/envies" />,
      strings,
      'fr',
      '<a href="/fr/envies">Mes envies</a>',
    );
    const link = await screen.findByRole('link', { name: 'Mes envies' });
    expect(link.getAttribute('href')).toBe('/fr/envies');
    expect(document.querySelector('.vitrine-wishlist-count')).toBeNull();
  });
});
