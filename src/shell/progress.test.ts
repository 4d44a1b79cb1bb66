import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_LOADING_DELAY_MS } from './constants';
import { startLoading, stopLoading } from './progress';

// spec 000 §4: "A long-loading state is added while pending"; the delay before the progress
// bar (300 ms) is ours, see constants.ts.

const root = document.documentElement;
const bar = () => document.querySelector<HTMLElement>('.vitrine-progress');
const barShown = () => {
  const element = bar();
  return element !== null && !element.hidden;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  stopLoading();
  vi.useRealTimers();
  root.classList.remove('is-loading', 'is-loading-long');
});

describe('startLoading', () => {
  it('adds is-loading to <html> at once', () => {
    startLoading();

    expect(root.classList.contains('is-loading')).toBe(true);
    expect(root.classList.contains('is-loading-long')).toBe(false);
    expect(barShown()).toBe(false);
  });

  it('adds is-loading-long and shows the progress bar only after the delay', () => {
    startLoading();

    vi.advanceTimersByTime(LONG_LOADING_DELAY_MS - 1);
    expect(root.classList.contains('is-loading-long')).toBe(false);
    expect(barShown()).toBe(false);

    vi.advanceTimersByTime(1);
    expect(root.classList.contains('is-loading-long')).toBe(true);
    expect(barShown()).toBe(true);
    expect(bar()?.getAttribute('role')).toBe('progressbar');
    expect(bar()?.style.width).toBe('90%');
  });

  it('counts the delay from the latest start', () => {
    startLoading();
    vi.advanceTimersByTime(LONG_LOADING_DELAY_MS - 100);

    startLoading();
    vi.advanceTimersByTime(100);
    expect(root.classList.contains('is-loading-long')).toBe(false);

    vi.advanceTimersByTime(LONG_LOADING_DELAY_MS - 100);
    expect(root.classList.contains('is-loading-long')).toBe(true);
  });

  it('keeps a single progress bar across long loads', () => {
    startLoading();
    vi.advanceTimersByTime(LONG_LOADING_DELAY_MS);
    stopLoading();

    startLoading();
    vi.advanceTimersByTime(LONG_LOADING_DELAY_MS);

    expect(document.querySelectorAll('.vitrine-progress')).toHaveLength(1);
    expect(barShown()).toBe(true);
  });
});

describe('stopLoading', () => {
  it('removes both classes and hides the bar after a long load', () => {
    startLoading();
    vi.advanceTimersByTime(LONG_LOADING_DELAY_MS);

    stopLoading();

    expect(root.classList.contains('is-loading')).toBe(false);
    expect(root.classList.contains('is-loading-long')).toBe(false);
    expect(bar()?.hidden).toBe(true);
  });

  it('never shows the bar for a fast load', () => {
    startLoading();
    vi.advanceTimersByTime(LONG_LOADING_DELAY_MS - 1);

    stopLoading();
    vi.advanceTimersByTime(10 * LONG_LOADING_DELAY_MS);

    expect(root.classList.contains('is-loading')).toBe(false);
    expect(root.classList.contains('is-loading-long')).toBe(false);
    expect(barShown()).toBe(false);
  });

  it('does nothing harmful when nothing is loading', () => {
    stopLoading();

    expect(root.classList.contains('is-loading')).toBe(false);
    expect(barShown()).toBe(false);
  });
});
