import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushEntry, rememberedScroll, replaceAddress, type ShellState } from '../core/history';
import { applyPageSettings } from '../test/settings';
import { SCROLL_MEMORY_MS } from './constants';
import { startVisit } from './startVisit';
import { trackHistory } from './trackHistory';

// Issue 3 §1 and docs/decisions/015-shell-split-and-history.md (and its update of issue 16 §2):
// scroll lives in memory by entry key, reaches history.state on pagehide, and Back and Forward
// scroll within a page or visit another one.

vi.mock('./startVisit', () => ({ startVisit: vi.fn(() => Promise.resolve()), goTo: vi.fn() }));

const anyKey = expect.any(String);
let scrollY = 0;
let stop: () => void = () => {};

beforeEach(() => {
  applyPageSettings({}, '/fr/catalogue');
  scrollY = 0;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
});

afterEach(() => {
  stop();
  stop = () => {};
  vi.mocked(startVisit).mockClear();
  vi.useRealTimers();
});

/** What the browser does on Back or Forward: the entry's address, then popstate. */
function pop(path: string, state: unknown): void {
  history.replaceState(state, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

describe('trackHistory on load', () => {
  it('takes scroll restoration over and scrolls to where the entry was (after a reload)', () => {
    history.replaceState({ vitrine: true, scrollY: 700 }, '');

    stop = trackHistory();

    expect(history.scrollRestoration).toBe('manual');
    expect(scrollY).toBe(700);
  });

  it('gives a first entry the shell state, keeping what another script stored', () => {
    scrollY = 40;
    history.replaceState({ analyticsId: 'abc' }, '');

    stop = trackHistory();

    expect(history.state).toEqual({ analyticsId: 'abc', vitrine: true, scrollY: 40, key: anyKey });
  });
});

describe('trackHistory while the shopper scrolls', () => {
  it('remembers the position once scrolling rests for 150 ms, without writing history', () => {
    vi.useFakeTimers();
    stop = trackHistory();
    const state = history.state as ShellState;
    const writes = [vi.spyOn(history, 'replaceState'), vi.spyOn(history, 'pushState')];
    scrollY = 300;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_MEMORY_MS - 1);
    scrollY = 900;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_MEMORY_MS - 1);

    expect(rememberedScroll(state)).toBe(0);
    vi.advanceTimersByTime(1);
    expect(SCROLL_MEMORY_MS).toBe(150);
    expect(rememberedScroll(state)).toBe(900);
    for (const write of writes) expect(write).not.toHaveBeenCalled();
  });

  it('scrolls back there on Back to that entry', () => {
    vi.useFakeTimers();
    stop = trackHistory();
    pushEntry('/fr/catalogue?tri=prix', 0);
    const sorted = history.state as ShellState;
    scrollY = 640;
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_MEMORY_MS);
    pushEntry('/fr/catalogue?tri=prix#avis', 0);

    pop('/fr/catalogue?tri=prix', sorted);

    expect(sorted.scrollY).toBe(0);
    expect(scrollY).toBe(640);
  });

  it('writes the position into the entry when the page hides (a reload or another site)', () => {
    stop = trackHistory();
    scrollY = 520;

    window.dispatchEvent(new Event('pagehide'));

    expect(history.state).toEqual({ vitrine: true, scrollY: 520, key: anyKey });
  });
});

describe('trackHistory on Back and Forward', () => {
  it('visits another page, asking it to scroll where its entry was', () => {
    stop = trackHistory();
    pushEntry('/fr/velos');

    pop('/fr/catalogue', { vitrine: true, scrollY: 480 });

    expect(startVisit).toHaveBeenCalledWith(new URL('/fr/catalogue', location.origin), {
      mode: 'pop',
      scrollY: 480,
    });
  });

  it('only scrolls when the hash alone moved: to the anchor, or to the saved position', () => {
    document.body.innerHTML = '<h2 id="avis">Avis</h2>';
    const intoView = vi.fn();
    (document.getElementById('avis') as HTMLElement).scrollIntoView = intoView;
    stop = trackHistory();
    pushEntry('/fr/catalogue#avis');

    pop('/fr/catalogue', { vitrine: true, scrollY: 260 });
    expect(scrollY).toBe(260);
    pop('/fr/catalogue#avis', { vitrine: true, scrollY: 0 });
    expect(intoView).toHaveBeenCalledTimes(1);

    expect(startVisit).not.toHaveBeenCalled();
  });

  it('knows an address an ajax form pushed: Back from its anchor only scrolls', () => {
    stop = trackHistory();
    pushEntry('/fr/catalogue?q=sac');
    pushEntry('/fr/catalogue?q=sac#resultats');

    pop('/fr/catalogue?q=sac', { vitrine: true, scrollY: 150 });

    expect(startVisit).not.toHaveBeenCalled();
    expect(scrollY).toBe(150);
  });

  it('knows an address the variation rewrote: Back to the entry before it reloads that page', () => {
    stop = trackHistory();
    pushEntry('/fr/catalogue#avis');
    replaceAddress('/fr/catalogue?variant=7#avis');

    pop('/fr/catalogue', { vitrine: true, scrollY: 90 });

    expect(vi.mocked(startVisit).mock.calls[0]?.[0].href).toBe(`${location.origin}/fr/catalogue`);
  });

  it('then visits the page the ajax form replaced, whose content is gone', () => {
    stop = trackHistory();
    pushEntry('/fr/catalogue?q=sac');

    pop('/fr/catalogue', { vitrine: true, scrollY: 0 });

    expect(vi.mocked(startVisit).mock.calls[0]?.[0].href).toBe(`${location.origin}/fr/catalogue`);
  });

  it('leaves entries another script wrote to that script', () => {
    stop = trackHistory();
    pushEntry('/fr/velos');

    pop('/fr/catalogue?onglet=2', { tab: 2 });

    expect(startVisit).not.toHaveBeenCalled();
  });

  it('stops listening once stopped', () => {
    trackHistory()();
    pushEntry('/fr/velos');

    pop('/fr/catalogue', { vitrine: true, scrollY: 0 });

    expect(startVisit).not.toHaveBeenCalled();
  });
});
