/** The VAT check (spec 001 §3, §4, §5): only non-empty, the answer shown, the reload rule, failures. */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import type { Props } from './index';
import vatCheck from './vatCheck';

listen();
let visits: string[];
let dialogs: FakeDialogs;
let stop: () => void;
const asked: URLSearchParams[] = [];

function mount(state: Props['state'] = 'unchecked') {
  const form = document.createElement('form');
  form.innerHTML = `<input type="radio" name="ExistingBillingAddressId" value="3" data-country-id="21" checked />
    <div id="vat" data-valid-text="Valide" data-unavailable-text="Indisponible" data-failed-text="Erreur" data-checking-text="…">
      <input name="BillingVAT" /><p data-vat-status role="status"></p></div>`;
  document.body.append(form);
  const element = form.querySelector<HTMLElement>('#vat') as HTMLElement;
  stop = vatCheck(element, { customerId: 'C1', state }, widgetContext(element));
}
const input = () =>
  document.querySelector<HTMLInputElement>('input[name="BillingVAT"]') as HTMLInputElement;
const status = () => document.querySelector('[data-vat-status]')?.textContent;
const type = (value: string) => {
  input().value = value;
  input().dispatchEvent(new Event('change', { bubbles: true }));
};
const answering = (respond: () => Response) =>
  server.use(
    http.get('*/api/v1/checkout/vat', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return respond();
    }),
  );

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  visits = [];
  asked.length = 0;
  provideNavigation((href) => visits.push(href));
  dialogs = fakeDialogs();
});
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('vat-check', () => {
  it('sends {countryId, VAT, customerId}, shows the answer and refreshes when the state changes', async () => {
    answering(() => HttpResponse.json({ IsVATValidWebService: true, ErrorMessage: '' }));
    mount('unchecked');
    type('BE0123456749');
    await vi.waitFor(() => expect(visits).toHaveLength(1));
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({
      countryId: '21',
      VAT: 'BE0123456749',
      customerId: 'C1',
    });
    expect(status()).toBe('Valide');
  });

  it('is not called for an empty field (spec 001 §5)', () => {
    answering(() => HttpResponse.json({ IsVATValidWebService: true }));
    mount();
    type('  ');
    expect(asked).toHaveLength(0);
  });

  it('does not refresh from invalid to null, and shows the unavailable text', async () => {
    answering(() => HttpResponse.json({ IsVATValidWebService: null, ErrorMessage: null }));
    mount('false');
    type('BE0999999999');
    await vi.waitFor(() => expect(status()).toBe('Indisponible'));
    expect(visits).toEqual([]);
  });

  it('shows the server’s ErrorMessage for an invalid number', async () => {
    answering(() => HttpResponse.json({ IsVATValidWebService: false, ErrorMessage: 'Non valide' }));
    mount('false');
    type('BE0123456750');
    await vi.waitFor(() => expect(status()).toBe('Non valide'));
    expect(visits).toEqual([]);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['a malformed answer', () => HttpResponse.json({ IsVATValidWebService: 'yes' })],
    ['a network error', () => HttpResponse.error()],
  ])('on %s says the check failed and does not refresh', async (_, respond) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answering(respond);
    mount();
    type('BE0123456749');
    await vi.waitFor(() => expect(status()).toBe('Erreur'));
    expect(visits).toEqual([]);
  });

  it('opens the login modal on a 401', async () => {
    answering(() => new HttpResponse(null, { status: 401 }));
    mount();
    type('BE0123456749');
    await vi.waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
    expect(visits).toEqual([]);
  });
});
