import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Dialogs, provideDialogs } from '../core/dialogs';
import { on } from '../core/events';
import { navigate, provideNavigation } from '../core/navigation';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { clearPrefetched } from './fetchPage';
import { goTo, installShell } from './index';

// The installed shell, end to end in jsdom: a click, a form, the navigation port.

listen();

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><main data-page-region><h1>${title}</h1></main></body></html>`;
const heading = () => document.querySelector('[data-page-region] h1')?.textContent;

let uninstall: () => void;
let asked: string[];

/** Resolves when the next visit has finished. */
const nextPage = () =>
  new Promise<void>((resolve) => {
    const off = on('vitrine:page-finished', () => {
      off();
      resolve();
    });
  });

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  document.body.innerHTML = `<main data-page-region><h1>Accueil</h1>
    <a href="/fr/velos">Vélos</a>
    <form action="/fr/recherche"><input name="q" value="sac"><button>Chercher</button></form>
  </main>`;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  provideDialogs(() => Promise.resolve({} as Dialogs));
  asked = [];
  server.use(
    http.get('*/fr/:name', ({ request, params }) => {
      asked.push(`${new URL(request.url).pathname}${request.headers.get('X-Purpose') ?? ''}`);
      return HttpResponse.html(page(String(params.name)));
    }),
  );
  uninstall = installShell();
});

afterEach(() => {
  uninstall();
  clearPrefetched();
  vi.useRealTimers();
  document.documentElement.className = '';
});

describe('installShell', () => {
  it('turns a link click into a page swap with a new entry', async () => {
    const length = history.length;
    const finished = nextPage();

    document.querySelector('a')?.click();
    await finished;

    expect(heading()).toBe('velos');
    expect(location.pathname).toBe('/fr/velos');
    expect(history.length).toBe(length + 1);
  });

  it('turns a GET form into a page swap with the fields in the address', async () => {
    const finished = nextPage();

    document.querySelector('button')?.click();
    await finished;

    expect(heading()).toBe('recherche');
    expect(location.pathname + location.search).toBe('/fr/recherche?q=sac');
  });

  it('makes navigate() of the widgets a visit through the port boot.ts wires', async () => {
    provideNavigation((href) => goTo(href));
    const finished = nextPage();

    navigate('/fr/panier');
    await finished;

    expect(heading()).toBe('panier');
  });

  it('leaves the page to the browser once uninstalled', () => {
    uninstall();
    const link = document.querySelector('a') as HTMLAnchorElement;
    let followed = false;
    window.addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );

    link.click();

    expect(followed).toBe(true);
    uninstall = () => {};
  });
});
