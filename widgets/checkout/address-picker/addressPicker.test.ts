/** The address section (spec 001 §3): each choice posted, the event, failures put the choice back. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import addressPicker, { guestFieldsOf } from './addressPicker';

listen();
let dialogs: FakeDialogs;
let element: HTMLElement;
let stop: () => void;
const sent: unknown[] = [];
const answer = {
  ShippingCountryCode: 'FR',
  BillingCountryCode: 'BE',
  IsVATValidWebService: null,
  VatExempt: false,
};

function mount(markup: string) {
  element = document.createElement('fieldset');
  element.dataset.chosenText = 'Adresse choisie';
  element.innerHTML = `${markup}<p data-address-status></p>`;
  document.body.append(element);
  stop = addressPicker(
    element,
    {
      postalCodes: { BE: '\\d{4}', NL: '\\d{4} ?[A-Za-z]{2}' },
      sectionUrl: '/fr/checkout/addresses',
    },
    widgetContext(element),
  );
}
const PICKER = `<input type="radio" name="ExistingShippingAddressId" value="1" checked />
  <input type="radio" name="ExistingShippingAddressId" value="2" id="lille" />`;
const answering = (path: string, respond: () => Response) =>
  server.use(
    http.post(`*/api/v1/checkout/addresses/${path}`, async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
  );
const pick = (id: string) => {
  const radio = document.getElementById(id) as HTMLInputElement;
  radio.checked = true;
  radio.dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  sent.length = 0;
  dialogs = fakeDialogs();
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('address-picker', () => {
  it('posts the chosen address and fires vitrine:checkout-changed {reason: address}', async () => {
    answering('choice', () => HttpResponse.json(answer));
    mount(PICKER);
    const heard = vi.fn();
    document.addEventListener('vitrine:checkout-changed', heard);
    pick('lille');
    await vi.waitFor(() => expect(heard).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ ExistingShippingAddressId: 2 }]);
    expect(heard.mock.calls[0]?.[0].detail).toEqual({ reason: 'address' });
    expect(element.querySelector('[data-address-status]')?.textContent).toBe('Adresse choisie');
    document.removeEventListener('vitrine:checkout-changed', heard);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 }), 'Checkout.AnErrorHasOccured'],
    ['a malformed answer', () => HttpResponse.json({ Shipping: 1 }), 'Checkout.AnErrorHasOccured'],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
  ])('on %s says why and puts the saved choice back', async (_, respond, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering('choice', respond);
    mount(PICKER);
    pick('lille');
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    expect((document.getElementById('lille') as HTMLInputElement).checked).toBe(false);
  });

  it('opens the login modal on a 401', async () => {
    answering('choice', () => new HttpResponse(null, { status: 401 }));
    mount(PICKER);
    pick('lille');
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
  });

  it('follows the country with the postal code’s rule and posts a guest’s fields', async () => {
    answering('guest', () => HttpResponse.json({ ...answer, ShippingCountryCode: 'NL' }));
    mount(`<div class="checkout-guest">
      <input name="Email" value="a@b.be" />
      <select name="BillingCountry" data-postal-code-input="pc">
        <option value="21" data-country-code="BE" data-postal-example="1000" selected>BE</option>
        <option value="150" data-country-code="NL" data-postal-example="1012 AB">NL</option></select>
      <input id="pc" name="BillingPostalCode" data-val-regex-pattern="\\d{4}" inputmode="numeric" />
      <p id="pc-hint" data-example="1000">Par exemple : 1000</p>
      <input type="checkbox" name="SameAddressForShipping" value="true" checked /></div>`);
    const select = element.querySelector('select') as HTMLSelectElement;
    select.value = '150';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const postal = document.getElementById('pc') as HTMLInputElement;
    expect(postal.getAttribute('data-val-regex-pattern')).toBe('\\d{4} ?[A-Za-z]{2}');
    expect(postal.getAttribute('inputmode')).toBe('text');
    expect(document.getElementById('pc-hint')?.textContent).toBe('Par exemple : 1012 AB');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual(guestFieldsOf(element));
    expect(sent[0]).toMatchObject({
      Email: 'a@b.be',
      BillingCountry: '150',
      SameAddressForShipping: 'true',
    });
  });
});
