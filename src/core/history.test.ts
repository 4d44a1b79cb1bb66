import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../test/settings';
import {
  arrive,
  isShellState,
  keepScrollForNextDocument,
  pushEntry,
  rememberedScroll,
  rememberScroll,
  replaceAddress,
  replaceEntry,
  type ShellState,
  shownAddress,
} from './history';

// docs/decisions/015-shell-split-and-history.md, and its update of issue 16 §2.

const anyKey = expect.any(String);

/** The module as a reloaded page gets it: empty memory, the same history and sessionStorage. */
async function nextDocument(): Promise<typeof import('./history')> {
  vi.resetModules();
  return import('./history');
}

let scrollY = 0;

/** jsdom does not scroll: window.scrollY reads a variable the test sets. */
function fakeScroll(initial: number) {
  scrollY = initial;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
}

const address = () => location.pathname + location.search + location.hash;
const shown = () => {
  const url = shownAddress();
  return url.pathname + url.search + url.hash;
};

beforeEach(() => {
  applyPageSettings({}, '/fr/');
  fakeScroll(0);
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('rememberScroll (decision 015: scroll lives in memory while the document does)', () => {
  it("remembers the position under the entry's key and writes no history", () => {
    pushEntry('/fr/velos', 0);
    const state = history.state as ShellState;
    const replaceState = vi.spyOn(history, 'replaceState');
    fakeScroll(420);

    rememberScroll();

    expect(replaceState).not.toHaveBeenCalled();
    expect(history.state).toEqual(state);
    expect(rememberedScroll(state)).toBe(420);
  });

  it('remembers nothing for an entry another script wrote', () => {
    history.replaceState({ analyticsId: 'abc' }, '');
    fakeScroll(30);

    rememberScroll();

    expect(history.state).toEqual({ analyticsId: 'abc' });
  });
});

describe('keepScrollForNextDocument (pagehide: a reload, another site)', () => {
  it('writes the current scroll position into the current entry', () => {
    fakeScroll(420);

    keepScrollForNextDocument();

    expect(history.state).toEqual({ vitrine: true, scrollY: 420, key: anyKey });
  });

  it('keeps the other keys of a shell state, its key among them', () => {
    fakeScroll(75);
    history.replaceState({ vitrine: true, scrollY: 10, key: 'k1', focus: 'h1' }, '');

    keepScrollForNextDocument();

    expect(history.state).toEqual({ vitrine: true, scrollY: 75, key: 'k1', focus: 'h1' });
  });

  it('keeps the keys another script stored in the entry', () => {
    fakeScroll(30);
    history.replaceState({ analyticsId: 'abc' }, '');

    keepScrollForNextDocument();

    expect(history.state).toEqual({ analyticsId: 'abc', vitrine: true, scrollY: 30, key: anyKey });
  });

  it('leaves the address as it is', () => {
    history.replaceState(null, '', '/fr/produit?id=4#avis');

    keepScrollForNextDocument();

    expect(address()).toBe('/fr/produit?id=4#avis');
  });
});

describe('the next document of the tab (a reload, Back from another site)', () => {
  it('scrolls each entry where the document before left it, not only the current one', async () => {
    pushEntry('/fr/velos', 0);
    fakeScroll(900);
    rememberScroll();
    const velos = history.state as ShellState;
    pushEntry('/fr/horloge', 0);
    fakeScroll(300);
    keepScrollForNextDocument();
    const horloge = history.state as ShellState;

    const next = await nextDocument();

    expect(next.enterDocument()).toBe(300);
    expect(next.rememberedScroll(horloge)).toBe(300);
    // Back from here loads /fr/velos in a new document too: its state still says 0.
    expect(velos.scrollY).toBe(0);
    expect(next.rememberedScroll(velos)).toBe(900);
  });

  it('keeps the 50 entries met last, as many as a tab has', () => {
    for (let page = 1; page <= 60; page += 1) pushEntry(`/fr/page-${page}`, page);
    fakeScroll(60);

    keepScrollForNextDocument();

    const kept = Object.values(JSON.parse(sessionStorage.getItem('vitrine:scroll') ?? '{}'));
    expect(kept).toHaveLength(50);
    expect(kept.at(-1)).toBe(60);
    expect(kept[0]).toBe(11);
  });

  it("falls back to the entry's own state when the storage is unreadable", async () => {
    fakeScroll(640);
    keepScrollForNextDocument();
    sessionStorage.setItem('vitrine:scroll', '{not json');

    const next = await nextDocument();

    expect(next.enterDocument()).toBe(640);
  });

  it('gives an entry the shell never wrote its state, and nowhere to scroll', async () => {
    history.replaceState({ analyticsId: 'abc' }, '');
    fakeScroll(40);
    const next = await nextDocument();

    expect(next.enterDocument()).toBeUndefined();
    expect(history.state).toEqual({ analyticsId: 'abc', vitrine: true, scrollY: 40, key: anyKey });
  });

  it('gives a key to an entry of an older build, keeping its position', async () => {
    history.replaceState({ vitrine: true, scrollY: 260 }, '');
    const next = await nextDocument();

    expect(next.enterDocument()).toBe(260);
    expect(history.state).toEqual({ vitrine: true, scrollY: 260, key: anyKey });
  });

  it('writes nothing when the entry already has the shell state and its key', async () => {
    pushEntry('/fr/velos', 0);
    const next = await nextDocument();
    const replaceState = vi.spyOn(history, 'replaceState');

    expect(next.enterDocument()).toBe(0);
    expect(replaceState).not.toHaveBeenCalled();
  });
});

describe('isShellState', () => {
  it('is true for a state the shell wrote', () => {
    expect(isShellState({ vitrine: true, scrollY: 0 })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'vitrine'],
    ['another script state', { scrollY: 10 }],
    ['a vitrine flag that is not true', { vitrine: 'true', scrollY: 10 }],
  ])('is false for %s', (_name, state) => {
    expect(isShellState(state)).toBe(false);
  });
});

describe('pushEntry', () => {
  it('adds an entry with the address and the scroll position of the page now', () => {
    fakeScroll(310);
    const length = history.length;

    pushEntry('/fr/recherche?q=sac');

    expect(history.length).toBe(length + 1);
    expect(address()).toBe('/fr/recherche?q=sac');
    expect(history.state).toEqual({ vitrine: true, scrollY: 310, key: anyKey });
    expect(rememberedScroll(history.state as ShellState)).toBe(310);
  });

  it('gives every entry its own key', () => {
    pushEntry('/fr/velos');
    const first = (history.state as ShellState).key;
    pushEntry('/fr/velos');

    expect((history.state as ShellState).key).not.toBe(first);
  });

  it('takes the scroll position it is given', () => {
    pushEntry('/fr/velos', 0);

    expect(history.state).toEqual({ vitrine: true, scrollY: 0, key: anyKey });
  });

  it('makes the new address the one the page stands for', () => {
    pushEntry('/fr/recherche?q=sac#resultats');

    expect(shown()).toBe('/fr/recherche?q=sac#resultats');
  });
});

describe('replaceEntry', () => {
  it('rewrites this entry with the shell state, without a new entry', () => {
    history.replaceState({ analyticsId: 'abc' }, '');
    const length = history.length;

    replaceEntry('/fr/velos', 640);

    expect(history.length).toBe(length);
    expect(address()).toBe('/fr/velos');
    expect(history.state).toEqual({ vitrine: true, scrollY: 640, key: anyKey });
    expect(shown()).toBe('/fr/velos');
  });

  it('keeps the key of a shell entry, and remembers the new position', () => {
    pushEntry('/fr/velos', 0);
    const { key } = history.state as ShellState;

    replaceEntry('/fr/velos?tri=prix', 120);

    expect(history.state).toEqual({ vitrine: true, scrollY: 120, key });
    expect(rememberedScroll(history.state as ShellState)).toBe(120);
  });

  it('writes nothing when the entry already stands for that address (Back and Forward)', () => {
    pushEntry('/fr/velos', 0);
    const state = history.state as ShellState;
    const replaceState = vi.spyOn(history, 'replaceState');

    replaceEntry(`${location.origin}/fr/velos`, 480);

    expect(replaceState).not.toHaveBeenCalled();
    expect(rememberedScroll(state)).toBe(480);
  });
});

describe('replaceAddress (spec 000 §2: the address names the variant)', () => {
  it('changes the address of this entry and keeps its state as it was', () => {
    const kept = { vitrine: true, scrollY: 120, analyticsId: 'abc' };
    history.replaceState(kept, '', '/fr/produit/velo');
    const length = history.length;

    replaceAddress('/fr/produit/velo?variant=7');

    expect(history.length).toBe(length);
    expect(address()).toBe('/fr/produit/velo?variant=7');
    expect(history.state).toEqual(kept);
    expect(shown()).toBe('/fr/produit/velo?variant=7');
  });
});

describe('arrive (Back or Forward)', () => {
  it('answers the address the page stood for and then stands for the one reached', () => {
    pushEntry('/fr/velos?tri=prix');
    // What the browser does on Back: the address changes without any write of ours.
    history.replaceState(null, '', '/fr/');

    const before = arrive();

    expect(before.pathname + before.search).toBe('/fr/velos?tri=prix');
    expect(shown()).toBe('/fr/');
  });

  it('ignores addresses written by other scripts until the page reaches them', () => {
    pushEntry('/fr/velos');
    history.pushState(null, '', '/fr/velos?ouvert=1');

    expect(shown()).toBe('/fr/velos');
    expect(arrive().search).toBe('');
    expect(shown()).toBe('/fr/velos?ouvert=1');
  });
});
