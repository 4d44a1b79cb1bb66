/** Postal code → city (spec 001 §5, §7, §8): from 4 characters, Enter suppressed, no city found. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { type FakeDialogs, fakeDialogs } from '../../../src/test/dialogs';
import { listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import CityLookup from './CityLookup';

vi.mock('../../../src/core/strings/fr.json', () => ({ default: {} }));

listen();
const STRINGS = {
  ShoppingCarts: {
    PostalCode: 'Code postal',
    NoCityFound: 'Aucune ville',
    CityUnavailable: 'Indisponible',
    Cities: 'Villes',
    CityCount_one: '{{count}} ville',
    CityCount_other: '{{count}} villes',
  },
};
let asked: string[];
let visits: string[];
let dialogs: FakeDialogs;

beforeEach(() => {
  asked = [];
  visits = [];
  dialogs = fakeDialogs();
  provideNavigation((href) => visits.push(href));
  server.use(
    http.get('*/api/v1/countries/:country/cities/:query', ({ params }) => {
      asked.push(`${params.country}/${params.query}`);
      return HttpResponse.json(
        params.query === '1320' ? { 21012: 'Beauvechain', 21013: 'Hamme-Mille' } : {},
      );
    }),
  );
});

afterEach(() => vi.useRealTimers());

const field = () => screen.getByRole('combobox', { name: 'Code postal' });
const show = () =>
  renderWithI18n(<CityLookup countryId={21} postalCode="" city="" numeric />, STRINGS);

describe('city-lookup', () => {
  it('asks from 4 characters only, then offers the cities', async () => {
    await show();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library drains with setTimeout(0) and advances fake timers only through `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ delay: null });
    await user.type(field(), '132');
    // Long past the debounce: still nothing asked for 3 characters.
    act(() => vi.advanceTimersByTime(2000));
    expect(asked).toEqual([]);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    await userEvent.type(field(), '0');
    expect(await screen.findByRole('option', { name: 'Hamme-Mille' })).toBeTruthy();
    expect(asked).toEqual(['21/1320']);
    expect(field().getAttribute('inputmode')).toBe('numeric');
    expect(field().getAttribute('autocomplete')).toBe('shipping postal-code');
  });

  it('suppresses Enter in the field: a form around it is not submitted', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    const form = document.createElement('form');
    form.addEventListener('submit', submitted);
    document.body.append(form);
    const { container } = await show();
    form.append(container);
    await userEvent.type(field(), '13{Enter}');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('posts the chosen city as {CityId}, then refreshes the page', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/api/v1/shoppingcarts/city', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ CityId: 21013, PostalCode: '1320', City: 'Hamme-Mille' });
      }),
    );
    await show();
    await userEvent.type(field(), '1320');
    await screen.findByRole('option', { name: 'Hamme-Mille' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(visits).toHaveLength(1));
    expect(posted).toEqual([{ CityId: 21013 }]);
  });

  it('says no city was found (spec 001 §8)', async () => {
    await show();
    await userEvent.type(field(), '9999');
    expect(await screen.findAllByText('Aucune ville')).not.toHaveLength(0);
  });

  it.each([
    ['a 500', () => new HttpResponse(null, { status: 500 })],
    ['a 404', () => new HttpResponse(null, { status: 404 })],
    ['a malformed answer', () => HttpResponse.json(['Bruxelles'])],
    ['a network error', () => HttpResponse.error()],
  ])('says the search is unavailable on %s', async (_, respond) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('*/api/v1/countries/:country/cities/:query', respond));
    await show();
    await userEvent.type(field(), '1000');
    expect(await screen.findAllByText('Indisponible')).not.toHaveLength(0);
  });

  it('opens the login modal, back to this page, when the search answers 401 (spec 000 §8)', async () => {
    server.use(
      http.get(
        '*/api/v1/countries/:country/cities/:query',
        () => new HttpResponse(null, { status: 401 }),
      ),
    );
    await show();
    await userEvent.type(field(), '1401');
    expect(await screen.findAllByText('Indisponible')).not.toHaveLength(0);
    expect(dialogs.login).toHaveBeenCalledExactlyOnceWith(location.pathname + location.search);
  });

  it('keeps the field and says why when the city cannot be saved', async () => {
    server.use(
      http.post('*/api/v1/shoppingcarts/city', () =>
        HttpResponse.json({ Message: 'Pas dans ce pays' }, { status: 422 }),
      ),
    );
    await show();
    await userEvent.type(field(), '1320');
    await screen.findByRole('option', { name: 'Beauvechain' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(dialogs.toast).toHaveBeenCalledWith({ kind: 'error', message: 'Pas dans ce pays' }),
    );
    expect(visits).toEqual([]);
    expect(field()).toHaveProperty('readOnly', false);
  });

  it('opens the login modal when saving the city answers 401', async () => {
    server.use(
      http.post('*/api/v1/shoppingcarts/city', () => new HttpResponse(null, { status: 401 })),
    );
    await show();
    await userEvent.type(field(), '1320');
    await screen.findByRole('option', { name: 'Beauvechain' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(dialogs.login).toHaveBeenCalledOnce());
    expect(dialogs.toast).not.toHaveBeenCalled();
    expect(visits).toEqual([]);
  });
});
