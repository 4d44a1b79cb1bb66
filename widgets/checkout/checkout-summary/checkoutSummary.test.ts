/** The checkout's order summary (issue 12): reloads on changes, takes data-to-pay, announces, keeps on failure. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { gate, listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import checkoutSummary from './checkoutSummary';

listen();
let element: HTMLElement;
let stop: () => void;
let dialogs: FakeDialogs;

const body = (toPay: string) =>
  `<div data-to-pay="${toPay}" data-announce="Reste à payer : ${toPay} €"><p id="total">${toPay} €</p></div>`;
const status = () => element.querySelector('[data-summary-status]')?.textContent;

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  dialogs = fakeDialogs();
  element = document.createElement('section');
  element.dataset.toPay = '65.00';
  element.innerHTML = `<div data-summary>${body('65.00')}</div><p role="status" data-summary-status></p>`;
  document.body.append(element);
  stop = checkoutSummary(element, { url: 'widget/checkoutsummary' }, widgetContext(element));
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('checkout-summary', () => {
  it('reloads on a checkout change, takes the new amount to pay and announces it', async () => {
    server.use(http.get('*/fr/widget/checkoutsummary', () => HttpResponse.html(body('40.00'))));
    emit('vitrine:checkout-changed', { reason: 'prepaid' });
    await vi.waitFor(() => expect(element.dataset.toPay).toBe('40.00'));
    expect(element.querySelector('#total')?.textContent).toBe('40.00 €');
    expect(status()).toBe('Reste à payer : 40.00 €');
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('reloads on a basket change and says nothing when the amount to pay stayed the same', async () => {
    let asked = 0;
    server.use(
      http.get('*/fr/widget/checkoutsummary', () => {
        asked += 1;
        return HttpResponse.html(body('65.00'));
      }),
    );
    emit('vitrine:basket-changed', {});
    await vi.waitFor(() => expect(asked).toBe(1));
    await vi.waitFor(() => expect(element.hasAttribute('aria-busy')).toBe(false));
    expect(status()).toBe('');
  });

  it('lets the last of two quick changes win', async () => {
    const first = gate();
    let asked = 0;
    server.use(
      http.get('*/fr/widget/checkoutsummary', async () => {
        asked += 1;
        if (asked === 1) {
          await first.promise;
          return HttpResponse.html(body('10.00'));
        }
        return HttpResponse.html(body('20.00'));
      }),
    );
    emit('vitrine:checkout-changed', { reason: 'prepaid' });
    await vi.waitFor(() => expect(asked).toBe(1));
    emit('vitrine:checkout-changed', { reason: 'vat' });
    await vi.waitFor(() => expect(element.dataset.toPay).toBe('20.00'));
    first.open();
    expect(element.dataset.toPay).toBe('20.00');
    expect(dialogs.toast).not.toHaveBeenCalled();
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['a network error', () => HttpResponse.error()],
  ])('on %s keeps the shown totals, drops data-to-pay and says so', async (_, respond) => {
    server.use(http.get('*/fr/widget/checkoutsummary', respond));
    emit('vitrine:checkout-changed', { reason: 'shipping' });
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledOnce());
    expect(element.querySelector('#total')?.textContent).toBe('65.00 €');
    expect(element.dataset.toPay).toBeUndefined();
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('opens the login modal on a 401', async () => {
    server.use(
      http.get('*/fr/widget/checkoutsummary', () => new HttpResponse(null, { status: 401 })),
    );
    emit('vitrine:checkout-changed', { reason: 'address' });
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
    expect(dialogs.toast).not.toHaveBeenCalled();
  });
});
