import { describe, expect, it } from 'vitest';
import { emit } from '../../../src/core/events';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import categoryList from './categoryList';

function mount(path: string) {
  const settings = applyPageSettings({}, path);
  const element = document.createElement('nav');
  element.innerHTML = `<ul>
    <li><a href="/fr/catalog/category/shoes">Chaussures</a>
      <ul><li><a href="/fr/catalog/category/boots">Bottes</a></li></ul></li>
    <li><a href="/fr/catalog/category/bags">Sacs</a>
      <ul><li><a href="/fr/catalog/category/backpacks">Sacs à dos</a></li></ul></li>
    <li><a href="/fr/catalog/category/toys">Jouets</a></li>
  </ul>`;
  document.body.append(element);
  const cleanup = categoryList(
    element,
    { toggleLabel: 'Sous-catégories de {{name}}' },
    widgetContext(element, { name: 'category-list', settings }),
  );
  const toggle = (name: string) =>
    element.querySelector<HTMLButtonElement>(`button[aria-label="Sous-catégories de ${name}"]`);
  return { element, cleanup, toggle };
}

describe('category list', () => {
  it('adds one labelled toggle per category with subcategories, collapsed away from the current page', () => {
    const { element, toggle } = mount('/fr/catalog/category/toys');
    expect(element.querySelectorAll('button')).toHaveLength(2);
    expect(toggle('Chaussures')?.getAttribute('aria-expanded')).toBe('false');
    expect(
      element
        .querySelector(`#${toggle('Chaussures')?.getAttribute('aria-controls')}`)
        ?.hasAttribute('hidden'),
    ).toBe(true);
    expect(element.querySelector('a[aria-current="page"]')?.textContent).toBe('Jouets');
  });

  it('opens the branch of the current page and marks its link', () => {
    const { element, toggle } = mount('/fr/catalog/category/boots');
    expect(toggle('Chaussures')?.getAttribute('aria-expanded')).toBe('true');
    expect(toggle('Sacs')?.getAttribute('aria-expanded')).toBe('false');
    expect(element.querySelector('a[aria-current="page"]')?.textContent).toBe('Bottes');
  });

  it('toggles a branch on click', () => {
    const { toggle } = mount('/fr/');
    toggle('Sacs')?.click();
    expect(toggle('Sacs')?.getAttribute('aria-expanded')).toBe('true');
    toggle('Sacs')?.click();
    expect(toggle('Sacs')?.getAttribute('aria-expanded')).toBe('false');
  });

  it('follows the page after a swap', () => {
    const { element, toggle } = mount('/fr/');
    history.replaceState(null, '', '/fr/catalog/category/backpacks');
    emit('vitrine:page-finished', { url: location.href });
    expect(element.querySelector('a[aria-current="page"]')?.textContent).toBe('Sacs à dos');
    expect(toggle('Sacs')?.getAttribute('aria-expanded')).toBe('true');
  });

  it('gives the server markup back when unmounted', () => {
    const { element, cleanup } = mount('/fr/catalog/category/toys');
    cleanup();
    expect(element.querySelectorAll('button')).toHaveLength(0);
    expect(element.querySelectorAll('ul[hidden]')).toHaveLength(0);
  });

  it('gives back the branches the server had closed (issue 10 §1: its size before it mounts)', () => {
    const { element, cleanup, toggle } = mount('/fr/catalog/category/toys');
    cleanup();
    const bags = element.querySelector('a[href$="/bags"] + ul') as HTMLElement;
    bags.hidden = true;
    const again = categoryList(
      element,
      { toggleLabel: 'Sous-catégories de {{name}}' },
      widgetContext(element, { name: 'category-list' }),
    );
    toggle('Sacs')?.click();
    expect(bags.hidden).toBe(false);
    again();
    expect(bags.hidden).toBe(true);
    expect(element.querySelectorAll('ul[hidden]')).toHaveLength(1);
  });
});
