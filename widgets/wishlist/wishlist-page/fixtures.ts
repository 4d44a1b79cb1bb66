/**
 * Test fixtures of the wishlist page: the page and the items fragment as the demo CMS writes
 * them (the data-wishlist-* contract of docs/endpoints.md), the behaviour mounted on them, and
 * what it showed (toasts, login, confirm through the fake dialogs port).
 */
import { vi } from 'vitest';
import { on } from '../../../src/core/events';
import { parseFragment } from '../../../src/core/fragment';
import { provideNavigation } from '../../../src/core/navigation';
import { fakeDialogs } from '../../../src/test/dialogs';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import wishlistPage from './wishlistPage';

export interface Item {
  id: number;
  variant: number;
  name: string;
  qty: number;
}

export const GIFTS: Item[] = [
  { id: 11, variant: 101, name: 'Sandale Kodiak', qty: 2 },
  { id: 12, variant: 102, name: 'Gourde Alto', qty: 1 },
];

/** The items fragment of list `id` (GET {culture}/catalog/wishlist/list_item?wishlistid=). */
export function items(id: number, name: string, list: Item[] = GIFTS): string {
  const rows = list
    .map(
      (
        item,
      ) => `<tr data-wishlist-item="${item.id}" data-product-variant-id="${item.variant}" data-name="${item.name}">
      <th scope="row"><a id="n${item.id}" href="/fr/catalog/product/p${item.id}">${item.name}</a></th>
      <td><label for="q${item.id}">Quantité souhaitée</label>
        <input id="q${item.id}" value="${item.qty}" data-saved="${item.qty}" data-wishlist-quantity></td>
      <td><button type="button" data-wishlist-add-to-cart>Ajouter au panier</button>
        <button type="button" data-wishlist-remove>Retirer de la liste</button></td></tr>`,
    )
    .join('');
  return `<section data-wishlist="${id}">
    <h2 tabindex="-1"><span data-wishlist-title>${name}</span> <small>${list.length} produits</small></h2>
    <table><tbody>${rows}</tbody></table>
    <button type="button" data-wishlist-order-all>Ajouter toute la liste au panier</button>
    <button type="button" data-wishlist-delete-list>Supprimer la liste</button>
    <form data-wishlist-rename><label for="name">Nom</label><input id="name" name="Name" value="${name}" required>
      <button type="submit">Renommer</button></form>
    <form data-wishlist-describe><label for="d">Description</label><textarea id="d" name="Description"></textarea>
      <button type="submit">Enregistrer</button></form>
  </section>`;
}

/** The page with lists 7 "Idées cadeaux" (shown) and 8 "Pour la maison", and a birth list 9. */
export function mountPage(props: { listItemUrl?: string } = {}) {
  applyPageSettings({}, '/fr/catalog/wishlist/list');
  const dialogs = fakeDialogs();
  const goTo = vi.fn();
  provideNavigation((href) => goTo(href));
  const element = document.createElement('div');
  element.append(
    ...parseFragment(`<nav aria-label="Mes listes">
      <ul><li><a href="/fr/catalog/wishlist/list?Id=7" data-wishlist-link="7" aria-current="page">Idées cadeaux</a></li>
      <li><a href="/fr/catalog/wishlist/list?Id=8" data-wishlist-link="8">Pour la maison</a></li></ul>
      <ul><li><a href="/fr/catalog/wishlist/list?Id=9" data-wishlist-link="9">Naissance de Léa</a></li></ul>
    </nav>
    <div data-wishlist-items>${items(7, 'Idées cadeaux')}</div>
    <p role="status" data-wishlist-status></p>`),
  );
  document.body.append(element);
  const changed = { wishlist: 0, basket: 0 };
  const offs = [
    on('vitrine:wishlist-changed', () => changed.wishlist++),
    on('vitrine:basket-changed', () => changed.basket++),
  ];
  const dispose = wishlistPage(element, props, widgetContext(element, { name: 'wishlist-page' }));
  const wrapper = element.querySelector('[data-wishlist-items]') as HTMLElement;
  const toasts = () => dialogs.toast.mock.calls.map(([toast]) => `${toast.kind}: ${toast.message}`);
  return {
    element,
    wrapper,
    dialogs,
    goTo,
    changed,
    toasts,
    dispose: () => {
      dispose();
      for (const off of offs) off();
    },
  };
}

export const quantityOf = (element: HTMLElement, id: number) =>
  element.querySelector(`#q${id}`) as HTMLInputElement;

/** The shopper types a value and leaves the field (the change event). */
export function typeQuantity(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
