/**
 * The suggestions call when the shopper has to wait or the server refuses (issue 16 §4, §5):
 * the popup says it is loading, a call that never answers ends as "unavailable" after the time
 * limit (decision 047), a 401 opens the login modal (spec 000 §8). The rest of the fault
 * matrix (500, network, malformed) is in SearchBox.test.tsx.
 */
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeDialogs, fakeDialogs, shown } from '../../../src/test/dialogs';
import { fakeClock, never, passTime } from '../../../src/test/hung';
import { gate, listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import { DEBOUNCE_MS } from '../../../src/ui/useTermSearch';
import SearchBox from './SearchBox';

const strings = {
  Core: { Search: 'Rechercher', Loading: 'Chargement…' },
  Catalog: {
    SearchLabel: 'Rechercher dans la boutique',
    Suggestions: 'Suggestions',
    SuggestionCount_one: '{{count}} suggestion',
    SuggestionCount_other: '{{count}} suggestions',
    NoProductFound: 'Aucun produit.',
    SuggestionsUnavailable: 'Suggestions indisponibles.',
  },
};

listen();

let respond: (q: string) => Response | Promise<Response>;
let dialogs: FakeDialogs;

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog?page=2');
  dialogs = fakeDialogs();
  server.use(
    http.get('*/api/v1/catalog/search/suggestions', ({ request }) =>
      respond(new URL(request.url).searchParams.get('q') ?? ''),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

/** Types `text` into the box (the suggestions cache is the page's: each test its own term). */
async function typeInBox(text: string) {
  await renderWithI18n(<SearchBox />, strings);
  const input = screen.getByRole('combobox', { name: 'Rechercher dans la boutique' });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  return input;
}
/** The message the popup shows in place of options, when it is on screen. */
const popupMessage = () => {
  const message = document.querySelector('.vitrine-search__message');
  return message && !message.closest('[hidden]') ? message.textContent : null;
};

describe('search-box while it waits (issue 16 §5)', () => {
  it('shows "loading" in the popup while the answer is on its way, then the suggestions', async () => {
    const held = gate();
    respond = async (q) => {
      await held.promise;
      return HttpResponse.json([{ Name: `${q} 1`, Photo: null, ProductUrl: '/fr/p/1' }]);
    };
    const input = await typeInBox('lampe');

    await screen.findByText('Chargement…', { selector: '.vitrine-search__message' });
    expect(popupMessage()).toBe('Chargement…');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    held.open();
    await screen.findByRole('option', { name: 'lampe 1' });
    expect(popupMessage()).toBeNull();
  });

  it('says the suggestions are unavailable when the answer never comes, and stays usable', async () => {
    fakeClock();
    respond = (q) => (q === 'hung' ? never() : HttpResponse.json([]));
    const input = await typeInBox('hung');
    await passTime(DEBOUNCE_MS);
    expect(popupMessage()).toBe('Chargement…');

    await passTime();

    expect(popupMessage()).toBe('Suggestions indisponibles.');
    expect(shown(dialogs)).toEqual([]);
    fireEvent.change(input, { target: { value: 'hunger' } });
    await passTime(DEBOUNCE_MS);
    vi.useRealTimers();
    await screen.findByText('Aucun produit.', { selector: '.vitrine-search__message' });
  });
});

describe('search-box refused (spec 000 §8)', () => {
  it('opens the login modal on a 401, back to this page, and says the list is unavailable', async () => {
    respond = () => new HttpResponse(null, { status: 401 });
    await typeInBox('privé');

    await screen.findByText('Suggestions indisponibles.', {
      selector: '.vitrine-search__message',
    });
    expect(shown(dialogs)).toEqual([{ login: '/fr/catalog?page=2' }]);
  });

  it('says the list is unavailable on a 404, with no dialog', async () => {
    respond = () => new HttpResponse(null, { status: 404 });
    await typeInBox('absent');

    await screen.findByText('Suggestions indisponibles.', {
      selector: '.vitrine-search__message',
    });
    expect(shown(dialogs)).toEqual([]);
  });
});
