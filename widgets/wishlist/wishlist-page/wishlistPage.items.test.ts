/**
 * The products of a list on the wishlist page (spec 001 §2, §5, §7, §8): the desired quantity
 * (forced, formatted, saved in order), remove with the confirm dialog, add to cart, and what
 * each failure shows.
 */
import { waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gate, listen, server } from '../../../src/test/msw';
import { GIFTS, items, mountPage, quantityOf, typeQuantity } from './fixtures';

listen();

let page: ReturnType<typeof mountPage>;
let sent: string[] = [];

beforeEach(() => {
  sent = [];
  server.use(
    http.post('*/api/v1/catalog/wishlist/updatequantity', ({ request }) => {
      const query = new URL(request.url).searchParams;
      sent.push(`${query.get('Id')}=${query.get('Quantity')}`);
      const Quantity = Number(query.get('Quantity'));
      return HttpResponse.json({
        IsSuccessfull: true,
        WishlistProductId: Number(query.get('Id')),
        Quantity,
        Message: `Quantité : ${Quantity}.`,
      });
    }),
  );
  page = mountPage();
});

afterEach(() => page.dispose());

const click = (target: Element | null) =>
  target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
const row = (id: number) => page.element.querySelector(`[data-wishlist-item="${id}"]`);

describe('the desired quantity (spec 001 §5)', () => {
  it('is forced to a positive whole number, formatted, then saved with Id and Quantity', async () => {
    const input = quantityOf(page.element, 11);
    typeQuantity(input, ' 3,6 ');
    expect(input.value).toBe('4');
    expect(row(11)?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(page.toasts()).toEqual(['success: Quantité : 4.']));
    expect(sent).toEqual(['11=4']);
    expect(input.dataset.saved).toBe('4');
    expect(row(11)?.hasAttribute('aria-busy')).toBe(false);
    expect(page.changed.wishlist).toBe(1);
  });

  it('becomes 1 when 0 or less is typed, and sends nothing when text holds no number', async () => {
    const input = quantityOf(page.element, 11);
    typeQuantity(input, 'beaucoup');
    expect(input.value).toBe('2');
    typeQuantity(input, '-3');
    expect(input.value).toBe('1');
    await waitFor(() => expect(sent).toEqual(['11=1']));
  });

  it('sends changes made while one is on its way after it, in order, and Enter saves once', async () => {
    const held = gate();
    server.use(
      http.post('*/api/v1/catalog/wishlist/updatequantity', async ({ request }) => {
        const query = new URL(request.url).searchParams;
        sent.push(`${query.get('Id')}=${query.get('Quantity')}`);
        if (sent.length === 1) await held.promise;
        return HttpResponse.json({ IsSuccessfull: true, Quantity: Number(query.get('Quantity')) });
      }),
    );
    const input = quantityOf(page.element, 11);
    typeQuantity(input, '5');
    input.value = '6';
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    typeQuantity(input, '6');
    await waitFor(() => expect(sent).toEqual(['11=5']));
    held.open();
    await waitFor(() => expect(input.dataset.saved).toBe('6'));
    expect(sent).toEqual(['11=5', '11=6']);
    expect(input.value).toBe('6');
  });

  it.each([
    ['a 401', () => HttpResponse.json({}, { status: 401 }), []],
    [
      'a 404',
      () => HttpResponse.json({ Message: 'Produit introuvable.' }, { status: 404 }),
      ['error: Produit introuvable.'],
    ],
    ['a 500', () => new HttpResponse('boom', { status: 500 }), ['error: Core.ErrorServer']],
    ['a network error', () => HttpResponse.error(), ['error: Manager.NetworkError']],
    [
      'a malformed answer',
      () => HttpResponse.json({ IsSuccessfull: 'oui' }),
      ['error: Core.ErrorServer'],
    ],
    ['a refusal', () => HttpResponse.json({ IsSuccessfull: false }), ['error: Core.ErrorServer']],
  ])('puts the saved quantity back after %s', async (name, answer, toasts) => {
    server.use(http.post('*/api/v1/catalog/wishlist/updatequantity', answer));
    const input = quantityOf(page.element, 11);
    typeQuantity(input, '9');
    await waitFor(() => expect(input.value).toBe('2'));
    expect(page.toasts()).toEqual(toasts);
    if (name === 'a 401')
      expect(page.dialogs.login).toHaveBeenCalledWith('/fr/catalog/wishlist/list');
    expect(page.changed.wishlist).toBe(0);
  });
});

describe('removing a product (spec 001 §2, §7)', () => {
  it('asks first, removes it, reloads the list and puts focus on the product now in its place', async () => {
    let removed: string | null = null;
    server.use(
      http.delete('*/api/v1/catalog/wishlist/deletefromlist', ({ request }) => {
        removed = new URL(request.url).searchParams.get('Id');
        return HttpResponse.json({ Message: 'Retiré.' });
      }),
      http.get('*/fr/catalog/wishlist/list_item', () =>
        HttpResponse.html(items(7, 'Idées cadeaux', GIFTS.slice(1))),
      ),
    );
    click(row(11)?.querySelector('[data-wishlist-remove]') ?? null);
    await waitFor(() => expect(row(11)).toBeNull());
    expect(page.dialogs.confirm).toHaveBeenCalledTimes(1);
    expect(removed).toBe('11');
    expect(page.toasts()).toEqual(['success: Retiré.']);
    expect(page.changed.wishlist).toBe(1);
    expect(document.activeElement).toBe(row(12)?.querySelector('[data-wishlist-remove]'));
  });

  it('focuses the list heading when the last product went', async () => {
    server.use(
      http.delete('*/api/v1/catalog/wishlist/deletefromlist', () =>
        HttpResponse.json({ Message: 'Retiré.' }),
      ),
      http.get('*/fr/catalog/wishlist/list_item', () =>
        HttpResponse.html(items(7, 'Idées cadeaux', [])),
      ),
    );
    click(row(12)?.querySelector('[data-wishlist-remove]') ?? null);
    await waitFor(() => expect(row(12)).toBeNull());
    expect(document.activeElement).toBe(page.wrapper.querySelector('h2'));
  });

  it('removes nothing when another list replaced the product while the dialog was open', async () => {
    const target = row(11);
    page.dialogs.confirm.mockImplementationOnce(async () => {
      target?.remove();
      return true;
    });
    click(target?.querySelector('[data-wishlist-remove]') ?? null);
    await waitFor(() => expect(page.dialogs.confirm).toHaveBeenCalled());
    // No DELETE: msw fails the test on any request it has no handler for.
    expect(page.toasts()).toEqual([]);
  });

  it('sends nothing when the shopper goes back', async () => {
    page.dialogs.confirm.mockResolvedValueOnce(false);
    click(row(11)?.querySelector('[data-wishlist-remove]') ?? null);
    await waitFor(() => expect(page.dialogs.confirm).toHaveBeenCalled());
    expect(row(11)).not.toBeNull();
  });

  it('keeps the product and says the server Message when the removal fails', async () => {
    server.use(
      http.delete('*/api/v1/catalog/wishlist/deletefromlist', () =>
        HttpResponse.json({ Message: 'Ce produit est introuvable.' }, { status: 404 }),
      ),
    );
    click(row(11)?.querySelector('[data-wishlist-remove]') ?? null);
    await waitFor(() => expect(page.toasts()).toEqual(['error: Ce produit est introuvable.']));
    expect(row(11)).not.toBeNull();
    expect(page.changed.wishlist).toBe(0);
  });
});

describe('adding a product to the cart', () => {
  it('sends the variant with its desired quantity; the header basket follows', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/v1/catalog/products/addtocart', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          ItemsCount: 2,
          AmountTaxInclHtml: '10 €',
          AmountTaxExclHtml: '8 €',
        });
      }),
    );
    click(row(11)?.querySelector('[data-wishlist-add-to-cart]') ?? null);
    await waitFor(() => expect(page.toasts()).toEqual(['success: ShoppingCarts.AddedToBasket']));
    expect(body).toEqual({
      ProductVariantId: 101,
      Quantity: 2,
      Name: 'Sandale Kodiak',
      OriginData: 'wishlist',
    });
    expect(page.changed.basket).toBe(1);
  });

  it('says why the cart refused it', async () => {
    server.use(
      http.post('*/api/v1/catalog/products/addtocart', () =>
        HttpResponse.json({ Message: 'Stock insuffisant.' }, { status: 422 }),
      ),
    );
    click(row(12)?.querySelector('[data-wishlist-add-to-cart]') ?? null);
    await waitFor(() => expect(page.toasts()).toEqual(['error: Stock insuffisant.']));
    expect(page.changed.basket).toBe(0);
  });
});
