import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import { SECTION_FADE_MS } from './sections';
import tyreInscriptions from './tyreInscriptions';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
let observers: Callback[] = [];
class FakeObserver {
  constructor(callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  disconnect() {}
}

function stubMedia({ width, reduce = false }: { width: number; reduce?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce')
      ? reduce
      : width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function form() {
  const element = document.createElement('div');
  const section = document.createElement('section');
  section.setAttribute('data-tyre-section', '');
  const title = document.createElement('h2');
  title.textContent = 'Dimensions du pneu';
  const body = document.createElement('div');
  body.id = 'tyre-size';
  const schema = document.createElement('figure');
  schema.setAttribute('data-tyre-schema', '');
  body.append(schema);
  section.append(title, body);
  element.append(section);
  document.body.append(element);
  const stop = tyreInscriptions(
    element,
    { smallBelow: 576 },
    widgetContext(element, { name: 'tyre-inscriptions' }),
  );
  return { element, title, body, schema, stop };
}

beforeEach(() => {
  applyPageSettings();
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tyre-inscriptions', () => {
  it('makes each section title a disclosure button that fades the body out in 200 ms', () => {
    vi.useFakeTimers();
    stubMedia({ width: 1280 });
    const { title, body, stop } = form();
    const button = title.querySelector('button') as HTMLButtonElement;
    expect(button.textContent).toBe('Dimensions du pneu');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe('tyre-size');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(body.classList.contains('is-fading')).toBe(true);
    expect(body.hidden).toBe(false);
    vi.advanceTimersByTime(SECTION_FADE_MS);
    expect(body.hidden).toBe(true);
    button.click();
    expect(body.hidden).toBe(false);
    vi.advanceTimersByTime(20);
    expect(body.classList.contains('is-fading')).toBe(false);
    stop();
    expect(title.querySelector('button')).toBeNull();
    expect(title.textContent).toBe('Dimensions du pneu');
  });

  it('draws the schema lines once in view, above the extra-small breakpoint', () => {
    stubMedia({ width: 1280 });
    const { schema } = form();
    expect(schema.classList.contains('is-drawn')).toBe(false);
    for (const callback of observers) callback([{ isIntersecting: true }]);
    expect(schema.classList.contains('is-drawn')).toBe(true);
  });

  it('does not draw them at 360 px, even in view', () => {
    stubMedia({ width: 360 });
    const { schema } = form();
    for (const callback of observers) callback([{ isIntersecting: true }]);
    expect(schema.classList.contains('is-drawn')).toBe(false);
  });

  it('shows them at once with reduced motion', () => {
    stubMedia({ width: 1280, reduce: true });
    const { schema } = form();
    expect(schema.classList.contains('is-drawn')).toBe(true);
    expect(schema.classList.contains('is-static')).toBe(true);
  });
});
