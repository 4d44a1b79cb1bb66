import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Dialogs, provideDialogs } from '../core/dialogs';
import { on } from '../core/events';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { goTo, loadRuntime, startVisit } from './startVisit';

// docs/decisions/008-page-shell.md ("Lazy visit machinery"): the entry's side of a visit.

listen();

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main data-page-region><h1>${title}</h1></main></body></html>`;
const heading = () => document.querySelector('[data-page-region] h1')?.textContent;

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  document.body.innerHTML = '<main data-page-region><h1>Accueil</h1></main>';
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  provideDialogs(() => Promise.resolve({} as Dialogs));
});

afterEach(() => {
  document.documentElement.className = '';
});

describe('startVisit', () => {
  it('loads the visit machinery once and visits the page', async () => {
    server.use(http.get('*/fr/velos', () => HttpResponse.html(page('Vélos'))));

    await startVisit(new URL('/fr/velos', location.origin), { mode: 'push' });

    expect(heading()).toBe('Vélos');
    expect(location.pathname).toBe('/fr/velos');
    expect(await loadRuntime()).toBe(await loadRuntime());
  });
});

describe('goTo', () => {
  it('visits an address the shell may load, fresh when asked, in place of a page load', async () => {
    const asked: RequestCache[] = [];
    server.use(
      http.get('*/fr/panier', ({ request }) => {
        asked.push(request.cache);
        return HttpResponse.html(page('Panier'));
      }),
    );
    const finished = new Promise<void>((resolve) => {
      const off = on('vitrine:page-finished', () => {
        off();
        resolve();
      });
    });

    goTo('/fr/panier', { noCache: true });
    await finished;

    expect(heading()).toBe('Panier');
    expect(location.pathname).toBe('/fr/panier');
    expect(asked).toEqual(['no-cache']);
  });

  it('loads another culture in full, so the strings follow', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });

    goTo('/nl/winkelwagen');

    expect(assign).toHaveBeenCalledWith('/nl/winkelwagen');
  });
});
