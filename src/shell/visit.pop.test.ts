import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { pushEntry, rememberedScroll, type ShellState } from '../core/history';
import { listen, server } from '../test/msw';
import { applyPageSettings } from '../test/settings';
import { visit } from './visit';

// spec 000 §4 (Back and Forward reload without cache), issue 3 §1 (scroll restored) and
// docs/decisions/015-shell-split-and-history.md (update of issue 16 §2: memory, no write).

listen();

const at = (path: string) => new URL(path, location.origin);

const servePage = (path: string, title: string) =>
  http.get(`*${path}`, () =>
    HttpResponse.html(`<!doctype html><html lang="fr"><head><title>${title}</title></head>
      <body><main data-page-region><h1>${title}</h1></main></body></html>`),
  );

const heading = () => document.querySelector('[data-page-region] h1')?.textContent;

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  document.body.innerHTML = '<main data-page-region><h1>Accueil</h1></main>';
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('visit in pop mode (Back and Forward)', () => {
  it('scrolls to the remembered position and keeps the entry (issue 3 §1)', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    const length = history.length;

    await visit(at('/fr/velos'), { mode: 'pop', scrollY: 480 });

    expect(heading()).toBe('Vélos');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 480);
    expect(history.length).toBe(length);
    expect(rememberedScroll(history.state as ShellState)).toBe(480);
  });

  it('reloads the page without cache (spec 000 §4)', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await visit(at('/fr/velos'), { mode: 'pop', scrollY: 0 });

    expect(fetchSpy.mock.calls[0]?.[1]?.cache).toBe('no-cache');
  });

  it('does not overwrite the scroll of the entry it arrives at', async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(900);
    const replaceState = vi.spyOn(history, 'replaceState');

    await visit(at('/fr/velos'), { mode: 'pop', scrollY: 120 });

    expect(replaceState).not.toHaveBeenCalledWith(expect.objectContaining({ scrollY: 900 }), '');
    expect(rememberedScroll(history.state as ShellState)).toBe(120);
  });

  it("writes no history when the entry reached is already at the page's address", async () => {
    server.use(servePage('/fr/velos', 'Vélos'));
    pushEntry('/fr/velos', 0);
    const writes = [vi.spyOn(history, 'replaceState'), vi.spyOn(history, 'pushState')];

    await visit(at('/fr/velos'), { mode: 'pop', scrollY: 120 });

    expect(heading()).toBe('Vélos');
    for (const write of writes) expect(write).not.toHaveBeenCalled();
    expect(rememberedScroll(history.state as ShellState)).toBe(120);
  });
});
