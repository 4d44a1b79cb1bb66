import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../test/settings';
import { ANCHOR_OFFSET_PX, ANCHOR_SCROLL_MS, CLICK_SUPPRESSION_MS } from './constants';
import { anchorTarget, clicksSuppressed, scrollToElement } from './scroll';

let scrollY = 0;

/** jsdom does not scroll: window.scrollY reads a variable that window.scrollTo writes. */
function fakeScroll(initial: number) {
  scrollY = initial;
  vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  return vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
    scrollY = y;
  }) as typeof window.scrollTo);
}

/** An element whose box starts `top` px below the top of the viewport. */
function elementAt(top: number): HTMLElement {
  document.body.innerHTML = '<h2 id="avis">Avis</h2>';
  const element = document.getElementById('avis') as HTMLElement;
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 0, y: top, width: 100, height: 20 }),
  );
  return element;
}

beforeEach(() => {
  applyPageSettings({}, '/fr/');
});

describe('anchorTarget', () => {
  it('finds the element by id', () => {
    document.body.innerHTML = '<section id="avis"></section>';

    expect(anchorTarget('#avis')).toBe(document.getElementById('avis'));
  });

  it('finds a named anchor when no element has the id', () => {
    document.body.innerHTML = '<a name="haut"></a>';

    expect(anchorTarget('#haut')).toBe(document.querySelector('a[name="haut"]'));
  });

  it('prefers the id over a name', () => {
    document.body.innerHTML = '<a name="avis"></a><section id="avis"></section>';

    expect(anchorTarget('#avis')).toBe(document.querySelector('section'));
  });

  it('decodes a percent-encoded id, as URL.hash gives it', () => {
    document.body.innerHTML = '<h2 id="prix été">Prix</h2>';
    const { hash } = new URL('/fr/#prix été', location.origin);

    expect(hash).toBe('#prix%20%C3%A9t%C3%A9');
    expect(anchorTarget(hash)).toBe(document.querySelector('h2'));
  });

  it('finds an id with a percent sign that is not an escape instead of throwing', () => {
    document.body.innerHTML = '<h2 id="remise-50%">Remise</h2>';
    const { hash } = new URL('/fr/#remise-50%', location.origin);

    expect(anchorTarget(hash)).toBe(document.querySelector('h2'));
  });

  it('is null for an empty hash or an unknown target', () => {
    document.body.innerHTML = '<section id="avis"></section>';

    expect(anchorTarget('')).toBeNull();
    expect(anchorTarget('#')).toBeNull();
    expect(anchorTarget('#absent')).toBeNull();
  });
});

describe('scrollToElement with reduced motion', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('scrolls at once to the element with the -32 px offset (spec 000 §9)', async () => {
    const scrollTo = fakeScroll(100);

    await scrollToElement(elementAt(400), true);

    expect(ANCHOR_OFFSET_PX).toBe(-32);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 400 + 100 - 32);
  });

  it('never scrolls above the top of the page', async () => {
    const scrollTo = fakeScroll(0);

    await scrollToElement(elementAt(10), true);

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('ignores clicks for 500 ms afterwards (spec 000 §9)', async () => {
    fakeScroll(0);
    const done = performance.now();

    await scrollToElement(elementAt(400), true);

    expect(CLICK_SUPPRESSION_MS).toBe(500);
    expect(clicksSuppressed(done)).toBe(true);
    expect(clicksSuppressed(done + CLICK_SUPPRESSION_MS - 1)).toBe(true);
    expect(clicksSuppressed(done + CLICK_SUPPRESSION_MS)).toBe(false);
    expect(clicksSuppressed(done + 5_000)).toBe(false);
  });

  it('reads the clock when no time is given', async () => {
    fakeScroll(0);
    await scrollToElement(elementAt(400), true);

    expect(clicksSuppressed()).toBe(true);
    vi.advanceTimersByTime(CLICK_SUPPRESSION_MS);
    expect(clicksSuppressed()).toBe(false);
  });
});

describe('scrollToElement with motion', () => {
  let frames: FrameRequestCallback[];

  /** Moves the clock to `at` ms after the start and runs the frames waiting for it. */
  function frameAt(start: number, at: number): void {
    vi.advanceTimersByTime(start + at - performance.now());
    const waiting = frames.splice(0);
    for (const callback of waiting) callback(performance.now());
  }

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance'] });
    // Past the click suppression an earlier test left behind (module state).
    vi.advanceTimersByTime(60_000);
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('animates over 800 ms and ends exactly at the target (spec 000 §9)', async () => {
    const scrollTo = fakeScroll(100);
    const start = performance.now();
    const target = 400 + 100 + ANCHOR_OFFSET_PX;
    let finished = false;

    const scrolled = scrollToElement(elementAt(400), false).then(() => {
      finished = true;
    });
    expect(scrollTo).not.toHaveBeenCalled();

    frameAt(start, ANCHOR_SCROLL_MS / 2);
    // Ease in-out: half the time is half the way.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 100 + (target - 100) / 2);

    frameAt(start, ANCHOR_SCROLL_MS - 1);
    await Promise.resolve();
    expect(scrollY).toBeGreaterThan(100 + (target - 100) / 2);
    expect(scrollY).toBeLessThan(target);
    expect(finished).toBe(false);
    expect(frames).toHaveLength(1);

    frameAt(start, ANCHOR_SCROLL_MS);
    await scrolled;
    expect(ANCHOR_SCROLL_MS).toBe(800);
    expect(scrollTo).toHaveBeenLastCalledWith(0, target);
    expect(frames).toHaveLength(0);
  });

  it('moves in one direction only, upwards too', async () => {
    const scrollTo = fakeScroll(1_000);
    const start = performance.now();

    const scrolled = scrollToElement(elementAt(-600), false);
    for (let at = 100; at <= ANCHOR_SCROLL_MS; at += 100) frameAt(start, at);
    await scrolled;

    const positions = scrollTo.mock.calls.map((call) => call[1] as number);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    expect(positions.at(-1)).toBe(1_000 - 600 - 32);
  });

  it('ignores clicks for 500 ms once the animation ends, not before', async () => {
    fakeScroll(0);
    // The clock restarts with each test: wait out the suppression an earlier animation left.
    vi.advanceTimersByTime(ANCHOR_SCROLL_MS + CLICK_SUPPRESSION_MS);
    expect(clicksSuppressed()).toBe(false);
    const start = performance.now();

    const scrolled = scrollToElement(elementAt(400), false);
    frameAt(start, ANCHOR_SCROLL_MS / 2);
    expect(clicksSuppressed()).toBe(false);

    frameAt(start, ANCHOR_SCROLL_MS);
    await scrolled;
    const end = performance.now();
    expect(clicksSuppressed(end + CLICK_SUPPRESSION_MS - 1)).toBe(true);
    expect(clicksSuppressed(end + CLICK_SUPPRESSION_MS)).toBe(false);
  });
});
