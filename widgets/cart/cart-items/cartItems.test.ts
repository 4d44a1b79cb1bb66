import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit, on } from '../../../src/core/events';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { gate, listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import cartItems from './cartItems';
import { fragmentHtml, type TestLine } from './fixtures';

listen();

let basket: TestLine[];
let dialogs: FakeDialogs;
let sent: string[];
let fragments: number;
let changed: number;
let answer: (id: number, quantity?: number) => Response | Promise<Response | undefined> | undefined;
let offChanged: () => void;

const summary = () =>
  HttpResponse.json({
    ItemsCount: basket.reduce((sum, line) => sum + line.quantity, 0),
    AmountTaxInclHtml: '1 €',
    AmountTaxExclHtml: '1 €',
  });

beforeEach(() => {
  applyPageSettings({}, '/fr/shoppingcarts');
  dialogs = fakeDialogs(true);
  basket = [
    { id: 11, name: 'Robe', quantity: 1, price: 10 },
    { id: 12, name: 'Sac', quantity: 2, price: 5 },
    { id: 13, name: 'Lampe', quantity: 3, price: 2, step: 3, max: 10 },
  ];
  sent = [];
  fragments = 0;
  changed = 0;
  answer = () => undefined;
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  offChanged = on('vitrine:basket-changed', () => {
    changed += 1;
  });
  server.use(
    http.get('*/fr/widget/shoppingcartitems', () => {
      fragments += 1;
      return HttpResponse.text(fragmentHtml(basket), { headers: { 'Content-Type': 'text/html' } });
    }),
    http.put('*/api/v1/shoppingcarts/items/:id', async ({ params, request }) => {
      const id = Number(params.id);
      const { Quantity } = (await request.json()) as { Quantity: number };
      sent.push(`PUT ${id} ${Quantity} ${new URL(request.url).searchParams.get('culture')}`);
      const special = await answer(id, Quantity);
      if (special) return special;
      const line = basket.find((l) => l.id === id);
      if (line) line.quantity = Quantity;
      return summary();
    }),
    http.delete('*/api/v1/shoppingcarts/items/:id', async ({ params }) => {
      const id = Number(params.id);
      sent.push(`DELETE ${id}`);
      const special = await answer(id);
      if (special) return special;
      basket = basket.filter((l) => l.id !== id);
      return summary();
    }),
  );
});
const mounted: Array<() => void> = [];
afterEach(() => {
  offChanged();
  for (const dispose of mounted.splice(0)) dispose();
});

function mount(prerendered = true) {
  const element = document.createElement('div');
  element.innerHTML = prerendered ? fragmentHtml(basket) : '';
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

const input = (id: number) => screen.getByRole('textbox', { name: `quantité ${id}` });
const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));
const totalText = () => document.querySelector('.total')?.textContent;
const events = () =>
  (window as unknown as { dataLayer: Array<{ event?: string; ecommerce?: unknown }> }).dataLayer
    .filter((entry) => entry.event)
    .map((entry) => entry.event);

describe('cart-items: changing quantities (spec 001 §3, spec 000 §5)', () => {
  it('sends presses in a row as one change, then reloads once and announces the total', async () => {
    const { element, dispose } = mount();
    for (let i = 0; i < 5; i += 1) press('plus 11');
    expect(input(11)).toHaveProperty('value', '6');
    await waitFor(() => expect(totalText()).toBe('Total : 76 €'));
    expect(sent).toEqual(['PUT 11 6 fr']);
    expect(fragments).toBe(1);
    // Its own change is not reloaded a second time.
    expect(changed).toBe(1);
    await waitFor(() =>
      expect(element.querySelector('[role="status"]')?.textContent).toBe('Total : 76 €'),
    );
    expect(element.querySelector('[aria-busy]')).toBeNull();
    dispose();
  });

  it('sends changes one at a time, in order, none lost', async () => {
    const held = gate();
    answer = async (id) => {
      if (id === 11) await held.promise;
      return undefined;
    };
    const { dispose } = mount();
    press('plus 11');
    await waitFor(() => expect(sent).toEqual(['PUT 11 2 fr']));
    press('plus 12');
    press('moins 11');
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Nothing overtakes the change in flight, and the page waits for all of them.
    expect(sent).toEqual(['PUT 11 2 fr']);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    held.open();
    await waitFor(() => expect(sent).toEqual(['PUT 11 2 fr', 'PUT 12 3 fr', 'PUT 11 1 fr']));
    await waitFor(() => expect(totalText()).toBe('Total : 31 €'));
    expect(fragments).toBe(1);
    dispose();
  });

  it('keeps to the line’s rule: step 3, max 10 lowered to 9, typing corrected', async () => {
    const { dispose } = mount();
    press('plus 13');
    press('plus 13');
    press('plus 13');
    expect(input(13)).toHaveProperty('value', '9');
    expect(screen.getByRole('button', { name: 'plus 13' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await waitFor(() => expect(sent).toEqual(['PUT 13 9 fr']));
    await waitFor(() => expect(totalText()).toBe('Total : 38 €'));
    fireEvent.input(input(13), { target: { value: '5' } });
    fireEvent.keyDown(input(13), { key: 'Enter' });
    await waitFor(() => expect(sent).toEqual(['PUT 13 9 fr', 'PUT 13 3 fr']));
    fireEvent.input(input(11), { target: { value: 'abc' } });
    fireEvent.keyDown(input(11), { key: 'Enter' });
    await waitFor(() => expect(input(11)).toHaveProperty('value', '1'));
    expect(sent).toHaveLength(2);
    dispose();
  });

  it('keeps focus on the same control after the reload', async () => {
    const { dispose } = mount();
    const plus = screen.getByRole('button', { name: 'plus 12' });
    plus.focus();
    fireEvent.click(plus);
    await waitFor(() => expect(totalText()).toBe('Total : 31 €'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('plus 12');
    expect(document.activeElement).not.toBe(plus);
    dispose();
  });

  it('tracks view_cart on load, add_to_cart for an increase, remove_from_cart for a decrease', async () => {
    const { dispose } = mount();
    expect(events()).toEqual(['view_cart']);
    press('plus 12');
    await waitFor(() => expect(events()).toEqual(['view_cart', 'add_to_cart']));
    const dataLayer = (window as unknown as { dataLayer: Array<{ ecommerce?: unknown }> })
      .dataLayer;
    expect(dataLayer.at(-1)?.ecommerce).toMatchObject({
      items: [{ item_id: '12', quantity: 1 }],
      value: 5,
    });
    await waitFor(() => expect(totalText()).toBe('Total : 31 €'));
    press('moins 12');
    await waitFor(() => expect(events()).toEqual(['view_cart', 'add_to_cart', 'remove_from_cart']));
    dispose();
  });
});

describe('cart-items: deleting a line (spec 000 §8 confirm)', () => {
  it('asks first and does nothing when the shopper goes back', async () => {
    dialogs = fakeDialogs(false);
    const { dispose } = mount();
    press('retirer 12');
    await waitFor(() => expect(dialogs.confirm).toHaveBeenCalledOnce());
    expect(dialogs.confirm).toHaveBeenCalledWith(undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    dispose();
  });

  it('deletes after confirmation, tracks it and gives focus to the next line', async () => {
    const { dispose } = mount();
    const remove = screen.getByRole('button', { name: 'retirer 12' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(sent).toEqual(['DELETE 12']));
    await waitFor(() => expect(document.querySelector('[data-line="12"]')).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('retirer 13');
    expect(events()).toEqual(['view_cart', 'remove_from_cart']);
    expect(changed).toBe(1);
    dispose();
  });
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
    answer = () => failure();
    const { dispose } = mount();
    press('plus 11');
    await waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    await waitFor(() => expect(fragments).toBe(1));
    await waitFor(() => expect(input(11)).toHaveProperty('value', '1'));
    expect(dialogs.login).not.toHaveBeenCalled();
    dispose();
  });

  it('a 401 opens the login dialog, coming back to the cart', async () => {
    answer = () => new HttpResponse(null, { status: 401 });
    const { dispose } = mount();
    press('plus 11');
    await waitFor(() => expect(dialogs.login).toHaveBeenCalledWith('/fr/shoppingcarts'));
    expect(dialogs.toast).not.toHaveBeenCalled();
    dispose();
  });

  it('a failed reload keeps the lines shown and says so', async () => {
    server.use(
      http.get('*/fr/widget/shoppingcartitems', () => new HttpResponse(null, { status: 500 })),
    );
    const { dispose } = mount();
    emit('vitrine:basket-changed', { remote: true });
    await waitFor(() =>
      expect(dialogs.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Manager.UnknowsErrors',
      }),
    );
    expect(input(11)).toHaveProperty('value', '1');
    dispose();
  });
});

describe('cart-items: loading', () => {
  it('loads the lines into an empty container', async () => {
    const { dispose } = mount(false);
    await waitFor(() => expect(input(12)).toHaveProperty('value', '2'));
    expect(events()).toEqual(['view_cart']);
    dispose();
  });

  it('reloads when another widget or tab changes the basket', async () => {
    const { dispose } = mount();
    basket[0] = { ...(basket[0] as TestLine), quantity: 4 };
    emit('vitrine:basket-changed', { remote: true });
    await waitFor(() => expect(input(11)).toHaveProperty('value', '4'));
    expect(fragments).toBe(1);
    dispose();
  });

  it('gives the server markup back when it goes', () => {
    const { element, dispose } = mount();
    dispose();
    expect(element.querySelector('[role="status"]')).toBeNull();
    expect(element.firstElementChild?.hasAttribute('data-count')).toBe(true);
  });
});
