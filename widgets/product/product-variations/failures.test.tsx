/**
 * The variation and add-to-cart calls when they fail in the ways of issue 16 §4, §5: a 401
 * opens the login modal (spec 000 §8), an answer that never comes ends in the failure path
 * after the time limit (decision 047) and the button takes the next press.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import { basketAnswer, strings, variation } from './fixtures';
import ProductVariations from './ProductVariations';

listen();

let variationAnswer: () => Response | Promise<Response>;
let orderAnswer: () => Response | Promise<Response>;
let orders: unknown[];
/** Orders sent, counted as they arrive (their body is read later). */
let sent: number;
let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog/product/robe-ete?variant=1231');
  orders = [];
  sent = 0;
  dialogs = fakeDialogs();
  variationAnswer = () => HttpResponse.json(variation(3, 42));
  orderAnswer = () => HttpResponse.json(basketAnswer);
  server.use(
    http.get('*/api/v1/catalog/products/12/productvariants', () => variationAnswer()),
    http.post('*/api/v1/catalog/products/addtocart', async ({ request }) => {
      sent += 1;
      if (orderAnswer === never) return never();
      orders.push(await request.json());
      return orderAnswer();
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

async function setup() {
  const first = variation(3, 41);
  await renderWithI18n(
    <ProductVariations
      productId={12}
      name="Robe d’été"
      variant={first.ProductVariantViewModel}
      attributes={first.ProductVariantAttributesViewModel}
      quantity={{ min: 1, step: 1, max: 0 }}
      tracking={{ item_id: '12' }}
      inAddress
    />,
    strings,
  );
}

const addButton = () => screen.getByRole('button', { name: 'Ajouter au panier' });
const size = (name: string) => screen.getByRole('radio', { name });
/** Presses with fireEvent (inside act): user-event would wait on the fake clock. */
const press = (element: HTMLElement) => fireEvent.click(element);

describe('product-variations: a 401 on the variation request (spec 000 §8)', () => {
  it('opens the login modal back to this page, keeps the variant, says no "option not loaded"', async () => {
    variationAnswer = () => new HttpResponse(null, { status: 401 });
    await setup();
    press(size('M'));

    await waitFor(() =>
      expect(shown(dialogs)).toEqual([{ login: '/fr/catalog/product/robe-ete?variant=1231' }]),
    );
    expect(size('S')).toHaveProperty('checked', true);
    expect(screen.queryByText('Option non chargée.')).toBeNull();
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('false');
  });
});

describe('product-variations: answers that never come (issue 16 §5)', () => {
  it('a hung variation says the option did not load once the time limit passes', async () => {
    fakeClock();
    variationAnswer = never;
    await setup();
    press(size('M'));
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('true');

    await passTime();

    expect(screen.getByText('Option non chargée.')).toBeTruthy();
    expect(size('S')).toHaveProperty('checked', true);
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('false');
    expect(shown(dialogs)).toEqual([]);
  });

  it('a hung variation holds add to cart only until the limit, orders nothing, then takes a press', async () => {
    fakeClock();
    variationAnswer = never;
    await setup();
    press(size('M'));
    press(addButton());
    expect(addButton().getAttribute('aria-busy')).toBe('true');

    await passTime();

    // The choice the order waited for failed: nothing was sent, the button is free again.
    expect(addButton().getAttribute('aria-busy')).toBe('false');
    expect(sent).toBe(0);
    expect(screen.getByText('Option non chargée.')).toBeTruthy();
    vi.useRealTimers();
    press(addButton());
    await screen.findByRole('dialog');
    expect(orders).toEqual([expect.objectContaining({ ProductVariantId: 1231, Quantity: 1 })]);
  });

  it('a hung add to cart says it failed after the limit, leaves its busy state and takes a retry', async () => {
    fakeClock();
    orderAnswer = never;
    await setup();
    press(addButton());
    await passTime(1000);
    expect(sent).toBe(1);
    expect(addButton().getAttribute('aria-busy')).toBe('true');

    await passTime();

    expect(screen.getByText('Ajout impossible.')).toBeTruthy();
    expect(addButton().getAttribute('aria-busy')).toBe('false');
    vi.useRealTimers();
    orderAnswer = () => HttpResponse.json(basketAnswer);
    press(addButton());
    await screen.findByRole('dialog');
    expect(sent).toBe(2);
    expect(shown(dialogs)).toEqual([]);
  });
});
