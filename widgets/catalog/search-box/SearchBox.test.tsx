import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { gate, listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import SearchBox from './SearchBox';

const strings = {
  Core: { Search: 'Rechercher', Loading: 'Chargement…' },
  Catalog: {
    SearchLabel: 'Rechercher dans la boutique',
    SearchPlaceholder: 'Un produit…',
    Suggestions: 'Suggestions',
    SuggestionCount_one: '{{count}} suggestion',
    SuggestionCount_other: '{{count}} suggestions',
    NoProductFound: 'Aucun produit ne correspond à votre recherche.',
    SuggestionsUnavailable: 'Suggestions indisponibles.',
  },
};

/** Two suggestions named after the term, so a test sees which term an answer belongs to. */
const answerFor = (q: string) =>
  [1, 2].map((n) => ({
    Name: `${q} ${n}`,
    Photo: { AssetId: n, AssetName: `media/product/${n}/0.svg` },
    ProductUrl: `/fr/catalog/product/${q}-${n}`,
  }));

let asked: Array<{ q: string; signal: AbortSignal }> = [];
let respond: (q: string) => Promise<Response> | Response;
listen();
const goTo = vi.fn();
const submitted = vi.fn();
// Stands for the page shell: it takes the GET form over and records where it goes.
const shell = (event: Event) => {
  if (event.defaultPrevented) return;
  event.preventDefault();
  const form = event.target as HTMLFormElement;
  submitted(`${form.getAttribute('action')}?${new URLSearchParams(new FormData(form) as never)}`);
};

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  asked = [];
  respond = (q) => HttpResponse.json(answerFor(q));
  server.use(
    http.get('*/api/v1/catalog/search/suggestions', ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      asked.push({ q, signal: request.signal });
      return respond(q);
    }),
  );
  provideNavigation(goTo);
  document.addEventListener('submit', shell);
  window.dataLayer = [];
});
afterEach(() => {
  document.removeEventListener('submit', shell);
  vi.useRealTimers();
});

async function setup() {
  const user = userEvent.setup();
  await renderWithI18n(<SearchBox />, strings);
  const input = screen.getByRole('combobox', { name: 'Rechercher dans la boutique' });
  return { user, input };
}
/** On screen: no ancestor is hidden. */
const shown = (element: Element) => element.closest('[hidden]') === null;
const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('search-box (spec 000 §5, §7, §9)', () => {
  it('asks nothing under 2 characters, then shows photo and name of each suggestion', async () => {
    const { user, input } = await setup();
    await user.type(input, 'c');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    await user.type(input, 'h');
    expect(await screen.findByRole('option', { name: 'ch 1' })).toSatisfy(shown);
    expect(asked.map((a) => a.q)).toEqual(['ch']);
    expect(screen.getByRole('listbox').querySelector('img')?.getAttribute('src')).toBe(
      '/media/product/1/0.svg',
    );
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 suggestions');
  });

  it('waits for a pause in typing (debounce) and asks once for the last term', async () => {
    await renderWithI18n(<SearchBox />, strings);
    const input = screen.getByRole('combobox');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // Testing Library drains with setTimeout(0) and advances fake timers only through `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    const user = userEvent.setup({ delay: null });
    await user.type(input, 'debo');
    act(() => vi.advanceTimersByTime(200));
    expect(asked).toEqual([]);
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await waitFor(() => expect(asked.map((a) => a.q)).toEqual(['debo']));
  });

  it('aborts the earlier request when the term changes', async () => {
    const held = gate();
    respond = async (q) => {
      if (q === 'ab') await held.promise;
      return HttpResponse.json(answerFor(q));
    };
    const { user, input } = await setup();
    await user.type(input, 'ab');
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.type(input, 'c');
    await screen.findByRole('option', { name: 'abc 1' });
    expect(asked[0]?.signal.aborted).toBe(true);
    held.open();
  });

  it('drops an answer that arrives after the answer of a newer term', async () => {
    // Even when an abort does not reach the server, the older answer must not win.
    vi.spyOn(AbortController.prototype, 'abort').mockImplementation(() => {});
    const first = gate();
    const second = gate();
    respond = async (q) => {
      await (q === 're' ? first : second).promise;
      return HttpResponse.json(answerFor(q));
    };
    const { user, input } = await setup();
    await user.type(input, 're');
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.clear(input);
    await user.type(input, 'xy');
    await waitFor(() => expect(asked).toHaveLength(2));
    second.open();
    await screen.findByRole('option', { name: 'xy 1' });
    first.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(options()).toEqual(['xy 1', 'xy 2']);
  });

  it('asks once per term and never shows old results after clearing (Dawn #2199)', async () => {
    const { user, input } = await setup();
    await user.type(input, 'Cache ');
    await screen.findByRole('option', { name: 'cache 1' });
    await user.clear(input);
    expect(options()).toEqual([]);
    await user.type(input, 'c');
    expect(options()).toEqual([]);
    await user.type(input, 'ACHE');
    expect(options()).toEqual(['cache 1', 'cache 2']);
    expect(asked.map((a) => a.q)).toEqual(['cache']);
  });

  it('moves through options with wrapping arrows, follows one with Enter, closes with Escape', async () => {
    const { user, input } = await setup();
    await user.type(input, 'keys');
    await screen.findByRole('option', { name: 'keys 1' });
    const selected = () => screen.getByRole('option', { selected: true }).textContent;
    await user.keyboard('{ArrowUp}');
    expect(selected()).toBe('keys 2');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toBe('keys 1');
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { selected: true }).id,
    );
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(goTo).toHaveBeenCalledWith('/fr/catalog/product/keys-2');
    expect(submitted).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });

  it('goes to a suggestion clicked with the mouse and closes on a click outside', async () => {
    const { user, input } = await setup();
    await user.type(input, 'mouse');
    await user.click(await screen.findByRole('option', { name: 'mouse 2' }));
    expect(goTo).toHaveBeenCalledWith('/fr/catalog/product/mouse-2');
    await user.type(input, 's');
    await screen.findByRole('option', { name: 'mouses 1' });
    await user.click(document.body);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says no product was found for an empty answer', async () => {
    respond = () => HttpResponse.json([]);
    const { user, input } = await setup();
    await user.type(input, 'zzz');
    expect(
      await screen.findByText(strings.Catalog.NoProductFound, { selector: 'p:not([role])' }),
    ).toSatisfy(shown);
    expect(screen.getByRole('status').textContent).toBe(strings.Catalog.NoProductFound);
  });

  it('submits the search with Enter, tracked as a GA4 search event; an empty one does nothing', async () => {
    const { user, input } = await setup();
    await user.type(input, '   {Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
    await user.clear(input);
    await user.type(input, 'lampe bleue{Enter}');
    expect(submitted).toHaveBeenCalledWith('/fr/catalog?q=lampe+bleue');
    expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'lampe bleue' }]);
  });

  it('still searches when tracking fails, with a warning only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    window.dataLayer = {
      push: () => {
        throw new Error('blocked');
      },
    } as never;
    const { user, input } = await setup();
    await user.type(input, 'tapis{Enter}');
    expect(submitted).toHaveBeenCalledWith('/fr/catalog?q=tapis');
    expect(warn).toHaveBeenCalledOnce();
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json([{ Name: 3 }])],
  ])('shows a quiet message on %s and keeps the field usable', async (_, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond = (q) => (q.startsWith('fail') ? failure() : HttpResponse.json(answerFor(q)));
    const { user, input } = await setup();
    await user.type(input, 'fail');
    expect(
      await screen.findByText('Suggestions indisponibles.', { selector: 'p:not([role])' }),
    ).toSatisfy(shown);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await user.clear(input);
    await user.type(input, 'ok');
    await screen.findByRole('option', { name: 'ok 1' });
  });
});
