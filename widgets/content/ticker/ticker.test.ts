import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import ticker from './ticker';
import { lapSeconds } from './tickerTiming';

function mount() {
  const element = document.createElement('section');
  element.innerHTML = `<h2>En bref</h2>
    <button type="button" data-ticker-toggle hidden>Mettre en pause</button>
    <ul data-ticker-list id="lines"><li>Livraison offerte</li><li><a href="/fr/blog">Le journal</a></li></ul>`;
  document.body.append(element);
  return { element, cleanup: ticker(element, { speed: 60 }, widgetContext(element)) };
}
beforeEach(() => applyPageSettings());
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('ticker', () => {
  it('runs the list and a copy hidden from screen readers and out of the tab order', () => {
    const { element } = mount();
    const lists = element.querySelectorAll('[data-ticker-list]');
    expect(lists).toHaveLength(2);
    const copy = lists[1] as HTMLElement;
    expect(copy.getAttribute('aria-hidden')).toBe('true');
    expect(copy.inert).toBe(true);
    expect(copy.id).toBe('');
    expect(lists[0]?.id).toBe('lines');
  });

  it('has a pause button that stops and restarts it (WCAG 2.2.2)', () => {
    const { element } = mount();
    const toggle = element.querySelector('button') as HTMLButtonElement;
    expect(toggle.hidden).toBe(false);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    toggle.click();
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(element.classList.contains('is-paused')).toBe(true);
    toggle.click();
    expect(element.classList.contains('is-paused')).toBe(false);
  });

  it('leaves the plain list, without a pause button, to shoppers who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
    const { element } = mount();
    expect(element.querySelectorAll('[data-ticker-list]')).toHaveLength(1);
    expect(element.querySelector('button')?.hidden).toBe(true);
    expect(element.classList.contains('vitrine-ticker')).toBe(false);
  });

  it('gives back the plain list when unmounted', () => {
    const { element, cleanup } = mount();
    cleanup();
    expect(element.querySelectorAll('[data-ticker-list]')).toHaveLength(1);
    expect(element.querySelector('.vitrine-ticker__viewport')).toBeNull();
    expect(element.querySelector('button')?.hidden).toBe(true);
  });

  it('times a lap from the list width and the speed, five seconds at least', () => {
    expect(lapSeconds(1200, 60)).toBe(20);
    expect(lapSeconds(100, 60)).toBe(5);
    expect(lapSeconds(0, 60)).toBe(5);
  });
});
