import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../test/settings';
import {
  arrive,
  isShellState,
  pushEntry,
  rememberScroll,
  replaceAddress,
  replaceEntry,
  shownAddress,
} from './history';

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

describe('rememberScroll (issue 3 §1: scroll lives in history.state)', () => {
  it('writes the current scroll position into the current entry', () => {
    fakeScroll(420);

    rememberScroll();

    expect(history.state).toEqual({ vitrine: true, scrollY: 420 });
  });

  it('keeps the other keys of a shell state', () => {
    fakeScroll(75);
    history.replaceState({ vitrine: true, scrollY: 10, focus: 'h1' }, '');

    rememberScroll();

    expect(history.state).toEqual({ vitrine: true, scrollY: 75, focus: 'h1' });
  });

  it('keeps the keys another script stored in the entry', () => {
    fakeScroll(30);
    history.replaceState({ analyticsId: 'abc' }, '');

    rememberScroll();

    expect(history.state).toEqual({ analyticsId: 'abc', vitrine: true, scrollY: 30 });
  });

  it('leaves the address as it is', () => {
    history.replaceState(null, '', '/fr/produit?id=4#avis');

    rememberScroll();

    expect(address()).toBe('/fr/produit?id=4#avis');
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
    expect(history.state).toEqual({ vitrine: true, scrollY: 310 });
  });

  it('takes the scroll position it is given', () => {
    pushEntry('/fr/velos', 0);

    expect(history.state).toEqual({ vitrine: true, scrollY: 0 });
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
    expect(history.state).toEqual({ vitrine: true, scrollY: 640 });
    expect(shown()).toBe('/fr/velos');
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
