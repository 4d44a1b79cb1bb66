/** An order paid from a prepaid account (spec 001 §2 make-payment page). */
import { fireEvent } from '@testing-library/dom';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import prepaidPayment from './prepaidPayment';

listen();
let element: HTMLElement;
let stop: () => void;
let dialogs: FakeDialogs;
let sent: unknown[];
let answer: () => Response;
const visited = vi.fn();

const submit = () => fireEvent.submit(element.querySelector('form') as HTMLFormElement);

beforeEach(() => {
  applyPageSettings({}, '/fr/account/orders/abc/make-payment');
  sent = [];
  dialogs = fakeDialogs();
  provideNavigation(visited);
  answer = () =>
    HttpResponse.json({
      Paid: 25,
      AmountDue: 14.9,
      Balance: 0,
      OrderUrl: '/fr/account/orders/abc',
      Message: 'Part paid.',
    });
  server.use(
    http.post('*/api/v1/sales/prepaidaccounts/payorder', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  element = document.createElement('div');
  element.innerHTML = `<form><input type="radio" name="PrepaidAccountId" value="7001">
    <input type="radio" name="PrepaidAccountId" value="7002"><button type="submit">Pay</button></form>`;
  document.body.append(element);
  stop = prepaidPayment(element, { orderId: 'abc' }, widgetContext(element));
});
afterEach(() => {
  stop();
  visited.mockReset();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const choose = (value: string) => {
  (element.querySelector(`input[value="${value}"]`) as HTMLInputElement).checked = true;
};

describe('prepaid-payment', () => {
  it('asks for an account and sends nothing when none is chosen', () => {
    submit();
    expect(dialogs.toast).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Sales.PrepaidChooseAccount',
    });
    expect(sent).toEqual([]);
  });

  it('posts {OrderId, PrepaidAccountId}, then goes back to the order with the notice', async () => {
    choose('7001');
    submit();
    await vi.waitFor(() => expect(visited).toHaveBeenCalledWith('/fr/account/orders/abc'));
    expect(sent).toEqual([{ OrderId: 'abc', PrepaidAccountId: 7001 }]);
    expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'success', message: 'Part paid.' });
  });

  it.each([
    [
      'a 409 with a Message',
      () => HttpResponse.json({ Message: 'Nothing to pay.' }, { status: 409 }),
      'Nothing to pay.',
    ],
    ['a 500', () => new HttpResponse('boom', { status: 500 }), 'Sales.PrepaidPayFailed'],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
    ['a malformed answer', () => HttpResponse.json({ ok: true }), 'Sales.PrepaidPayFailed'],
  ])('says why on %s and stays with the choice', async (_, failure, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answer = failure;
    choose('7002');
    submit();
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    expect(visited).not.toHaveBeenCalled();
    expect((element.querySelector('input[value="7002"]') as HTMLInputElement).checked).toBe(true);
  });

  it('opens the login modal on 401', async () => {
    answer = () => new HttpResponse(null, { status: 401 });
    choose('7002');
    submit();
    await vi.waitFor(() =>
      expect(dialogs.login).toHaveBeenCalledWith('/fr/account/orders/abc/make-payment'),
    );
    expect(visited).not.toHaveBeenCalled();
  });
});
