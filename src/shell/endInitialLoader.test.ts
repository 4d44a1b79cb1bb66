import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_LOADER_FADE_MS, INITIAL_LOADER_MS } from './constants';
import { endInitialLoader } from './endInitialLoader';

// Decision 042: spec 000 §9's 3000 ms is the longest the loader stays, spec 001 §9's 600 ms
// its fade once the page has loaded.

const loader = () => document.querySelector('[data-initial-loader]') as HTMLElement;
const leaving = () => loader().classList.contains('is-leaving') && loader().style.opacity === '0';
const done = () =>
  loader().classList.contains('is-done') &&
  loader().ariaHidden === 'true' &&
  loader().style.display === 'none';

function motion(reduced: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
  }));
}

let readyState: DocumentReadyState = 'loading';

beforeEach(() => {
  vi.useFakeTimers();
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  document.body.innerHTML = '<div data-initial-loader></div>';
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('endInitialLoader', () => {
  it('fades the loader out over 600 ms once the page has loaded', () => {
    motion(false);
    endInitialLoader();
    vi.advanceTimersByTime(1000);
    expect(leaving()).toBe(false);

    window.dispatchEvent(new Event('load'));

    expect(INITIAL_LOADER_FADE_MS).toBe(600);
    expect(leaving()).toBe(true);
    expect(loader().style.transition).toBe('opacity 600ms');
    expect(loader().style.pointerEvents).toBe('none');
    vi.advanceTimersByTime(INITIAL_LOADER_FADE_MS - 1);
    expect(done()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(done()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts the fade after 3000 ms at most when the page is still loading', () => {
    motion(false);
    endInitialLoader();

    vi.advanceTimersByTime(INITIAL_LOADER_MS - 1);
    expect(leaving()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(INITIAL_LOADER_MS).toBe(3000);
    expect(leaving()).toBe(true);
    vi.advanceTimersByTime(INITIAL_LOADER_FADE_MS);
    expect(done()).toBe(true);

    // A late load event does not start it again.
    loader().classList.remove('is-leaving');
    window.dispatchEvent(new Event('load'));
    expect(loader().classList.contains('is-leaving')).toBe(false);
  });

  it('fades at once when the page had loaded before the bundle ran', () => {
    motion(false);
    readyState = 'complete';
    endInitialLoader();

    expect(leaving()).toBe(true);
    vi.advanceTimersByTime(INITIAL_LOADER_FADE_MS);
    expect(done()).toBe(true);
  });

  it('ends it at once, without a fade, when the shopper prefers reduced motion', () => {
    motion(true);

    endInitialLoader();

    expect(done()).toBe(true);
    expect(loader().classList.contains('is-leaving')).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing on a page without a loader', () => {
    document.body.innerHTML = '<main></main>';
    motion(false);

    expect(() => endInitialLoader()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
