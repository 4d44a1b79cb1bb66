/**
 * The address section fetched again after an address was saved in the dialog (issue 16 §4):
 * a 401 opens the login modal (spec 000 §8) instead of loading the page again; any other
 * failure, a call that never answers included (decision 047), loads the page again.
 */
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { listen, server } from '../../../src/test/msw';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import addressPicker from './addressPicker';

// The dialog itself is not what is tested: it says at once that address 7 was saved.
vi.mock('./openAddressDialog', () => ({
  openAddressDialog: ({ onSaved }: { onSaved: (id: number) => void }) => onSaved(7),
}));

listen();
let dialogs: FakeDialogs;
let visits: string[];
let stop: () => void;

beforeEach(() => {
  applyPageSettings({}, '/fr/checkout');
  dialogs = fakeDialogs();
  visits = [];
  provideNavigation((href) => visits.push(href));
});
afterEach(() => {
  vi.useRealTimers();
  stop();
  document.body.replaceChildren();
});

function saveInDialog(answer: () => Response | Promise<Response>) {
  server.use(http.get('*/fr/checkout/addresses', answer));
  const element = document.createElement('fieldset');
  element.innerHTML = '<a href="/fr/checkout/address/add" data-address-dialog="add">Ajouter</a>';
  document.body.append(element);
  stop = addressPicker(
    element,
    { postalCodes: {}, sectionUrl: '/fr/checkout/addresses' },
    widgetContext(element),
  );
  element.querySelector('a')?.click();
  return element;
}

describe('address-picker: the section after a save', () => {
  it('shows the new section with the saved address chosen', async () => {
    const element = saveInDialog(() =>
      HttpResponse.html('<input type="radio" name="ExistingBillingAddressId" value="7" checked>'),
    );
    await vi.waitFor(() => expect(element.querySelector('input[value="7"]')).not.toBeNull());
    expect(visits).toEqual([]);
  });

  it('opens the login modal, back to the checkout, on a 401; the page is not loaded again', async () => {
    saveInDialog(() => new HttpResponse(null, { status: 401 }));
    await vi.waitFor(() => expect(shown(dialogs)).toEqual([{ login: '/fr/checkout' }]));
    expect(visits).toEqual([]);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
  ])('loads the page again after %s', async (_name, answer) => {
    saveInDialog(answer);
    await vi.waitFor(() => expect(visits).toEqual([location.href]));
    expect(shown(dialogs)).toEqual([]);
  });

  it('loads the page again once the section has not come in time', async () => {
    fakeClock();
    saveInDialog(never);
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));

    await passTime();

    expect(visits).toEqual([location.href]);
  });
});
