/** The shipping country (spec 001 §3, §4): posted, one refresh, a failure puts it back. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { provideNavigation } from '../../../src/core/navigation';
import { basket } from '../../../src/core/stores/basket';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import shippingCountry from './shippingCountry';

listen();
const summary = { ItemsCount: 2, AmountTaxInclHtml: '10,00 €', AmountTaxExclHtml: '8,26 €' };
let visits: string[];
let dialogs: FakeDialogs;
let element: HTMLElement;
let stop: () => void;
const sent: unknown[] = [];

function mount(markup: string, props: { billingSelect?: string } = {}) {
  element = document.createElement('form');
  element.innerHTML = markup;
  document.body.append(element);
  stop = shippingCountry(element, props, widgetContext(element));
}
const select = (id = 'country') => document.getElementById(id) as HTMLSelectElement;
const choose = (value: string) => {
  select().value = value;
  select().dispatchEvent(new Event('change', { bubbles: true }));
};
const SELECT = `<select id="country" name="CountryCode">
  <option value="BE" data-country-id="21" selected>Belgique</option>
  <option value="FR" data-country-id="73">France</option></select>
  <button type="submit" data-nojs>OK</button>`;

beforeEach(() => {
  applyPageSettings({}, '/fr/shoppingcarts');
  visits = [];
  sent.length = 0;
  provideNavigation((href) => visits.push(href));
  dialogs = fakeDialogs();
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

const answering = (path: string, respond: () => Response) =>
  server.use(
    http.post(`*/api/v1/shoppingcarts/${path}`, async ({ request }) => {
      sent.push(await request.json());
      return respond();
    }),
  );

describe('shipping-country', () => {
  it('posts {CountryCode}, updates the basket and refreshes the page once', async () => {
    answering('country', () => HttpResponse.json(summary));
    mount(SELECT);
    expect(element.querySelector<HTMLElement>('[data-nojs]')?.hidden).toBe(true);
    const heard = vi.fn();
    document.addEventListener('vitrine:country-changed', heard);
    choose('FR');
    await vi.waitFor(() => expect(visits).toHaveLength(1));
    expect(sent).toEqual([{ CountryCode: 'FR' }]);
    expect(basket.store.getState().data).toEqual(summary);
    // The event it fires is flagged: the widget does not refresh a second time for it.
    expect(heard.mock.calls[0]?.[0].detail).toEqual({ country: 'FR', customerInitiated: true });
    expect(visits).toHaveLength(1);
    document.removeEventListener('vitrine:country-changed', heard);
  });

  it('posts the pair {ShippingCountryId, BillingCountryId} where the page has both', async () => {
    answering('countries', () => HttpResponse.json(summary));
    mount(
      `${SELECT}<select id="billing"><option value="DE" data-country-id="81" selected>DE</option></select>`,
      { billingSelect: 'billing' },
    );
    choose('FR');
    await vi.waitFor(() => expect(visits).toHaveLength(1));
    expect(sent).toEqual([{ ShippingCountryId: 73, BillingCountryId: 81 }]);
  });

  it('refreshes when another widget or tab changed the country', () => {
    mount(SELECT);
    emit('vitrine:country-changed', { country: 'DE', customerInitiated: false });
    emit('vitrine:country-changed', { country: 'DE', customerInitiated: true, remote: true });
    expect(visits).toHaveLength(2);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 }), 'Core.ErrorServer'],
    ['a 404', () => new HttpResponse('Not found', { status: 404 }), 'Core.ErrorServer'],
    ['a refusal', () => HttpResponse.json({ Message: 'Pas ici' }, { status: 422 }), 'Pas ici'],
    ['a malformed answer', () => HttpResponse.json({ ItemsCount: 'two' }), 'Core.ErrorServer'],
    ['a network error', () => HttpResponse.error(), 'Manager.NetworkError'],
  ])('on %s says why and puts the saved country back', async (_, respond, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering('country', respond);
    mount(SELECT);
    choose('FR');
    await vi.waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message }));
    expect(select().value).toBe('BE');
    expect(visits).toEqual([]);
  });

  it('opens the login modal on a 401', async () => {
    answering('country', () => new HttpResponse(null, { status: 401 }));
    mount(SELECT);
    choose('FR');
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
    expect(dialogs.toast).not.toHaveBeenCalled();
  });
});
