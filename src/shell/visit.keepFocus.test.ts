import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Dialogs, provideDialogs } from '../core/dialogs';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { visit } from './visit';

// Issue 10 §2: a list change made from a control of the page keeps focus on that control (or
// its replacement) and announces the result count in the persistent live region; a visit from
// any other link keeps decision 008's rule (focus on the new h1, the title announced).

listen();

const at = (path: string) => new URL(path, location.origin);

/** A list page of the demo CMS's shape: count, a facet form, a page link. */
const listPage = (count: number, checked: boolean) => `<!doctype html>
  <html lang="fr"><head><title>Chaussures</title></head><body>
  <main data-page-region>
    <h1>Chaussures</h1>
    <p class="count" data-shell-announce>${count} résultats</p>
    <form data-keep-focus="facets">
      <input type="checkbox" name="Brands" value="2"${checked ? ' checked' : ''}>
      <input type="checkbox" name="Brands" value="5">
    </form>
    <nav data-keep-focus="pagination"><a href="?pageindex=2" rel="next">Suivante</a></nav>
  </main></body></html>`;

const live = () => document.querySelector('.vitrine-announcer');

beforeEach(() => {
  applyPageSettings({}, '/fr/catalog/category/shoes');
  document.title = 'Chaussures';
  document.body.innerHTML = new DOMParser().parseFromString(
    listPage(48, false),
    'text/html',
  ).body.innerHTML;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  provideDialogs(() => Promise.resolve({} as Dialogs));
  server.use(http.get('*/fr/catalog/category/shoes', () => HttpResponse.html(listPage(12, true))));
});

afterEach(() => {
  document.documentElement.className = '';
});

describe('a visit from a control of the page', () => {
  it('keeps focus on the replacement of the checkbox that changed and announces the count', async () => {
    const before = document.querySelector<HTMLInputElement>('input[value="2"]') as HTMLElement;
    before.focus();

    await visit(at('/fr/catalog/category/shoes?filter=x'), { mode: 'push', from: before });

    const after = document.querySelector('input[value="2"]');
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
    await vi.waitFor(() => expect(live()?.textContent).toBe('12 résultats'));
  });

  it('announces in the live region outside the page region, which the swap leaves in place', async () => {
    const link = document.querySelector('a[rel="next"]') as HTMLElement;
    await visit(at('/fr/catalog/category/shoes?pageindex=2'), { mode: 'push', from: link });
    await vi.waitFor(() => expect(live()?.textContent).toBe('12 résultats'));
    const region = live();
    expect(region?.closest('[data-page-region]')).toBeNull();

    const next = document.querySelector('a[rel="next"]') as HTMLElement;
    await visit(at('/fr/catalog/category/shoes?pageindex=3'), { mode: 'push', from: next });

    expect(document.activeElement).toBe(document.querySelector('a[rel="next"]'));
    expect(live()).toBe(region);
  });

  it('moves focus to the new h1 and announces the title for a visit from a plain link', async () => {
    await visit(at('/fr/catalog/category/shoes?filter=x'), { mode: 'push' });

    expect(document.activeElement).toBe(document.querySelector('h1'));
    await vi.waitFor(() => expect(live()?.textContent).toBe('Chaussures'));
  });
});
