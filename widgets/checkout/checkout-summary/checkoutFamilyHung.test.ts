/**
 * The checkout family's calls when the answer never comes (issue 16 §5, decision 047; the
 * family's table, beside one of its widgets): after the time limit each ends as a network
 * failure does, what the shopper had chosen or typed kept, the element no longer busy. 401, 4xx,
 * 5xx, network and malformed answers: each widget's own test.
 */

import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import paymentMethods from '../payment-methods/paymentMethods';
import vatCheck from '../vat-check/vatCheck';
import checkoutSummary from './checkoutSummary';

listen();
let dialogs: FakeDialogs;
let stop: () => void;

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  dialogs = fakeDialogs();
  fakeClock();
});
afterEach(() => {
  vi.useRealTimers();
  stop();
  document.body.replaceChildren();
});

function mount(html: string, tag = 'div') {
  const element = document.createElement(tag);
  element.innerHTML = html;
  document.body.append(element);
  return element;
}
const change = (input: HTMLInputElement, value?: string) => {
  if (value === undefined) input.checked = true;
  else input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('checkout calls that never answer', () => {
  it('payment method: a toast says Manager.NetworkError and the saved method is checked again', async () => {
    server.use(http.post('*/api/v1/checkout/paymentmethod', never));
    const element = mount(`<input type="radio" name="PaymentMethod" value="banktransfer">
      <input type="radio" name="PaymentMethod" value="card" checked>`);
    stop = paymentMethods(element, {}, widgetContext(element));
    const transfer = element.querySelector<HTMLInputElement>('[value="banktransfer"]');
    change(transfer as HTMLInputElement);
    await passTime(0);
    expect(element.getAttribute('aria-busy')).toBe('true');

    await passTime();

    expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message: 'Manager.NetworkError' });
    expect(element.querySelector<HTMLInputElement>('[value="card"]')?.checked).toBe(true);
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('VAT check: the note says the check failed; the number typed stays', async () => {
    server.use(http.get('*/api/v1/checkout/vat', never));
    const form = mount(
      `<input type="radio" name="ExistingBillingAddressId" value="3" data-country-id="21" checked />
      <div id="vat" data-valid-text="Valide" data-unavailable-text="Indisponible" data-failed-text="Erreur"
        data-checking-text="…"><input name="BillingVAT" /><p data-vat-status role="status"></p></div>`,
      'form',
    );
    const element = form.querySelector<HTMLElement>('#vat') as HTMLElement;
    stop = vatCheck(element, { customerId: 'C1', state: 'unchecked' }, widgetContext(element));
    const input = form.querySelector<HTMLInputElement>('[name="BillingVAT"]') as HTMLInputElement;
    change(input, 'BE0123456749');
    await passTime(0);
    expect(form.querySelector('[data-vat-status]')?.textContent).toBe('…');

    await passTime();

    expect(form.querySelector('[data-vat-status]')?.textContent).toBe('Erreur');
    expect(input.value).toBe('BE0123456749');
  });

  it('order summary: a toast says Manager.NetworkError, the summary shown stays, its amount forgotten', async () => {
    server.use(http.get('*/fr/widget/checkoutsummary', never));
    const element = mount('<div data-summary><p id="total">65.00 €</p></div>', 'section');
    element.dataset.toPay = '65.00';
    stop = checkoutSummary(element, { url: 'widget/checkoutsummary' }, widgetContext(element));
    emit('vitrine:checkout-changed', { reason: 'prepaid' });
    await passTime(0);
    expect(element.getAttribute('aria-busy')).toBe('true');

    await passTime();

    expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message: 'Manager.NetworkError' });
    expect(element.querySelector('#total')?.textContent).toBe('65.00 €');
    expect(element.dataset.toPay).toBeUndefined();
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });
});
