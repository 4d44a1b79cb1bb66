/** Shipping methods (spec 001 §3): posted in order, the last choice wins, failures put it back. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { gate, listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import shippingMethods from './shippingMethods';

listen();
const summary = { ItemsCount: 2, AmountTaxInclHtml: '10,00 €', AmountTaxExclHtml: '8,26 €' };
const radio = (value: number, checked = false, pickup = false) =>
  `<div class="cart-methods__item"><input type="radio" name="ShippingMethodId" value="${value}"
    data-pickup="${pickup}"${checked ? ' checked' : ''} id="m${value}"><label for="m${value}">${value}</label></div>`;
const METHODS = `<div data-methods><fieldset>${radio(211, true)}${radio(212)}${radio(213, false, true)}</fieldset></div>
  <button type="submit" data-nojs>OK</button>`;
let element: HTMLElement;
let stop: () => void;
let dialogs: FakeDialogs;
const sent: unknown[] = [];

const input = (value: number) =>
  element.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;
const choose = (value: number) => {
  input(value).checked = true;
  input(value).dispatchEvent(new Event('change', { bubbles: true }));
};
function mount(checkout = false) {
  element = document.createElement('form');
  element.innerHTML = METHODS;
  document.body.append(element);
  stop = shippingMethods(
    element,
    { url: 'widget/shippingmethods', checkout },
    widgetContext(element),
  );
}

beforeEach(() => {
  applyPageSettings({}, '/fr/shoppingcarts');
  sent.length = 0;
  dialogs = fakeDialogs();
});
afterEach(() => {
  vi.useRealTimers();
  stop();
  document.body.replaceChildren();
});

describe('shipping-methods', () => {
  it('sends choices made while one is saved after it, the last one winning', async () => {
    const first = gate();
    server.use(
      http.post('*/api/v1/shoppingcarts/shippingmethod', async ({ request }) => {
        const body = (await request.json()) as { ShippingMethodId: number };
        sent.push(body.ShippingMethodId);
        if (sent.length === 1) await first.promise;
        return HttpResponse.json(summary);
      }),
    );
    mount();
    const changed = vi.fn();
    document.addEventListener('vitrine:basket-changed', changed);
    choose(212);
    await vi.waitFor(() => expect(sent).toEqual([212]));
    choose(211);
    choose(212);
    choose(211);
    first.open();
    await vi.waitFor(() => expect(sent).toEqual([212, 211]));
    await vi.waitFor(() => expect(input(211).checked).toBe(true));
    expect(changed).toHaveBeenCalledTimes(2);
    document.removeEventListener('vitrine:basket-changed', changed);
  });

  it('sends only the method the shopper stopped at: a pickup passed on the way opens nothing', async () => {
    server.use(
      http.post('*/api/v1/shoppingcarts/shippingmethod', async ({ request }) => {
        sent.push(((await request.json()) as { ShippingMethodId: number }).ShippingMethodId);
        return HttpResponse.json(summary);
      }),
    );
    mount();
    const wanted = vi.fn();
    document.addEventListener('vitrine:pickup-point-wanted', wanted);
    choose(212);
    choose(213);
    choose(212);
    await vi.waitFor(() => expect(sent).toEqual([212]));
    expect(wanted).not.toHaveBeenCalled();
    document.removeEventListener('vitrine:pickup-point-wanted', wanted);
  });

  it('asks the pickup-point control to open for a pickup method', async () => {
    server.use(
      http.post('*/api/v1/shoppingcarts/shippingmethod', () => HttpResponse.json(summary)),
    );
    mount();
    const wanted = vi.fn();
    document.addEventListener('vitrine:pickup-point-wanted', wanted);
    choose(213);
    await vi.waitFor(() => expect(wanted).toHaveBeenCalledOnce());
    expect(wanted.mock.calls[0]?.[0].detail).toEqual({ shippingMethodId: 213 });
    document.removeEventListener('vitrine:pickup-point-wanted', wanted);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['a malformed answer', () => HttpResponse.json({ nope: true })],
    ['a network error', () => HttpResponse.error()],
  ])('on %s says so and puts the saved method back', async (_, respond) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('*/api/v1/shoppingcarts/shippingmethod', respond));
    mount();
    choose(212);
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledOnce());
    expect(input(211).checked).toBe(true);
    expect(input(212).checked).toBe(false);
  });

  it('reloads its prices when the basket changed elsewhere, keeping focus on its method', async () => {
    server.use(
      http.get('*/fr/widget/shippingmethods', () =>
        HttpResponse.html(
          `<fieldset>${radio(211, true)}${radio(212)}<p id="fresh">0 €</p></fieldset>`,
        ),
      ),
    );
    mount();
    input(212).focus();
    emit('vitrine:basket-changed', { remote: true });
    await vi.waitFor(() => expect(element.querySelector('#fresh')).not.toBeNull());
    expect(document.activeElement).toBe(input(212));
  });

  it.each([
    ['a 401 opens the login modal', () => new HttpResponse(null, { status: 401 }), 1],
    ['a 500 only warns', () => new HttpResponse(null, { status: 500 }), 0],
  ])('keeps its prices when the reload fails: %s (spec 000 §8)', async (_, respond, logins) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/fr/widget/shippingmethods', respond));
    mount();
    emit('vitrine:basket-changed', { remote: true });
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(dialogs.login).toHaveBeenCalledTimes(logins);
    expect(dialogs.toast).not.toHaveBeenCalled();
    expect(input(211).checked).toBe(true);
  });

  it('says Manager.NetworkError and puts the saved method back when the save never answers', async () => {
    fakeClock();
    server.use(http.post('*/api/v1/shoppingcarts/shippingmethod', never));
    mount();
    choose(212);
    await passTime(1000);
    expect(element.getAttribute('aria-busy')).toBe('true');

    await passTime();

    expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message: 'Manager.NetworkError' });
    expect(input(211).checked).toBe(true);
    expect(element.hasAttribute('aria-busy')).toBe(false);
  });

  it('opens the login modal on a 401 and puts the saved method back', async () => {
    server.use(
      http.post(
        '*/api/v1/shoppingcarts/shippingmethod',
        () => new HttpResponse(null, { status: 401 }),
      ),
    );
    mount();
    choose(212);
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
    expect(dialogs.toast).not.toHaveBeenCalled();
    expect(input(211).checked).toBe(true);
  });

  describe('on the checkout (issue 12)', () => {
    it.each([
      ['a new shipping address', () => emit('vitrine:checkout-changed', { reason: 'address' })],
      [
        'a new country',
        () => emit('vitrine:country-changed', { country: 'NL', customerInitiated: false }),
      ],
    ])('reloads its methods on %s', async (_, change) => {
      server.use(
        http.get('*/fr/widget/checkoutshipping', () =>
          HttpResponse.html(`<fieldset>${radio(1501, true)}<p id="fresh">NL</p></fieldset>`),
        ),
      );
      element = document.createElement('div');
      element.innerHTML = METHODS;
      document.body.append(element);
      stop = shippingMethods(
        element,
        { url: 'widget/checkoutshipping', checkout: true },
        widgetContext(element),
      );
      change();
      await vi.waitFor(() => expect(element.querySelector('#fresh')).not.toBeNull());
      expect(input(1501).checked).toBe(true);
    });

    it('tells GA4 the chosen method as shipping_tier, and only on the checkout', async () => {
      server.use(
        http.post('*/api/v1/shoppingcarts/shippingmethod', () => HttpResponse.json(summary)),
      );
      const layer: unknown[] = [];
      (window as unknown as { dataLayer?: unknown[] }).dataLayer = layer;
      mount(true);
      choose(212);
      await vi.waitFor(() =>
        expect(layer).toContainEqual({
          event: 'add_shipping_info',
          ecommerce: { shipping_tier: '212' },
        }),
      );
    });
  });
});
