/**
 * The cart-items tests' stand-in for the CMS (msw): a basket, the fragment it renders with the
 * data attributes of docs/endpoints.md, the two line calls, and what went over the wire.
 * `cartHarness()` registers the hooks; its fields are reset before each test.
 */
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { on } from '../../../src/core/events';
import { parseFragment } from '../../../src/core/fragment';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import cartItems from './cartItems';

export interface TestLine {
  id: number;
  name: string;
  quantity: number;
  price: number;
  min?: number;
  step?: number;
  max?: number;
}

export function fragmentHtml(lines: TestLine[]): string {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const item = (line: TestLine, index: number) =>
    JSON.stringify({
      item_name: line.name,
      item_id: String(line.id),
      price: line.price,
      index,
    }).replaceAll('"', '&quot;');
  const viewCart = JSON.stringify({
    currency: 'EUR',
    value: total,
    items: lines.map((line) => ({ item_name: line.name, quantity: line.quantity })),
  }).replaceAll('"', '&quot;');
  if (lines.length === 0) {
    return '<div data-count="0"><p>Vide</p><a href="/fr/catalog">Catalogue</a></div>';
  }
  return `<div data-count="${lines.length}" data-announce="Total : ${total} €" data-view-cart="${viewCart}">
    <ul>${lines
      .map(
        (
          line,
          index,
        ) => `<li data-line="${line.id}" data-quantity="${line.quantity}" data-item="${item(line, index)}">
        <a href="/fr/p/${line.id}">${line.name}</a>
        <form method="post" action="/fr/shoppingcarts/items/${line.id}">
          <button type="submit" name="Step" value="-1" data-quantity-step="-1" aria-label="moins ${line.id}">−</button>
          <input name="Quantity" aria-label="quantité ${line.id}" value="${line.quantity}"
            data-min="${line.min ?? 1}" data-step="${line.step ?? 1}" data-max="${line.max ?? 50}" />
          <button type="submit" name="Step" value="1" data-quantity-step="1" aria-label="plus ${line.id}">+</button>
        </form>
        <form method="post" action="/fr/shoppingcarts/items/${line.id}/delete">
          <button type="submit" data-delete aria-label="retirer ${line.id}">Retirer</button>
        </form>
      </li>`,
      )
      .join('')}</ul>
    <p class="total">Total : ${total} €</p>
  </div>`;
}

export interface Harness {
  basket: TestLine[];
  dialogs: FakeDialogs;
  /** The changes the server received, as "PUT id quantity culture" or "DELETE id". */
  sent: string[];
  /** Fragment loads. */
  fragments: number;
  /** vitrine:basket-changed events fired. */
  changed: number;
  /** A special answer for a change (a failure), or undefined for the normal one. */
  answer: (id: number, quantity?: number) => Response | Promise<Response | undefined> | undefined;
}

export function cartHarness(): Harness {
  listen();
  const h = {} as Harness;
  let offChanged = () => {};
  const summary = () =>
    HttpResponse.json({
      ItemsCount: h.basket.reduce((sum, line) => sum + line.quantity, 0),
      AmountTaxInclHtml: '1 €',
      AmountTaxExclHtml: '1 €',
    });
  beforeEach(() => {
    applyPageSettings({}, '/fr/shoppingcarts');
    h.dialogs = fakeDialogs(true);
    h.basket = [
      { id: 11, name: 'Robe', quantity: 1, price: 10 },
      { id: 12, name: 'Sac', quantity: 2, price: 5 },
      { id: 13, name: 'Lampe', quantity: 3, price: 2, step: 3, max: 10 },
    ];
    h.sent = [];
    h.fragments = 0;
    h.changed = 0;
    h.answer = () => undefined;
    (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
    offChanged = on('vitrine:basket-changed', () => {
      h.changed += 1;
    });
    server.use(
      http.get('*/fr/widget/shoppingcartitems', () => {
        h.fragments += 1;
        return HttpResponse.text(fragmentHtml(h.basket), {
          headers: { 'Content-Type': 'text/html' },
        });
      }),
      http.put('*/api/v1/shoppingcarts/items/:id', async ({ params, request }) => {
        const id = Number(params.id);
        const { Quantity } = (await request.json()) as { Quantity: number };
        h.sent.push(`PUT ${id} ${Quantity} ${new URL(request.url).searchParams.get('culture')}`);
        const special = await h.answer(id, Quantity);
        if (special) return special;
        const line = h.basket.find((l) => l.id === id);
        if (line) line.quantity = Quantity;
        return summary();
      }),
      http.delete('*/api/v1/shoppingcarts/items/:id', async ({ params }) => {
        const id = Number(params.id);
        h.sent.push(`DELETE ${id}`);
        const special = await h.answer(id);
        if (special) return special;
        h.basket = h.basket.filter((l) => l.id !== id);
        return summary();
      }),
    );
  });
  afterEach(() => {
    offChanged();
    for (const dispose of mounted.splice(0)) dispose();
  });
  return h;
}

const mounted: Array<() => void> = [];

/** Mounts the widget over the fragment (or an empty container); disposed after the test. */
export function mount(basket: TestLine[], prerendered = true) {
  const element = document.createElement('div');
  if (prerendered) element.append(...parseFragment(fragmentHtml(basket)));
  document.body.append(element);
  const dispose = cartItems(
    element,
    { src: 'widget/shoppingcartitems', debounce: 30 },
    widgetContext(element, { name: 'cart-items' }),
  );
  let disposed = false;
  const once = () => {
    if (!disposed) dispose();
    disposed = true;
  };
  mounted.push(once);
  return { element, dispose: once };
}

export const input = (id: number) => screen.getByRole('textbox', { name: `quantité ${id}` });
export const press = (label: string) =>
  fireEvent.click(screen.getByRole('button', { name: label }));
export const totalText = () => document.querySelector('.total')?.textContent;
export const events = () =>
  (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer
    .filter((entry) => entry.event)
    .map((entry) => entry.event);
