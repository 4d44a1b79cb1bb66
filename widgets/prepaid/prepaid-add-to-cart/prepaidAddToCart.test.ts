/** Prepaid money into the cart (spec 001 §5, §7, §8): the quantity rule, the basket follows. */
import { fireEvent } from '@testing-library/dom';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basket } from '../../../src/core/stores/basket';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import prepaidAddToCart from './prepaidAddToCart';

listen();
let element: HTMLElement;
let stop: () => void;
let dialogs: FakeDialogs;
let sent: unknown[];
let answer: () => Response;
const changed = vi.fn();
const summary = { ItemsCount: 3, AmountTaxInclHtml: '80,00 €', AmountTaxExclHtml: '75,00 €' };

const quantity = () =>
  element.querySelector<HTMLInputElement>('[name="Quantity"]') as HTMLInputElement;
const submit = () => fireEvent.submit(element.querySelector('form') as HTMLFormElement);

beforeEach(() => {
  applyPageSettings({}, '/fr/account/prepaid/buy');
  sent = [];
  dialogs = fakeDialogs();
  answer = () => HttpResponse.json({ ...summary, Message: 'Added.' });
  server.use(
    http.post('*/api/v1/sales/prepaidaccounts/addtocart', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  element = document.createElement('div');
  element.innerHTML = `<form><select name="PrepaidAccountId"><option value="7002" selected>7002</option>
    <option value="">new</option></select><input name="Quantity" type="number">
    <button type="submit">Add</button></form>`;
  document.body.append(element);
  stop = prepaidAddToCart(element, {}, widgetContext(element));
  document.addEventListener('vitrine:basket-changed', changed);
});
afterEach(() => {
  stop();
  document.removeEventListener('vitrine:basket-changed', changed);
  changed.mockReset();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('prepaid-add-to-cart', () => {
  it('growls Sales.QuantityIsMandatory and sends nothing without a quantity', async () => {
    submit();
    expect(dialogs.toast).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Sales.QuantityIsMandatory',
    });
    expect(document.activeElement).toBe(quantity());
    expect(sent).toEqual([]);
  });

  it('posts {Quantity, PrepaidAccountId}; the basket follows and a toast confirms', async () => {
    quantity().value = '50';
    submit();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ Quantity: 50, PrepaidAccountId: 7002 }]);
    expect(basket.store.getState().data).toEqual(summary);
    expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'success', message: 'Added.' });
    expect(quantity().value).toBe('');
  });

  it('sends null for a new prepaid account', async () => {
    (element.querySelector('select') as HTMLSelectElement).value = '';
    quantity().value = '20';
    submit();
    await vi.waitFor(() => expect(sent).toEqual([{ Quantity: 20, PrepaidAccountId: null }]));
  });

  it.each([
    [
      'a 400 with a Message',
      () => HttpResponse.json({ Message: 'Too much.' }, { status: 400 }),
      'Too much.',
    ],
    ['a 500', () => new HttpResponse('boom', { status: 500 }), 'Sales.PrepaidAddFailed'],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
    ['a malformed answer', () => HttpResponse.json({ count: 1 }), 'Sales.PrepaidAddFailed'],
  ])('says why on %s and keeps the amount typed', async (_, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = failure;
    quantity().value = '5000';
    submit();
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    expect(quantity().value).toBe('5000');
    expect(changed).not.toHaveBeenCalled();
  });

  it('opens the login modal on 401', async () => {
    answer = () => new HttpResponse(null, { status: 401 });
    quantity().value = '10';
    submit();
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledWith('/fr/account/prepaid/buy'));
    expect(dialogs.toast).not.toHaveBeenCalled();
  });

  it('sends once for a double submit', async () => {
    quantity().value = '10';
    submit();
    submit();
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(sent).toHaveLength(1);
  });
});
