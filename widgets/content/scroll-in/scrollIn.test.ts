import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import scrollIn, { VIEWPORT_RATIO } from './scrollIn';

type Callback = (entries: Array<{ intersectionRatio: number }>) => void;
let observed: { callback: Callback; options: IntersectionObserverInit; disconnected: boolean }[] =
  [];

class FakeObserver {
  record: (typeof observed)[number];
  constructor(callback: Callback, options: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observed.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

const reducedMotion = (reduce: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce') }));

function run(
  element: HTMLElement,
  props: { animation: 'fade' | 'fade-up' | 'zoom'; delay: number } = {
    animation: 'fade-up',
    delay: 0,
  },
) {
  return scrollIn(element, props, widgetContext(element, { name: 'scroll-in' }));
}

beforeEach(() => {
  applyPageSettings();
  observed = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  reducedMotion(false);
});
afterEach(() => vi.unstubAllGlobals());

describe('scroll-in', () => {
  it('hides the content until a tenth of it is in the viewport (spec 000 §9)', () => {
    const element = document.createElement('section');
    run(element, { animation: 'zoom', delay: 150 });
    expect(element.className).toBe('vitrine-scroll-in vitrine-scroll-in--zoom');
    expect(element.style.getPropertyValue('--vitrine-scroll-in-delay')).toBe('150ms');
    expect(observed[0]?.options.threshold).toBe(VIEWPORT_RATIO);
    observed[0]?.callback([{ intersectionRatio: 0.05 }]);
    expect(element.classList.contains('is-visible')).toBe(false);
    observed[0]?.callback([{ intersectionRatio: 0.1 }]);
    expect(element.classList.contains('is-visible')).toBe(true);
    expect(observed[0]?.disconnected).toBe(true);
  });

  it('shows the content at once to shoppers who prefer reduced motion', () => {
    reducedMotion(true);
    const element = document.createElement('section');
    run(element);
    expect(element.className).toBe('');
    expect(observed).toHaveLength(0);
  });

  it('leaves the server markup as it was when unmounted', () => {
    const element = document.createElement('section');
    element.className = 'promise';
    const cleanup = run(element);
    cleanup();
    expect(element.className).toBe('promise');
    expect(element.getAttribute('style')).toBe('');
    expect(observed[0]?.disconnected).toBe(true);
  });
});
