import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { on } from '../core/events';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';

// issue 16 §2 and docs/decisions/015-shell-split-and-history.md (update): a visit writes history
// once, its pushState; scroll positions live in memory, and reach the entry and sessionStorage
// when the page hides, so Back restores them, also after a reload.

vi.mock('../core/frame', () => ({ afterPaint: () => Promise.resolve() }));

listen();

const page = (title: string) => `<!doctype html><html lang="fr"><head><title>${title}</title>
  </head><body><main data-page-region><h1>${title}</h1>
  <a href="/fr/clock">Horloge</a></main></body></html>`;

let scrollY = 0;
const stops: Array<() => void> = [];

/** The shell as a freshly loaded document starts it: module state (the memory) empty. */
async function loadDocument(): Promise<void> {
  vi.resetModules();
  const { installShell } = await import('./index');
  stops.push(installShell());
}

/** Resolves when the shell's current visit has finished. */
const finished = () =>
  new Promise<string>((resolve) => {
    const off = on('vitrine:page-finished', (event) => {
      off();
      resolve(new URL(event.detail.url).pathname);
    });
  });

/** What the browser does when the document goes away, and a new one loads in this entry. */
async function reload(): Promise<void> {
  window.dispatchEvent(new PageTransitionEvent('pagehide'));
  for (const stop of stops.splice(0)) stop();
  scrollY = 0;
  await loadDocument();
}

beforeEach(() => {
  applyPageSettings({}, '/fr/about');
  document.body.innerHTML =
    '<main data-page-region><h1>À propos</h1><a href="/fr/clock">Horloge</a></main>';
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
  server.use(
    http.get('*/fr/about', () => HttpResponse.html(page('À propos'))),
    http.get('*/fr/clock', () => HttpResponse.html(page('Horloge'))),
  );
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  sessionStorage.clear();
});

describe('history writes of a visit', () => {
  it('makes one history write per visit, and Back still scrolls where the page was', async () => {
    await loadDocument();
    const pushState = vi.spyOn(History.prototype, 'pushState');
    const replaceState = vi.spyOn(History.prototype, 'replaceState');
    scrollY = 900;

    const arrived = finished();
    document.querySelector('a')?.click();

    expect(await arrived).toBe('/fr/clock');
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(replaceState).not.toHaveBeenCalled();
    expect(scrollY).toBe(0);

    const back = finished();
    history.back();
    expect(await back).toBe('/fr/about');
    expect(scrollY).toBe(900);
    expect(pushState).toHaveBeenCalledTimes(1);
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('after a reload, restores the entry reloaded and the entries before it', async () => {
    await loadDocument();
    scrollY = 700;
    const arrived = finished();
    document.querySelector('a')?.click();
    await arrived;
    scrollY = 300;

    await reload();
    expect(scrollY).toBe(300);

    const back = finished();
    history.back();
    expect(await back).toBe('/fr/about');
    expect(scrollY).toBe(700);
  });
});
