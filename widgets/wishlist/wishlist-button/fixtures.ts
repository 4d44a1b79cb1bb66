/**
 * Test fixtures of the wishlist button: the popup fragment as the demo CMS writes it (the
 * data-wishlist-* contract), the strings, and msw handlers whose answers each test may change.
 */
import { HttpResponse, http } from 'msw';
import { beforeEach, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import * as services from '../../../src/ui/services';
import type { ToastItem } from '../../../src/ui/store';

export const strings = {
  Core: { ErrorServer: 'Le serveur a échoué.', Close: 'Fermer', Loading: 'Chargement…' },
  Manager: { UnknowsErrors: 'Erreur inattendue.', NetworkError: 'Connexion impossible.' },
  Catalog: {
    AddToWishlist: 'Ajouter à ma liste d’envies',
    AddToBirthList: 'Ajouter à ma liste de naissance',
    AlreadyInListQuantity_one: 'Déjà dans cette liste (quantité : {{count}}).',
    AlreadyInListQuantity_other: 'Déjà dans cette liste (quantité : {{count}}).',
    WishlistNameRequired: 'Donnez un nom à la liste.',
    WishlistQuantityUpdated: 'Quantité : {{count}}.',
  },
};

/** The popup: lists 7 "Noël" and 8 "Anniversaire", then "new list" (0). */
export function popup({ kind = 'wishlist', inList = 0, noLists = false } = {}) {
  const lists = noLists
    ? ''
    : '<option value="7">Noël</option><option value="8">Anniversaire</option>';
  return `<div data-wishlist-popup data-kind="${kind}">
  <form method="post" data-wishlist-add data-no-ajax>
    <input type="hidden" name="productVariantId" value="101">
    <input type="hidden" name="kind" value="${kind}">
    <label for="l">Choisissez une liste</label>
    <select id="l" name="List" data-wishlist-list>${lists}<option value="0">Nouvelle liste</option></select>
    <div data-wishlist-new-list ${noLists ? '' : 'hidden'}>
      <label for="n">Nom de la liste</label><input id="n" name="NewListName" value="">
    </div>
    <div data-wishlist-add-fields ${inList ? 'hidden' : ''}>
      <label for="q">Quantité souhaitée</label><input id="q" name="Quantity" type="number" min="1" value="1">
      <button type="submit">Ajouter</button>
    </div>
  </form>
  <p role="status" data-wishlist-note>${inList ? `Déjà dans cette liste (quantité : ${inList}).` : ''}</p>
  <form method="post" data-wishlist-quantity data-no-ajax ${inList ? '' : 'hidden'}>
    <input type="hidden" name="Id" value="${inList ? 55 : ''}">
    <label for="d">Nouvelle quantité</label><input id="d" name="Quantity" type="number" min="1" value="${inList || 1}">
    <button type="submit">Modifier</button>
  </form>
</div>`;
}

export const addAnswerBody = {
  Message: 'Le produit a été ajouté à la liste « Noël ».',
  DataLayer: {
    event: 'add_to_wishlist',
    ecommerce: { currency: 'EUR', value: 49.8, items: [{ item_id: '1', item_name: 'Robe' }] },
  },
  WishlistId: 7,
};

export const html = (body: string, status = 200) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } });

export interface WishlistServer {
  popupAsked: URLSearchParams[];
  inListAsked: URLSearchParams[];
  added: URLSearchParams[];
  updated: URLSearchParams[];
  popup: () => Response;
  inList: (query: URLSearchParams) => Response;
  add: () => Response;
  update: () => Response;
  /** The one dialogs port: the login and error modals of spec 000 §8. */
  dialogs: FakeDialogs;
  toast: ReturnType<typeof vi.fn<(item: Omit<ToastItem, 'id'>) => void>>;
}

/** Registers the handlers before each test; the returned state is reset each time. */
export function mockWishlistServer(): WishlistServer {
  const state = {} as WishlistServer;
  beforeEach(() => {
    applyPageSettings({}, '/fr/catalog/product/robe');
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    state.dialogs = fakeDialogs();
    state.toast = vi.fn<(item: Omit<ToastItem, 'id'>) => void>();
    vi.spyOn(services, 'toast').mockImplementation(state.toast);
    Object.assign(state, { popupAsked: [], inListAsked: [], added: [], updated: [] });
    state.popup = () => html(popup());
    state.inList = () =>
      HttpResponse.json({ IsInList: false, WishlistProductId: null, Quantity: 0 });
    state.add = () => HttpResponse.json(addAnswerBody);
    state.update = () =>
      HttpResponse.json({ IsSuccessfull: true, WishlistProductId: 55, Quantity: 4 });
    const query = (request: Request) => new URL(request.url).searchParams;
    server.use(
      http.get('*/fr/catalog/wishlist/popup', ({ request }) => {
        state.popupAsked.push(query(request));
        return state.popup();
      }),
      http.get('*/api/v1/catalog/wishlist/isinthelist', ({ request }) => {
        state.inListAsked.push(query(request));
        return state.inList(query(request));
      }),
      http.post('*/api/v1/catalog/wishlist/addproductvariant', ({ request }) => {
        state.added.push(query(request));
        return state.add();
      }),
      http.post('*/api/v1/catalog/wishlist/updatequantity', ({ request }) => {
        state.updated.push(query(request));
        return state.update();
      }),
    );
  });
  return state;
}
