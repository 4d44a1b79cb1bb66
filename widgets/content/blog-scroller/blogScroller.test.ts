import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import blogScroller from './blogScroller';

const markup = `
  <div data-blog-controls hidden>
    <button type="button" data-blog-step="-1">Article précédent</button>
    <button type="button" data-blog-step="1">Article suivant</button>
  </div>
  <ol>
    <li><article id="first"><h2>Premier</h2><p><a href="#x">Lire</a></p></article></li>
    <li><article id="second"><h2>Deuxième</h2></article></li>
    <li><article id="third"><h2>Troisième</h2><input aria-label="Recherche"></article></li>
  </ol>`;

/** jsdom lays nothing out: each post's top is where the test says the page has scrolled it. */
let tops = [100, 700, 1300];
function mount() {
  const element = document.createElement('div');
  element.innerHTML = markup;
  document.body.append(element);
  element.querySelectorAll('article').forEach((post, index) => {
    post.getBoundingClientRect = () => ({ top: tops[index] ?? 0 }) as DOMRect;
    post.scrollIntoView = vi.fn((options?: ScrollIntoViewOptions | boolean) => {
      const shift = (tops[index] ?? 0) - 32;
      tops = tops.map((top) => top - shift);
      return options;
    });
  });
  const cleanup = blogScroller(element, { offset: 32 }, widgetContext(element));
  return { element, cleanup };
}
const current = (element: HTMLElement) =>
  element.querySelector('[aria-current="true"]')?.id ?? null;

beforeEach(() => {
  applyPageSettings({}, '/fr/blog');
  tops = [100, 700, 1300];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('blog-scroller', () => {
  it('shows its buttons, and moves to the next post: view, focus, aria-current, address', () => {
    const { element } = mount();
    const length = history.length;
    const next = element.querySelector<HTMLButtonElement>('[data-blog-step="1"]') as HTMLElement;
    expect(element.querySelector<HTMLElement>('[data-blog-controls]')?.hidden).toBe(false);
    next.click();
    expect(current(element)).toBe('first');
    expect(document.activeElement?.textContent).toBe('Premier');
    expect(location.hash).toBe('#first');
    next.click();
    expect(current(element)).toBe('second');
    expect(document.activeElement?.textContent).toBe('Deuxième');
    expect(location.pathname + location.hash).toBe('/fr/blog#second');
    // replaceState: the steps add no history entries.
    expect(history.length).toBe(length);
    // Reduced motion: no smooth scrolling.
    const post = element.querySelector('#second') as HTMLElement;
    expect(post.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('steps with J and K while focus is in the list, never while typing in a field', () => {
    const { element } = mount();
    const link = element.querySelector('a') as HTMLAnchorElement;
    link.focus();
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    link.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown', bubbles: true }));
    expect(current(element)).toBe('second');
    const heading = document.activeElement as HTMLElement;
    heading.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', bubbles: true }));
    expect(current(element)).toBe('first');
    const field = element.querySelector('input') as HTMLInputElement;
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'j', bubbles: true }));
    expect(current(element)).toBe('first');
  });

  it('marks the buttons aria-disabled where there is nowhere to go', () => {
    tops = [32, 700, 1300];
    const { element } = mount();
    const previous = element.querySelector('[data-blog-step="-1"]') as HTMLButtonElement;
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    previous.click();
    expect(current(element)).toBeNull();
  });

  it('marks the post named by the address, and leaves the server markup as it was', () => {
    history.replaceState(null, '', '/fr/blog#third');
    const { element, cleanup } = mount();
    expect(current(element)).toBe('third');
    cleanup();
    expect(current(element)).toBeNull();
    expect(element.querySelector<HTMLElement>('[data-blog-controls]')?.hidden).toBe(true);
  });
});
