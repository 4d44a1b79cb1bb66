import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Dialogs, provideDialogs } from '../core/dialogs';
import { on, type VitrineEventName } from '../core/events';
import { pushEntry, rememberedScroll, type ShellState } from '../core/history';
import { gate, listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { clearPrefetched, prefetch } from './fetchPage';
import { visit } from './visit';

// spec 000 §4 (page load), §8 (401, 404, other statuses, status 0) and
// docs/decisions/008-page-shell.md ("Answers", "What is swapped", "Scroll").

listen();

const at = (path: string) => new URL(path, location.origin);

/** A full page of the demo CMS, with its region. */
const fullPage = (title: string, region = `<h1>${title}</h1>`) => `<!doctype html>
  <html lang="fr"><head><title>${title}</title></head>
  <body class="catalogue">
    <header><a href="/fr/">Boutique</a></header>
    <main data-page-region>${region}</main>
  </body></html>`;

/** Serves `fullPage(title)` at `path`, with an optional status. */
const servePage = (path: string, title: string, status = 200) =>
  http.get(`*${path}`, () => HttpResponse.html(fullPage(title), { status }));

const heading = () => document.querySelector('[data-page-region] h1')?.textContent;

let fake: { [K in keyof Dialogs]: ReturnType<typeof vi.fn> };
let events: Array<[VitrineEventName, string]>;
let offs: Array<() => void>;
let scrollTo: ReturnType<typeof vi.spyOn>;

function record(
  ...names: Array<'vitrine:page-leave' | 'vitrine:page-loaded' | 'vitrine:page-finished'>
) {
  for (const name of names) offs.push(on(name, (event) => events.push([name, event.detail.url])));
}

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  document.title = 'Accueil';
  document.body.innerHTML = '<main data-page-region><h1>Accueil</h1><p>Bienvenue</p></main>';
  // Reduced motion: no 10 ms exit and come-in waits (spec 000 §9), unless a test says so.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  fake = {
    confirm: vi.fn(),
    toast: vi.fn(),
    openFragment: vi.fn(),
    login: vi.fn(),
    error: vi.fn(),
  };
  provideDialogs(() => Promise.resolve(fake as unknown as Dialogs));
  events = [];
  offs = [];
  record('vitrine:page-leave', 'vitrine:page-loaded', 'vitrine:page-finished');
});

afterEach(() => {
  for (const off of offs) off();
  clearPrefetched();
  document.documentElement.className = '';
});

describe('visit in push mode', () => {
  it('swaps the region, the title and the address, and pushes a shell state (spec 000 §4)', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    const length = history.length;

    await visit(at('/fr/velos?tri=prix'), { mode: 'push' });

    expect(heading()).toBe('Vélos');
    expect(document.title).toBe('Vélos');
    expect(location.pathname + location.search).toBe('/fr/velos?tri=prix');
    expect(history.length).toBe(length + 1);
    expect(history.state).toEqual({ vitrine: true, scrollY: 0, key: expect.any(String) });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('fires page-leave, page-loaded and page-finished in that order', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    const url = at('/fr/velos').href;

    await visit(at('/fr/velos'), { mode: 'push' });

    expect(events).toEqual([
      ['vitrine:page-leave', url],
      ['vitrine:page-loaded', url],
      ['vitrine:page-finished', url],
    ]);
  });

  it('fires page-leave before the request and page-loaded once the new page is in', async () => {
    const seenAtRequest: string[] = [];
    let headingAtLoaded: string | null | undefined;
    server.use(
      http.get('*/fr/velos', () => {
        seenAtRequest.push(...events.map(([name]) => name));
        return HttpResponse.html(fullPage('Vélos'));
      }),
    );
    offs.push(
      on('vitrine:page-loaded', () => {
        headingAtLoaded = heading();
      }),
    );

    await visit(at('/fr/velos'), { mode: 'push' });

    expect(seenAtRequest).toEqual(['vitrine:page-leave']);
    expect(headingAtLoaded).toBe('Vélos');
  });

  it('remembers the scroll position of the page it leaves, for Back to its entry', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    pushEntry('/fr/', 0);
    const left = history.state as ShellState;
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);

    await visit(at('/fr/velos'), { mode: 'push' });

    expect(rememberedScroll(left)).toBe(640);
    expect(history.state).toEqual({ vitrine: true, scrollY: 0, key: expect.any(String) });
  });

  it('puts the final address after a redirect in history, with the hash asked for', async () => {
    server.use(
      http.get('*/fr/ancien', () => HttpResponse.redirect(at('/fr/nouveau').href, 301)),
      servePage('/fr/nouveau', 'Nouveau'),
    );
    const url = at('/fr/nouveau#haut').href;

    await visit(at('/fr/ancien#haut'), { mode: 'push' });

    expect(location.href).toBe(url);
    expect(events.at(-1)).toEqual(['vitrine:page-finished', url]);
  });

  it('scrolls to the anchor of the address instead of the top', async () => {
    server.use(
      http.get('*/fr/velos', () =>
        HttpResponse.html(fullPage('Vélos', '<h1>Vélos</h1><h2 id="avis">Avis</h2>')),
      ),
    );
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;

    try {
      await visit(at('/fr/velos#avis'), { mode: 'push' });
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }

    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('avis'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('focuses the new h1 and announces the new title', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));

    await visit(at('/fr/velos'), { mode: 'push' });

    expect(document.activeElement).toBe(document.querySelector('[data-page-region] h1'));
    await vi.waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Vélos'),
    );
  });

  it('focuses the new h1 before the new page is drawn, ahead of its widgets (issue 16 §2)', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    let focusedAtFirstFrame: Element | null | undefined;
    const frame = window.requestAnimationFrame.bind(window);
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      focusedAtFirstFrame ??= document.activeElement;
      return frame(callback);
    });

    await visit(at('/fr/velos'), { mode: 'push' });

    expect(focusedAtFirstFrame).toBe(document.querySelector('[data-page-region] h1'));
  });

  it('replaces the current entry in replace mode', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    const length = history.length;

    await visit(at('/fr/velos'), { mode: 'replace' });

    expect(location.pathname).toBe('/fr/velos');
    expect(history.length).toBe(length);
    expect(history.state).toEqual({ vitrine: true, scrollY: 0, key: expect.any(String) });
  });

  it('reuses a prefetched answer instead of asking again', async () => {
    let calls = 0;
    server.use(
      http.get('*/fr/velos', () => {
        calls += 1;
        return HttpResponse.html(fullPage('Vélos'));
      }),
    );
    await prefetch(at('/fr/velos').href);

    await visit(at('/fr/velos'), { mode: 'push' });

    expect(calls).toBe(1);
    expect(heading()).toBe('Vélos');
  });

  it('asks the server again for a no-cache link, even when prefetched (spec 000 §4, §7)', async () => {
    let calls = 0;
    server.use(
      http.get('*/fr/velos', () => {
        calls += 1;
        return HttpResponse.html(fullPage(`Vélos ${calls}`));
      }),
    );
    await prefetch(at('/fr/velos').href);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await visit(at('/fr/velos'), { mode: 'push', noCache: true });

    expect(calls).toBe(2);
    expect(fetchSpy.mock.calls[0]?.[1]?.cache).toBe('no-cache');
    expect(heading()).toBe('Vélos 2');
  });
});

describe('visit: the latest visit wins (spec 000 §4: a new request aborts the previous one)', () => {
  /** Every heading the region ever showed, in order. */
  function watchHeadings(): string[] {
    const shown: string[] = [];
    const region = document.querySelector('[data-page-region]') as HTMLElement;
    const observer = new MutationObserver(() => {
      const text = heading();
      if (text) shown.push(text);
    });
    observer.observe(region, { childList: true, subtree: true, characterData: true });
    offs.push(() => observer.disconnect());
    return shown;
  }

  it('renders the second visit and never the first, whose request is aborted', async () => {
    const held = gate();
    let slowSignal: AbortSignal | undefined;
    server.use(
      http.get('*/fr/lent', async ({ request }) => {
        slowSignal = request.signal;
        await held.promise;
        return HttpResponse.html(fullPage('Lent'));
      }),
      servePage('/fr/rapide', 'Rapide'),
    );
    const shown = watchHeadings();

    const first = visit(at('/fr/lent'), { mode: 'push' });
    await vi.waitFor(() => expect(slowSignal).toBeDefined());
    const second = visit(at('/fr/rapide'), { mode: 'push' });
    await second;
    held.open();
    await first;

    expect(slowSignal?.aborted).toBe(true);
    expect(heading()).toBe('Rapide');
    expect(document.title).toBe('Rapide');
    expect(location.pathname).toBe('/fr/rapide');
    expect(shown).toContain('Rapide');
    expect(shown).not.toContain('Lent');
    expect(events.filter(([name]) => name === 'vitrine:page-loaded')).toEqual([
      ['vitrine:page-loaded', at('/fr/rapide').href],
    ]);
  });

  it('drops a late answer that could not be aborted (a prefetch in flight)', async () => {
    const held = gate();
    server.use(
      http.get('*/fr/lent', async () => {
        await held.promise;
        return HttpResponse.html(fullPage('Lent'));
      }),
      servePage('/fr/rapide', 'Rapide'),
    );
    const shown = watchHeadings();
    const prefetched = prefetch(at('/fr/lent').href);

    const first = visit(at('/fr/lent'), { mode: 'push' });
    await visit(at('/fr/rapide'), { mode: 'push' });
    held.open();
    await prefetched;
    await first;

    expect(heading()).toBe('Rapide');
    expect(location.pathname).toBe('/fr/rapide');
    expect(shown).toEqual(['Rapide']);
    expect(document.documentElement.classList.contains('is-loading')).toBe(false);
  });
});

describe('visit: answers that are not swapped in (spec 000 §8)', () => {
  it('opens the login dialog with the address asked for on 401 and keeps the page', async () => {
    server.use(servePage('/fr/compte', 'Connexion', 401));
    const length = history.length;

    await visit(at('/fr/compte?onglet=commandes'), { mode: 'push' });

    await vi.waitFor(() => expect(fake.login).toHaveBeenCalledWith('/fr/compte?onglet=commandes'));
    expect(heading()).toBe('Accueil');
    expect(location.pathname).toBe('/fr/');
    expect(history.length).toBe(length);
    expect(events.map(([name]) => name)).toEqual(['vitrine:page-leave']);
    expect(document.documentElement.classList.contains('is-loading')).toBe(false);
  });

  it('opens the generic error dialog on 500 and keeps the page', async () => {
    server.use(servePage('/fr/panne', 'Erreur serveur', 500));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    await visit(at('/fr/panne'), { mode: 'push' });

    await vi.waitFor(() => expect(fake.error).toHaveBeenCalledWith('Manager.UnknowsErrors'));
    expect(consoleError).toHaveBeenCalledWith(`[vitrine] 500 for ${at('/fr/panne').href}`);
    expect(heading()).toBe('Accueil');
    expect(document.title).toBe('Accueil');
    expect(location.pathname).toBe('/fr/');
    expect(fake.login).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains('is-loading')).toBe(false);
  });

  it('swaps a 404 page in like any page, so the shopper sees it', async () => {
    server.use(servePage('/fr/absent', 'Page introuvable', 404));

    await visit(at('/fr/absent'), { mode: 'push' });

    expect(heading()).toBe('Page introuvable');
    expect(location.pathname).toBe('/fr/absent');
    expect(fake.error).not.toHaveBeenCalled();
    expect(events.map(([name]) => name)).toContain('vitrine:page-finished');
  });

  it('never swaps in a page another site answered after a redirect; it loads it in full', async () => {
    server.use(
      http.get('*/fr/elsewhere', () => HttpResponse.redirect('https://evil.example/page', 302)),
      http.get('https://evil.example/page', () =>
        HttpResponse.html('<main data-page-region><h1>Evil</h1></main>', {
          headers: { 'Access-Control-Allow-Origin': '*' },
        }),
      ),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });

    await visit(at('/fr/elsewhere'), { mode: 'push' });

    expect(assign).toHaveBeenCalledWith('https://evil.example/page');
    expect(heading()).toBe('Accueil');
  });

  it('loads a non-HTML answer in full', async () => {
    server.use(http.get('*/fr/export', () => HttpResponse.json({ rows: [] })));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });

    await visit(at('/fr/export'), { mode: 'push' });

    expect(assign).toHaveBeenCalledWith(at('/fr/export').href);
    expect(heading()).toBe('Accueil');
    expect(fake.error).not.toHaveBeenCalled();
  });

  it('warns and loads the address in full after a network failure (status 0)', async () => {
    server.use(http.get('*/fr/velos', () => HttpResponse.error()));
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await visit(at('/fr/velos'), { mode: 'push' });

    expect(assign).toHaveBeenCalledWith(at('/fr/velos').href);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(heading()).toBe('Accueil');
    expect(fake.error).not.toHaveBeenCalled();
    expect(document.documentElement.classList.contains('is-loading')).toBe(false);
  });

  it('loads in full a page that has no region', async () => {
    server.use(
      http.get('*/fr/autre', () =>
        HttpResponse.html('<!doctype html><title>Autre</title><h1>Autre mise en page</h1>'),
      ),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...location, assign });

    await visit(at('/fr/autre'), { mode: 'push' });

    expect(assign).toHaveBeenCalledWith(at('/fr/autre').href);
    expect(heading()).toBe('Accueil');
  });
});

describe('visit animations', () => {
  /** Every class list <html> had during the visit, in order. */
  function watchRootClasses(): () => string[] {
    const states: string[] = [];
    const keep = (records: MutationRecord[]) => {
      for (const entry of records) states.push(entry.oldValue ?? '');
    };
    const observer = new MutationObserver(keep);
    observer.observe(document.documentElement, {
      attributeFilter: ['class'],
      attributeOldValue: true,
    });
    return () => {
      keep(observer.takeRecords());
      observer.disconnect();
      return [...states, document.documentElement.className];
    };
  }

  it('adds is-leaving, then is-entering, and removes both at the end (spec 000 §4, §9)', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    server.use(servePage('/fr/velos', 'Vélos'));
    const states = watchRootClasses();

    await visit(at('/fr/velos'), { mode: 'push' });

    const seen = states();
    const leaving = seen.findIndex((state) => state.includes('is-leaving'));
    const entering = seen.findIndex((state) => state.includes('is-entering'));
    expect(leaving).toBeGreaterThanOrEqual(0);
    expect(entering).toBeGreaterThan(leaving);
    expect(seen.at(-1)).not.toMatch(/is-leaving|is-entering|is-loading/);
    expect(heading()).toBe('Vélos');
  });

  it('skips both animations with reduced motion', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    const states = watchRootClasses();

    await visit(at('/fr/velos'), { mode: 'push' });

    expect(states().join(' ')).not.toMatch(/is-leaving|is-entering/);
  });
});
