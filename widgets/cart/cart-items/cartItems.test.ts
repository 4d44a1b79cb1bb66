import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { fakeDialogs } from '../../../src/test/dialogs';
import { gate } from '../../../src/test/msw';
import { cartHarness, events, input, mount, press, type TestLine, totalText } from './harness';

const h = cartHarness();

describe('cart-items: changing quantities (spec 001 §3, spec 000 §5)', () => {
  it('sends presses in a row as one change, then reloads once and announces the total', async () => {
    const { element, dispose } = mount(h.basket);
    for (let i = 0; i < 5; i += 1) press('plus 11');
    expect(input(11)).toHaveProperty('value', '6');
    await waitFor(() => expect(totalText()).toBe('Total : 76 €'));
    expect(h.sent).toEqual(['PUT 11 6 fr']);
    expect(h.fragments).toBe(1);
    // Its own change is not reloaded a second time.
    expect(h.changed).toBe(1);
    await waitFor(() =>
      expect(element.querySelector('[role="status"]')?.textContent).toBe('Total : 76 €'),
    );
    expect(element.querySelector('[aria-busy]')).toBeNull();
    dispose();
  });

  it('sends changes one at a time, in order, none lost', async () => {
    const held = gate();
    h.answer = async (id) => {
      if (id === 11) await held.promise;
      return undefined;
    };
    const { dispose } = mount(h.basket);
    press('plus 11');
    await waitFor(() => expect(h.sent).toEqual(['PUT 11 2 fr']));
    press('plus 12');
    press('moins 11');
    await new Promise((resolve) => setTimeout(resolve, 80));
    // Nothing overtakes the change in flight, and the page waits for all of them.
    expect(h.sent).toEqual(['PUT 11 2 fr']);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    held.open();
    await waitFor(() => expect(h.sent).toEqual(['PUT 11 2 fr', 'PUT 12 3 fr', 'PUT 11 1 fr']));
    await waitFor(() => expect(totalText()).toBe('Total : 31 €'));
    expect(h.fragments).toBe(1);
    dispose();
  });

  it('sends a typed quantity when its form is submitted, without leaving the page', async () => {
    const navigations = vi.fn();
    document.addEventListener('submit', (event) => navigations(event.defaultPrevented), {
      once: true,
    });
    mount(h.basket);
    fireEvent.input(input(12), { target: { value: '4' } });
    fireEvent.submit(input(12).closest('form') as HTMLFormElement);
    await waitFor(() => expect(h.sent).toEqual(['PUT 12 4 fr']));
    expect(navigations).toHaveBeenCalledWith(true);
  });

  it('takes a step in place: the stepper, a submit button, does not post its form', async () => {
    const clicks = vi.fn();
    document.addEventListener('click', (event) => clicks(event.defaultPrevented), { once: true });
    mount(h.basket);
    press('plus 11');
    expect(clicks).toHaveBeenCalledWith(true);
    await waitFor(() => expect(h.sent).toEqual(['PUT 11 2 fr']));
  });

  it('keeps to the line’s rule: step 3, max 10 lowered to 9, typing corrected', async () => {
    const { dispose } = mount(h.basket);
    press('plus 13');
    press('plus 13');
    press('plus 13');
    expect(input(13)).toHaveProperty('value', '9');
    expect(screen.getByRole('button', { name: 'plus 13' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await waitFor(() => expect(h.sent).toEqual(['PUT 13 9 fr']));
    await waitFor(() => expect(totalText()).toBe('Total : 38 €'));
    fireEvent.input(input(13), { target: { value: '5' } });
    fireEvent.keyDown(input(13), { key: 'Enter' });
    await waitFor(() => expect(h.sent).toEqual(['PUT 13 9 fr', 'PUT 13 3 fr']));
    fireEvent.input(input(11), { target: { value: 'abc' } });
    fireEvent.keyDown(input(11), { key: 'Enter' });
    await waitFor(() => expect(input(11)).toHaveProperty('value', '1'));
    expect(h.sent).toHaveLength(2);
    dispose();
  });

  it('keeps focus on the same control after the reload', async () => {
    const { dispose } = mount(h.basket);
    const plus = screen.getByRole('button', { name: 'plus 12' });
    plus.focus();
    fireEvent.click(plus);
    await waitFor(() => expect(totalText()).toBe('Total : 31 €'));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('plus 12');
    expect(document.activeElement).not.toBe(plus);
    dispose();
  });

  it('tracks view_cart on load, add_to_cart for an increase, remove_from_cart for a decrease', async () => {
    const { dispose } = mount(h.basket);
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

describe('cart-items: tracking never blocks (spec 000 §8)', () => {
  it('warns when the dataLayer fails, and the change goes through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    (window as unknown as { dataLayer: unknown }).dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    };
    const { dispose } = mount(h.basket);
    press('plus 12');
    await waitFor(() => expect(totalText()).toBe('Total : 31 €'));
    expect(h.sent).toEqual(['PUT 12 3 fr']);
    expect(warn.mock.calls.some(([text]) => String(text).includes('add_to_cart'))).toBe(true);
    expect(h.dialogs.toast).not.toHaveBeenCalled();
    dispose();
  });
});

describe('cart-items: deleting a line (spec 000 §8 confirm)', () => {
  it('asks first and does nothing when the shopper goes back', async () => {
    h.dialogs = fakeDialogs(false);
    const { dispose } = mount(h.basket);
    press('retirer 12');
    await waitFor(() => expect(h.dialogs.confirm).toHaveBeenCalledOnce());
    expect(h.dialogs.confirm).toHaveBeenCalledWith(undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(h.sent).toEqual([]);
    dispose();
  });

  it('deletes after confirmation, tracks it and gives focus to the next line', async () => {
    const { dispose } = mount(h.basket);
    const remove = screen.getByRole('button', { name: 'retirer 12' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(h.sent).toEqual(['DELETE 12']));
    await waitFor(() => expect(document.querySelector('[data-line="12"]')).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toBe('retirer 13');
    expect(events()).toEqual(['view_cart', 'remove_from_cart']);
    expect(h.changed).toBe(1);
    dispose();
  });
});

describe('cart-items: loading', () => {
  it('loads the lines into an empty container', async () => {
    const { dispose } = mount(h.basket, false);
    await waitFor(() => expect(input(12)).toHaveProperty('value', '2'));
    expect(events()).toEqual(['view_cart']);
    dispose();
  });

  it('reloads when another widget or tab changes the basket', async () => {
    const { dispose } = mount(h.basket);
    h.basket[0] = { ...(h.basket[0] as TestLine), quantity: 4 };
    emit('vitrine:basket-changed', { remote: true });
    await waitFor(() => expect(input(11)).toHaveProperty('value', '4'));
    expect(h.fragments).toBe(1);
    dispose();
  });

  it('gives the server markup back when it goes', () => {
    const { element, dispose } = mount(h.basket);
    dispose();
    expect(element.querySelector('[role="status"]')).toBeNull();
    expect(element.firstElementChild?.hasAttribute('data-count')).toBe(true);
  });
});
