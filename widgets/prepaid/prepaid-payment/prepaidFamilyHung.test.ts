/**
 * The prepaid family's three calls when the answer never comes (issue 16 §5, decision 047; the
 * family's table, beside one of its widgets): after the time limit each says what a network
 * failure says, in a toast, keeps what the shopper chose, and takes the next try. 401, 4xx,
 * 5xx, network and malformed answers: each widget's own test.
 */
import { fireEvent } from '@testing-library/dom';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import prepaidAddToCart from '../prepaid-add-to-cart/prepaidAddToCart';
import prepaidNotification from '../prepaid-notification/prepaidNotification';
import prepaidPayment from './prepaidPayment';

listen();
let dialogs: FakeDialogs;
let stop: () => void;
const visited = vi.fn();

beforeEach(() => {
  applyPageSettings({}, '/fr/account/prepaid/7002');
  dialogs = fakeDialogs();
  provideNavigation(visited);
  server.use(http.post('*/api/v1/sales/prepaidaccounts/:action', never));
  fakeClock();
});
afterEach(() => {
  vi.useRealTimers();
  stop();
  visited.mockReset();
  document.body.replaceChildren();
});

function mount(html: string) {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}
const input = (element: HTMLElement, selector: string) =>
  element.querySelector(selector) as HTMLInputElement;
/** What the shopper is told after the time limit: one error toast, its sentence. */
async function toastAfterTimeLimit(): Promise<string | undefined> {
  await passTime(1000);
  expect(dialogs.toast).not.toHaveBeenCalled();
  await passTime();
  expect(dialogs.toast).toHaveBeenCalledOnce();
  return dialogs.toast.mock.calls[0]?.[0].message;
}

describe('prepaid calls that never answer', () => {
  it('usage notification: Sales.PrepaidNotificationNotSaved, the checkbox back as it was', async () => {
    const element = mount(`<form><label><input type="checkbox" name="IsActivated" value="true">
      Notify me</label><button type="submit">Save</button></form>`);
    stop = prepaidNotification(
      element,
      { prepaidAccountId: 7002, isActivated: false },
      widgetContext(element),
    );
    const box = input(element, 'input[type="checkbox"]');
    box.checked = true;
    box.dispatchEvent(new Event('change', { bubbles: true }));

    expect(await toastAfterTimeLimit()).toBe('Sales.PrepaidNotificationNotSaved');
    expect(box.checked).toBe(false);
  });

  it('money into the cart: Manager.NetworkError, the amount typed kept', async () => {
    const element = mount(`<form><select name="PrepaidAccountId"><option value="7002" selected>
      7002</option></select><input name="Quantity" type="number" value="50">
      <button type="submit">Add</button></form>`);
    stop = prepaidAddToCart(element, {}, widgetContext(element));
    fireEvent.submit(element.querySelector('form') as HTMLFormElement);

    expect(await toastAfterTimeLimit()).toBe('Manager.NetworkError');
    expect(input(element, '[name="Quantity"]').value).toBe('50');
  });

  it('paying an order: Manager.NetworkError, the account chosen kept, no visit', async () => {
    const element = mount(`<form><input type="radio" name="PrepaidAccountId" value="7001">
      <input type="radio" name="PrepaidAccountId" value="7002" checked>
      <button type="submit">Pay</button></form>`);
    stop = prepaidPayment(element, { orderId: 'abc' }, widgetContext(element));
    fireEvent.submit(element.querySelector('form') as HTMLFormElement);

    expect(await toastAfterTimeLimit()).toBe('Manager.NetworkError');
    expect(input(element, 'input[value="7002"]').checked).toBe(true);
    expect(visited).not.toHaveBeenCalled();
  });
});
