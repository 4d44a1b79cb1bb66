/** The checkout's prepaid account (spec 001 §3 `PrepaidAccountId`): saved at once, put back on failure. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { gate, listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import prepaidChoice from './prepaidChoice';

listen();
const totals = (Prepaid: number, ToPay: number) => ({
  Count: 1,
  ItemsIncl: 60,
  Shipping: 5,
  Discount: 0,
  Tax: 10,
  TaxExempt: false,
  TotalIncl: 65,
  TotalExcl: 55,
  Prepaid,
  ToPay,
});
let element: HTMLElement;
let stop: () => void;
let dialogs: FakeDialogs;
const sent: unknown[] = [];
const changed = vi.fn();

const radio = (value: string) =>
  element.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;
const choose = (value: string) => {
  radio(value).checked = true;
  radio(value).dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  sent.length = 0;
  dialogs = fakeDialogs();
  element = document.createElement('fieldset');
  element.innerHTML = `<input type="radio" name="PrepaidAccountId" value="" checked>
    <input type="radio" name="PrepaidAccountId" value="7001">
    <input type="radio" name="PrepaidAccountId" value="7002">`;
  document.body.append(element);
  stop = prepaidChoice(element, {}, widgetContext(element));
  document.addEventListener('vitrine:checkout-changed', changed);
});
afterEach(() => {
  stop();
  document.removeEventListener('vitrine:checkout-changed', changed);
  changed.mockReset();
  document.body.replaceChildren();
});

describe('prepaid-choice', () => {
  it('posts the account and tells the checkout its cost changed; "none" posts null', async () => {
    server.use(
      http.post('*/api/v1/checkout/prepaid', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(totals(25, 40));
      }),
    );
    choose('7001');
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    expect(changed.mock.calls[0]?.[0].detail).toEqual({ reason: 'prepaid' });
    choose('');
    await vi.waitFor(() => expect(changed).toHaveBeenCalledTimes(2));
    expect(sent).toEqual([{ PrepaidAccountId: 7001 }, { PrepaidAccountId: null }]);
  });

  it('keeps only the last of quick choices: an earlier answer arriving late changes nothing', async () => {
    const slow = gate();
    server.use(
      http.post('*/api/v1/checkout/prepaid', async ({ request }) => {
        const body = (await request.json()) as { PrepaidAccountId: number };
        if (body.PrepaidAccountId === 7001) await slow.promise;
        return HttpResponse.json(totals(body.PrepaidAccountId === 7002 ? 65 : 25, 0));
      }),
    );
    choose('7001');
    choose('7002');
    await vi.waitFor(() => expect(changed).toHaveBeenCalledOnce());
    slow.open();
    expect(radio('7002').checked).toBe(true);
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a refusal', () => HttpResponse.json({ Message: 'Pas votre compte' }, { status: 422 })],
    ['a malformed answer', () => HttpResponse.json({ ToPay: 'beaucoup' })],
    ['a network error', () => HttpResponse.error()],
  ])('on %s says so in a toast and puts the saved account back', async (_, respond) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/v1/checkout/prepaid', respond));
    choose('7002');
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledOnce());
    expect(radio('').checked).toBe(true);
    expect(radio('7002').checked).toBe(false);
    expect(changed).not.toHaveBeenCalled();
  });

  it('says the server’s refusal when it gives one', async () => {
    server.use(
      http.post('*/api/v1/checkout/prepaid', () =>
        HttpResponse.json({ Message: 'Pas votre compte' }, { status: 422 }),
      ),
    );
    choose('7001');
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledOnce());
    expect(dialogs.toast.mock.calls[0]?.[0]).toMatchObject({ message: 'Pas votre compte' });
  });

  it('opens the login modal on a 401 and puts the saved account back', async () => {
    server.use(
      http.post('*/api/v1/checkout/prepaid', () => new HttpResponse(null, { status: 401 })),
    );
    choose('7001');
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
    expect(dialogs.toast).not.toHaveBeenCalled();
    expect(radio('').checked).toBe(true);
  });
});
