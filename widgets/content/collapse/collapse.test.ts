import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import collapse from './collapse';

function markup(id: string, group = '', open = false) {
  const element = document.createElement('div');
  element.innerHTML = `<h3 data-collapse-title>Question ${id}</h3>
    <div data-collapse-panel id="${id}"><p>Answer <a id="${id}-link" href="#">${id}</a></p></div>`;
  document.body.append(element);
  const cleanup = collapse(element, { group, open }, widgetContext(element, { name: 'collapse' }));
  const button = element.querySelector('button') as HTMLButtonElement;
  const panel = document.getElementById(id) as HTMLElement;
  return { element, button, panel, cleanup };
}

beforeEach(() => applyPageSettings());
afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('collapse', () => {
  it('puts the title in a button that controls the closed panel', () => {
    const { button, panel } = markup('q1');
    expect(button.textContent).toBe('Question q1');
    expect(button.getAttribute('aria-controls')).toBe('q1');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.classList.contains('is-open')).toBe(false);
    expect(panel.textContent).toContain('Answer');
  });

  it('opens and closes on a click', () => {
    const { button, panel } = markup('q1');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.classList.contains('is-open')).toBe(true);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('starts open when asked', () => {
    expect(markup('q1', '', true).button.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps one panel of a group open at a time', () => {
    const first = markup('q1', 'faq');
    const second = markup('q2', 'faq');
    const other = markup('q3');
    first.button.click();
    other.button.click();
    second.button.click();
    expect(first.button.getAttribute('aria-expanded')).toBe('false');
    expect(second.button.getAttribute('aria-expanded')).toBe('true');
    expect(other.button.getAttribute('aria-expanded')).toBe('true');
  });

  it('opens when the address hash points into its panel', () => {
    history.replaceState(null, '', '/#q2-link');
    const first = markup('q1');
    const second = markup('q2');
    expect(first.button.getAttribute('aria-expanded')).toBe('false');
    expect(second.button.getAttribute('aria-expanded')).toBe('true');
    history.replaceState(null, '', '/#q1');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(first.button.getAttribute('aria-expanded')).toBe('true');
  });

  it('gives the server markup back when unmounted', () => {
    const { element, cleanup } = markup('q1');
    cleanup();
    expect(element.querySelector('button')).toBeNull();
    expect(element.querySelector('[data-collapse-title]')?.textContent).toBe('Question q1');
    expect(element.querySelector('[data-collapse-panel] > p')).not.toBeNull();
  });
});
