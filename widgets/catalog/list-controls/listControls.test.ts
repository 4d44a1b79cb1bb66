import { beforeEach, describe, expect, it } from 'vitest';
import { provideNavigation } from '../../../src/core/navigation';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import listControls from './listControls';

let visits: string[];
let sources: Array<Element | undefined>;
let element: HTMLElement;

function mount() {
  const settings = applyPageSettings(
    {},
    '/fr/catalog/brand/kalvorn?filter=%7B%22Brands%22%3A%5B3%5D%7D&pageindex=4&pageSize=24',
  );
  element = document.createElement('div');
  element.innerHTML = `<form method="get">
    <select name="sort"><option value="relevance">R</option><option value="price-desc">P</option></select>
    <select name="pageSize"><option value="24">24</option><option value="48">48</option></select>
    <label><input type="radio" name="display" value="grid" checked> Grid</label>
    <label><input type="radio" name="display" value="table"> Table</label>
    <button type="submit">OK</button></form>`;
  document.body.append(element);
  return listControls(element, {}, widgetContext(element, { name: 'list-controls', settings }));
}

const change = (selector: string, value?: string) => {
  const control = element.querySelector<HTMLInputElement | HTMLSelectElement>(selector);
  if (!control) throw new Error(selector);
  if (value !== undefined) control.value = value;
  if (control instanceof HTMLInputElement) control.checked = true;
  control.dispatchEvent(new Event('change', { bubbles: true }));
};

beforeEach(() => {
  visits = [];
  sources = [];
  provideNavigation((href, options) => {
    visits.push(decodeURIComponent(href));
    sources.push(options?.from);
  });
});

describe('list controls (spec 000 §2)', () => {
  it('hides the fallback submit button and shows it again when unmounted', () => {
    const cleanup = mount();
    const button = element.querySelector('button') as HTMLButtonElement;
    expect(button.hidden).toBe(true);
    cleanup();
    expect(button.hidden).toBe(false);
  });

  it('a new sort keeps the page and the filters', () => {
    mount();
    change('select[name="sort"]', 'price-desc');
    expect(visits).toEqual([
      '/fr/catalog/brand/kalvorn?filter={"Brands":[3]}&pageSize=24&pageindex=4&sort=price-desc',
    ]);
  });

  it('a new page size goes back to the first page (spec 000 §2)', () => {
    mount();
    change('select[name="pageSize"]', '48');
    expect(visits).toEqual(['/fr/catalog/brand/kalvorn?filter={"Brands":[3]}&pageSize=48']);
  });

  it('the display switch keeps everything else', () => {
    mount();
    change('input[value="table"]');
    expect(visits[0]).toBe(
      '/fr/catalog/brand/kalvorn?display=table&filter={"Brands":[3]}&pageSize=24&pageindex=4',
    );
  });

  it('names the control each change came from, so focus stays on it (issue 10 §2)', () => {
    mount();
    change('select[name="pageSize"]', '48');
    change('input[value="table"]');
    expect(sources).toEqual([
      element.querySelector('select[name="pageSize"]'),
      element.querySelector('input[value="table"]'),
    ]);
  });

  it('applies a keyboard choice in a select on Enter or on leaving it, not at each arrow key (WCAG 3.2.2)', () => {
    mount();
    const select = element.querySelector('select[name="sort"]') as HTMLSelectElement;
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    change('select[name="sort"]', 'price-desc');
    expect(visits).toEqual([]);
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(visits).toHaveLength(1);
    select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }));
    change('select[name="sort"]', 'relevance');
    expect(visits).toHaveLength(1);
    select.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(visits).toHaveLength(2);
    expect(visits[1]).toContain('sort=relevance');
  });

  it('applies a display radio chosen with the arrows on Space or Enter, not at each arrow', () => {
    mount();
    const [grid, table] = element.querySelectorAll<HTMLInputElement>('input[name="display"]');
    table?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    change('input[value="table"]');
    expect(visits).toEqual([]);
    table?.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    expect(visits).toHaveLength(1);
    expect(visits[0]).toContain('display=table');

    grid?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    change('input[value="grid"]');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    grid?.dispatchEvent(enter);
    expect(visits).toHaveLength(2);
    // The fallback form is not submitted on top of it.
    expect(enter.defaultPrevented).toBe(true);
  });

  it('applies it on leaving the group, not on moving from radio to radio', () => {
    mount();
    const [grid, table] = element.querySelectorAll<HTMLInputElement>('input[name="display"]');
    grid?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    change('input[value="table"]');
    grid?.dispatchEvent(
      new FocusEvent('focusout', { bubbles: true, relatedTarget: table ?? null }),
    );
    expect(visits).toEqual([]);
    const sort = element.querySelector('select') as HTMLSelectElement;
    table?.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: sort }));
    expect(visits).toHaveLength(1);
    expect(visits[0]).toContain('display=table');
  });
});
