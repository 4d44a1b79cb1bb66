import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { fakeDialogs, shown } from '../../../src/test/dialogs';
import { gate, listen, server } from '../../../src/test/msw';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import CustomerReferenceSearch from './CustomerReferenceSearch';

const strings = {
  Core: { Loading: 'Chargement…' },
  Catalog: {
    ReferenceSearchLabel: 'Rechercher par votre référence',
    ReferenceSearchHint: 'Au moins {{count}} caractères.',
    References: 'Références',
    ReferenceCount_one: '{{count}} référence',
    ReferenceCount_other: '{{count}} références',
    NoReferenceFound: 'Aucune référence.',
    ReferenceSearchUnavailable: 'Recherche indisponible.',
    MoreResults: 'Plus de résultats',
  },
};

/** Three pages of two references for any term; page 3 is the last. */
const pageOf = (q: string, page: number) => ({
  Items: [1, 2].map((n) => ({
    CustomerSKU: `${q.toUpperCase()}-${page}${n}`,
    ProductLink: `/fr/catalog/product/${q}-${page}${n}`,
    Name: `Produit ${page}${n}`,
  })),
  HasMore: page < 3,
});

let asked: Array<{ q: string; page: string; signal: AbortSignal }> = [];
let respond: (q: string, page: number) => Promise<Response> | Response;
const goTo = vi.fn();
listen();

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  asked = [];
  respond = (q, page) => HttpResponse.json(pageOf(q, page));
  server.use(
    http.get('*/api/v1/catalog/customerref/search', ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get('q') ?? '';
      const page = url.searchParams.get('page') ?? '';
      asked.push({ q, page, signal: request.signal });
      return respond(q, Number(page));
    }),
  );
  provideNavigation(goTo);
});

async function setup() {
  const user = userEvent.setup();
  await renderWithI18n(<CustomerReferenceSearch />, strings);
  return { user, input: screen.getByRole('combobox', { name: 'Rechercher par votre référence' }) };
}
const skus = () => screen.queryAllByRole('option').map((o) => o.querySelector('span')?.textContent);

describe('customer-reference-search (spec 000 §5, §7)', () => {
  it('asks nothing under 2 characters, then lists references with product names', async () => {
    const { user, input } = await setup();
    await user.type(input, 'c');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(asked).toEqual([]);
    await user.type(input, 'r');
    await screen.findByRole('option', { name: 'CR-11 Produit 11' });
    expect(asked.map(({ q, page }) => [q, page])).toEqual([['cr', '1']]);
    expect(screen.getByRole('status').textContent).toBe('2 références');
  });

  it('pages with "more results" while the answer says there are more', async () => {
    const { user, input } = await setup();
    await user.type(input, 'ab');
    await screen.findByRole('option', { name: /AB-11/ });
    await user.click(screen.getByRole('button', { name: 'Plus de résultats' }));
    await waitFor(() => expect(skus()).toHaveLength(4));
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('AB-21');
    await user.click(screen.getByRole('button', { name: 'Plus de résultats' }));
    await waitFor(() => expect(skus()).toHaveLength(6));
    expect(screen.queryByRole('button', { name: 'Plus de résultats' })).toBeNull();
    expect(asked.map((a) => a.page)).toEqual(['1', '2', '3']);
  });

  it('aborts the earlier request and never shows an answer for an older term', async () => {
    const held = gate();
    respond = async (q, page) => {
      if (q === 'cd') await held.promise;
      return HttpResponse.json(pageOf(q, page));
    };
    const { user, input } = await setup();
    await user.type(input, 'cd');
    await waitFor(() => expect(asked).toHaveLength(1));
    await user.type(input, 'e');
    await screen.findByRole('option', { name: /CDE-11/ });
    expect(asked[0]?.signal.aborted).toBe(true);
    held.open();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(skus()).toEqual(['CDE-11', 'CDE-12']);
  });

  it('wraps with the arrows, goes to the product link with Enter, closes with Escape', async () => {
    const { user, input } = await setup();
    await user.type(input, 'kb');
    await screen.findByRole('option', { name: /KB-11/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('KB-11');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(goTo).toHaveBeenCalledWith('/fr/catalog/product/kb-12');
  });

  it('says when no reference matches', async () => {
    respond = () => HttpResponse.json({ Items: [], HasMore: false });
    const { user, input } = await setup();
    await user.type(input, 'zz');
    expect(
      await screen.findByText('Aucune référence.', { selector: 'p:not([role])' }),
    ).toBeTruthy();
  });

  it.each([
    ['a server error', () => new HttpResponse(null, { status: 500 })],
    ['a network error', () => HttpResponse.error()],
    ['a malformed answer', () => HttpResponse.json({ Items: 'none' })],
  ])('shows a quiet message on %s and keeps the field usable', async (_, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    respond = (q, page) => (q === 'er' ? failure() : HttpResponse.json(pageOf(q, page)));
    const { user, input } = await setup();
    await user.type(input, 'er');
    expect(
      await screen.findByText('Recherche indisponible.', { selector: 'p:not([role])' }),
    ).toBeTruthy();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await user.type(input, 'r');
    await screen.findByRole('option', { name: /ERR-11/ });
  });

  // issue 16 §4, spec 000 §8: the first page and the next ones alike.
  it.each([
    ['the first page', 'pr', 1],
    ['a next page', 'pq', 2],
  ])(
    'opens the login modal on a 401 for %s; the list says it is unavailable',
    async (_, term, refused) => {
      const dialogs = fakeDialogs();
      respond = (q, page) =>
        page === refused
          ? new HttpResponse(null, { status: 401 })
          : HttpResponse.json(pageOf(q, page));
      const { user, input } = await setup();
      await user.type(input, term);
      if (refused === 2) {
        await screen.findByRole('option', { name: new RegExp(`${term.toUpperCase()}-11`) });
        await user.click(screen.getByRole('button', { name: 'Plus de résultats' }));
      }
      expect(
        await screen.findByText('Recherche indisponible.', { selector: 'p:not([role])' }),
      ).toBeTruthy();
      expect(shown(dialogs)).toEqual([{ login: '/fr/' }]);
      expect(skus()).toHaveLength(refused === 2 ? 2 : 0);
    },
  );
});
