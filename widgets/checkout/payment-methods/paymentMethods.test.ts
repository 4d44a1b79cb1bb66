/** The checkout's payment method (spec 001 §3 `PaymentMethod`): details follow, saved, GA4, nothing to pay. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import paymentMethods from './paymentMethods';

listen();
const totals = (ToPay: number) => ({
  Count: 1,
  ItemsIncl: 60,
  Shipping: 0,
  Discount: 0,
  Tax: 10,
  TaxExempt: false,
  TotalIncl: 60,
  TotalExcl: 50,
  Prepaid: 60 - ToPay,
  ToPay,
});
let element: HTMLElement;
let stop: () => void;
let dialogs: FakeDialogs;

const radio = (value: string) =>
  element.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;
const details = (value: string) =>
  element.querySelector<HTMLElement>(`[data-details="${value}"]`) as HTMLElement;
const nothing = () => element.querySelector<HTMLElement>('[data-nothing-to-pay]') as HTMLElement;
const choose = (value: string) => {
  radio(value).checked = true;
  radio(value).dispatchEvent(new Event('change', { bubbles: true }));
};
const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  dialogs = fakeDialogs();
  (window as unknown as { dataLayer?: unknown[] }).dataLayer = [];
  element = document.createElement('fieldset');
  element.innerHTML = `<p data-nothing-to-pay hidden>Rien à payer</p>
    <div class="checkout-pay__method"><input type="radio" name="PaymentMethod" value="banktransfer">
      <div data-details="banktransfer" hidden>IBAN</div></div>
    <div class="checkout-pay__method"><input type="radio" name="PaymentMethod" value="card" checked>
      <div data-details="card">Carte</div></div>`;
  document.body.append(element);
  stop = paymentMethods(element, {}, widgetContext(element));
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('payment-methods', () => {
  it('shows the bank transfer’s details at once, saves the choice and tells GA4 its payment_type', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/checkout/paymentmethod', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(totals(60));
      }),
    );
    choose('banktransfer');
    expect(details('banktransfer').hidden).toBe(false);
    expect(details('card').hidden).toBe(true);
    await vi.waitFor(() => expect(sent).toEqual([{ PaymentMethod: 'banktransfer' }]));
    await vi.waitFor(() =>
      expect(layer()).toContainEqual({
        event: 'add_payment_info',
        ecommerce: { currency: 'EUR', value: 60, payment_type: 'banktransfer' },
      }),
    );
  });

  it('saves a choice the shopper made before it mounted (data-hydrate="interaction")', async () => {
    stop();
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/checkout/paymentmethod', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(totals(60));
      }),
    );
    // The server rendered card checked; the click on bank transfer came before the script.
    radio('banktransfer').checked = true;
    stop = paymentMethods(element, {}, widgetContext(element));
    await vi.waitFor(() => expect(sent).toEqual([{ PaymentMethod: 'banktransfer' }]));
    expect(details('banktransfer').hidden).toBe(false);
    expect(details('card').hidden).toBe(true);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a malformed answer', () => HttpResponse.json([])],
    ['a network error', () => HttpResponse.error()],
  ])(
    'on %s puts card back with its details, says so, and tells GA4 nothing',
    async (_, respond) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.post('*/api/v1/checkout/paymentmethod', respond));
      choose('banktransfer');
      await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledOnce());
      expect(radio('card').checked).toBe(true);
      expect(details('card').hidden).toBe(false);
      expect(details('banktransfer').hidden).toBe(true);
      expect(layer()).toEqual([]);
    },
  );

  it('opens the login modal on a 401', async () => {
    server.use(
      http.post('*/api/v1/checkout/paymentmethod', () => new HttpResponse(null, { status: 401 })),
    );
    choose('banktransfer');
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
    expect(radio('card').checked).toBe(true);
  });

  it('has nothing to choose when a prepaid account pays it all, and asks again when it does not', async () => {
    let toPay = 0;
    server.use(http.get('*/api/v1/checkout/totals', () => HttpResponse.json(totals(toPay))));
    emit('vitrine:checkout-changed', { reason: 'prepaid' });
    await vi.waitFor(() => expect(nothing().hidden).toBe(false));
    expect(radio('card').disabled).toBe(true);
    expect(radio('banktransfer').disabled).toBe(true);
    toPay = 35;
    emit('vitrine:checkout-changed', { reason: 'prepaid' });
    await vi.waitFor(() => expect(nothing().hidden).toBe(true));
    expect(radio('card').disabled).toBe(false);
  });

  it.each([
    ['a network error', () => HttpResponse.error(), []],
    ['a 500', () => new HttpResponse(null, { status: 500 }), []],
    // issue 16 §4, spec 000 §8: a 401 opens the login modal, back to the checkout.
    ['a 401', () => new HttpResponse(null, { status: 401 }), ['/fr/checkout']],
  ])(
    'keeps the methods as they are when the totals cannot be read: %s',
    async (_, answer, logins) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      server.use(http.get('*/api/v1/checkout/totals', answer));
      emit('vitrine:checkout-changed', { reason: 'prepaid' });
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      expect(radio('card').disabled).toBe(false);
      expect(nothing().hidden).toBe(true);
      expect(dialogs.login.mock.calls.map(([returnUrl]) => returnUrl)).toEqual(logins);
    },
  );
});
