import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_LOADER_MS } from './constants';
import { endInitialLoader } from './endInitialLoader';

// spec 000 §9: the initial loader lasts at most 3000 ms, less once the page has loaded.

const loader = () => document.querySelector('[data-initial-loader]') as HTMLElement;
const done = () => loader().classList.contains('is-done') && loader().ariaHidden === 'true';

function motion(reduced: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = '<div data-initial-loader></div>';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('endInitialLoader', () => {
  it('ends the loader 3000 ms after start when the page is still loading', () => {
    motion(false);
    endInitialLoader();

    vi.advanceTimersByTime(INITIAL_LOADER_MS - 1);
    expect(done()).toBe(false);
    vi.advanceTimersByTime(1);

    expect(INITIAL_LOADER_MS).toBe(3000);
    expect(done()).toBe(true);
  });

  it('ends it as soon as the page has loaded', () => {
    motion(false);
    endInitialLoader();

    window.dispatchEvent(new Event('load'));

    expect(done()).toBe(true);
  });

  it('ends it at once when the shopper prefers reduced motion', () => {
    motion(true);

    endInitialLoader();

    expect(done()).toBe(true);
  });

  it('does nothing on a page without a loader', () => {
    document.body.innerHTML = '<main></main>';
    motion(false);

    expect(() => endInitialLoader()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});
