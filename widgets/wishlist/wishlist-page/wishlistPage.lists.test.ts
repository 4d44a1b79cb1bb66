/**
 * The wishlist page's lists (spec 001 §2, §3, §7, §8): choosing a list in the navigation,
 * renaming, describing, deleting and ordering a list, and what each failure shows.
 */
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listen, server } from '../../../src/test/msw';
import { items, mountPage } from './fixtures';

listen();

let page: ReturnType<typeof mountPage>;
let asked: string[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    http.get('*/fr/catalog/wishlist/list_item', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('wishlistid'));
      asked.push(`list ${id}`);
      return HttpResponse.html(items(id, id === 8 ? 'Pour la maison' : 'Liste'));
    }),
  );
  page = mountPage();
});

afterEach(() => page.dispose());

const link = (id: number) =>
  page.element.querySelector(`[data-wishlist-link="${id}"]`) as HTMLAnchorElement;
const button = (mark: string) => page.element.querySelector(`[${mark}]`) as HTMLButtonElement;
const click = (target: HTMLElement) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

describe('choosing a list (spec 001 §2)', () => {
  it('loads its items into the table wrapper, marks it current, writes ?Id= and announces it', async () => {
    const before = history.length;
    click(link(8));
    expect(page.wrapper.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(page.wrapper.querySelector('[data-wishlist="8"]')).not.toBeNull());
    expect(asked).toEqual(['list 8']);
    expect(link(8).getAttribute('aria-current')).toBe('page');
    expect(link(7).hasAttribute('aria-current')).toBe(false);
    expect(location.search).toBe('?Id=8');
    expect(history.length).toBe(before + 1);
    expect(page.wrapper.hasAttribute('aria-busy')).toBe(false);
    expect(page.element.querySelector('[data-wishlist-status]')?.textContent).toBe(
      'Pour la maison 2 produits',
    );
  });

  it('asks another address when the page names one (data-list-item-url)', async () => {
    page.dispose();
    server.use(
      http.get('*/cms/wishlist-items', ({ request }) =>
        HttpResponse.html(
          items(Number(new URL(request.url).searchParams.get('wishlistid')), 'Autre'),
        ),
      ),
    );
    page = mountPage({ listItemUrl: '/cms/wishlist-items' });
    click(link(9));
    await waitFor(() => expect(page.wrapper.querySelector('[data-wishlist="9"]')).not.toBeNull());
  });

  it('leaves a modified click (new tab) and the list already shown to the browser', () => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link(8).dispatchEvent(event);
    click(link(7));
    expect(event.defaultPrevented).toBe(false);
    expect(asked).toEqual([]);
  });

  it.each([
    [
      'a 404',
      () => new HttpResponse('<p>Introuvable</p>', { status: 404 }),
      'error: Core.ErrorServer',
    ],
    ['a 500', () => new HttpResponse('boom', { status: 500 }), 'error: Core.ErrorServer'],
    ['a network error', () => HttpResponse.error(), 'error: Manager.NetworkError'],
  ])('keeps the list shown after %s and says so', async (_, answer, toast) => {
    server.use(http.get('*/fr/catalog/wishlist/list_item', answer));
    click(link(8));
    await waitFor(() => expect(page.toasts()).toEqual([toast]));
    expect(page.wrapper.querySelector('[data-wishlist="7"]')).not.toBeNull();
    expect(link(7).getAttribute('aria-current')).toBe('page');
    expect(location.search).toBe('');
  });

  it('opens the login modal on a 401, coming back to this page', async () => {
    server.use(
      http.get('*/fr/catalog/wishlist/list_item', () => new HttpResponse('', { status: 401 })),
    );
    click(link(8));
    await waitFor(() =>
      expect(page.dialogs.login).toHaveBeenCalledWith('/fr/catalog/wishlist/list'),
    );
    expect(page.toasts()).toEqual([]);
  });
});

describe('changing the list (spec 001 §2, §3, §7)', () => {
  it('renames it: the heading and the navigation follow, the Message is said', async () => {
    let query: URLSearchParams | undefined;
    server.use(
      http.post('*/api/v1/catalog/wishlist/updatename', ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ Message: 'Renommée.', Name: 'Noël' });
      }),
    );
    (page.element.querySelector('#name') as HTMLInputElement).value = ' Noël ';
    (page.element.querySelector('[data-wishlist-rename]') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect(page.toasts()).toEqual(['success: Renommée.']));
    expect(query?.get('Id')).toBe('7');
    expect(query?.get('Name')).toBe(' Noël ');
    expect(page.element.querySelector('[data-wishlist-title]')?.textContent).toBe('Noël');
    expect(link(7).textContent).toBe('Noël');
    expect(page.changed.wishlist).toBe(1);
  });

  it('saves the description, and says the server Message when it refuses', async () => {
    server.use(
      http.post('*/api/v1/catalog/wishlist/updatedescription', () =>
        HttpResponse.json({ Message: 'Trop longue.' }, { status: 422 }),
      ),
    );
    const field = page.element.querySelector('#d') as HTMLTextAreaElement;
    field.value = 'Pour Paul';
    (page.element.querySelector('[data-wishlist-describe]') as HTMLFormElement).requestSubmit();
    await waitFor(() => expect(page.toasts()).toEqual(['error: Trop longue.']));
    expect(field.value).toBe('Pour Paul');
    expect(page.changed.wishlist).toBe(0);
  });

  it('deletes it after the confirm dialog, then goes to the answer’s Uri', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/catalog/wishlist/delete', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ Message: 'Supprimée.', Uri: '/fr/catalog/wishlist/list' });
      }),
    );
    click(button('data-wishlist-delete-list'));
    await waitFor(() => expect(page.goTo).toHaveBeenCalledWith('/fr/catalog/wishlist/list'));
    expect(page.dialogs.confirm).toHaveBeenCalledWith({
      message: 'Core.SureToDelete',
      cancelLabel: 'Core.BtnBack',
      confirmLabel: 'Core.BtnConfirm',
    });
    expect(body).toEqual({ Id: 7 });
    expect(page.changed.wishlist).toBe(1);
  });

  it('keeps the list when the shopper goes back in the confirm dialog', async () => {
    page.dialogs.confirm.mockResolvedValueOnce(false);
    click(button('data-wishlist-delete-list'));
    await waitFor(() => expect(page.dialogs.confirm).toHaveBeenCalled());
    expect(page.goTo).not.toHaveBeenCalled();
  });

  it('never leaves the site for an Uri on another origin', async () => {
    server.use(
      http.post('*/api/v1/catalog/wishlist/delete', () =>
        HttpResponse.json({ Uri: 'https://elsewhere.example/phish' }),
      ),
    );
    click(button('data-wishlist-delete-list'));
    await waitFor(() => expect(page.goTo).toHaveBeenCalledWith('/fr/catalog/wishlist/list'));
  });

  it('orders all its products: the Message is said and the header basket follows', async () => {
    let culture: string | null = null;
    server.use(
      http.post('*/api/v1/catalog/products/addwishlisttocart', ({ request }) => {
        culture = new URL(request.url).searchParams.get('culture');
        return HttpResponse.json({ Message: '2 produits ajoutés.', ItemsCount: 2 });
      }),
    );
    click(button('data-wishlist-order-all'));
    expect(button('data-wishlist-order-all').getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(page.toasts()).toEqual(['success: 2 produits ajoutés.']));
    expect(culture).toBe('fr');
    expect(page.changed.basket).toBe(1);
    expect(button('data-wishlist-order-all').hasAttribute('aria-busy')).toBe(false);
  });

  it.each([
    [
      'a 404',
      () => HttpResponse.json({ Message: 'Liste introuvable.' }, { status: 404 }),
      'error: Liste introuvable.',
    ],
    ['a 500', () => HttpResponse.json({ Message: 'Panne.' }, { status: 500 }), 'error: Panne.'],
    ['a network error', () => HttpResponse.error(), 'error: Manager.NetworkError'],
    [
      'a malformed answer',
      () => HttpResponse.json({ ItemsCount: 'deux' }),
      'error: Core.ErrorServer',
    ],
  ])('orders nothing after %s, and says why', async (_, answer, toast) => {
    server.use(http.post('*/api/v1/catalog/products/addwishlisttocart', answer));
    click(button('data-wishlist-order-all'));
    await waitFor(() => expect(page.toasts()).toEqual([toast]));
    expect(page.changed.basket).toBe(0);
  });

  it('opens the login modal when the session ended (401)', async () => {
    server.use(
      http.post('*/api/v1/catalog/products/addwishlisttocart', () =>
        HttpResponse.json({ Message: 'Connectez-vous.' }, { status: 401 }),
      ),
    );
    click(button('data-wishlist-order-all'));
    await waitFor(() => expect(page.dialogs.login).toHaveBeenCalled());
    expect(page.toasts()).toEqual([]);
  });
});
