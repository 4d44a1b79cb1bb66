import { afterEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../core/events';
import { changeAnnouncement, findControl, keepFocus, keptControl } from './keepFocus';

// Issue 10 §2: after a change made from a control of the page, focus stays on that control's
// replacement, matched by name and value (or rel, or accessible name), else on the control at
// the same place of its group.

const region = (html: string) => {
  const main = document.createElement('main');
  main.innerHTML = html;
  return main;
};

/** Puts `before` in the page, remembers `selector` in it, then swaps in `after`. */
function swap(before: string, selector: string, after: string) {
  document.body.innerHTML = `<main data-page-region>${before}</main>`;
  const control = document.querySelector(selector) as Element;
  const kept = keptControl(control);
  const main = document.querySelector('main') as HTMLElement;
  main.innerHTML = after;
  return { kept, main };
}

afterEach(() => vi.useRealTimers());

describe('findControl', () => {
  it('finds a checkbox by name and value, not its neighbour of the same name', () => {
    const facets = `<div data-widget="filter-panel">
      <input type="checkbox" name="Brands" value="2"><input type="checkbox" name="Brands" value="5"></div>`;
    const { kept, main } = swap(facets, 'input[value="5"]', facets);
    expect(findControl(main, kept)).toBe(main.querySelector('input[value="5"]'));
  });

  it('finds a select by its name and a link by its rel or its accessible name', () => {
    const controls = `<select name="sort"></select>
      <nav data-keep-focus="pagination"><a href="?p=1" rel="prev">‹</a><a href="?p=3" aria-label="Page 3">3</a></nav>`;
    for (const selector of ['select', 'a[rel="prev"]', 'a[aria-label="Page 3"]']) {
      const { kept, main } = swap(controls, selector, controls);
      expect(findControl(main, kept)).toBe(main.querySelector(selector));
    }
  });

  it('falls back on the control at the same place of the group when the control is gone', () => {
    const tags = (...names: string[]) =>
      `<div data-keep-focus="filter-tags">${names.map((n) => `<a href="?${n}">${n}</a>`).join('')}</div>`;
    const { kept, main } = swap(
      tags('Rouge', 'Bleu', 'Vert'),
      'a[href="?Bleu"]',
      tags('Rouge', 'Vert'),
    );
    expect(findControl(main, kept)?.textContent).toBe('Vert');

    const last = swap(tags('Rouge', 'Bleu'), 'a[href="?Bleu"]', tags('Rouge'));
    expect(findControl(last.main, last.kept)?.textContent).toBe('Rouge');
  });

  it('finds the control in its group outside the region: a drawer kept open over the swap (issue 10 §1)', () => {
    document.body.innerHTML = `<main data-page-region><aside data-keep-focus="filters"></aside></main>
      <dialog data-keep-focus="filters"><input type="checkbox" name="Brands" value="2"></dialog>`;
    const kept = keptControl(document.querySelector('input') as Element);
    const main = document.querySelector('main') as HTMLElement;
    main.innerHTML = '<aside data-keep-focus="filters"></aside>';
    // The new page's panel moved its content into the drawer, outside the region.
    const drawer = document.querySelector('dialog') as HTMLElement;
    drawer.innerHTML = '<input type="checkbox" name="Brands" value="2">';
    expect(findControl(main, kept)).toBe(drawer.querySelector('input'));
  });

  it('finds nothing when neither the control nor its group is there any more', () => {
    const { kept, main } = swap(
      '<div data-keep-focus="filter-tags"><a href="?x">Rouge</a></div>',
      'a',
      '<div data-keep-focus="filter-tags"></div>',
    );
    expect(findControl(main, kept)).toBeUndefined();
  });

  it('skips a replacement that is disabled', () => {
    const { kept, main } = swap(
      '<div data-widget="f"><input type="checkbox" name="A" value="1"><input type="checkbox" name="A" value="2"></div>',
      'input[value="2"]',
      '<div data-widget="f"><input type="checkbox" name="A" value="1"><input type="checkbox" name="A" value="2" disabled></div>',
    );
    expect(findControl(main, kept)).toBe(main.querySelector('input[value="1"]'));
  });
});

describe('keepFocus', () => {
  it('opens the closed disclosure around the replacement, so it can take focus', () => {
    const panel = (open: boolean) =>
      `<details${open ? ' open' : ''}><summary>Filtres</summary><input type="checkbox" name="A" value="1"></details>`;
    const { kept, main } = swap(panel(true), 'input', panel(false));

    expect(keepFocus(main, kept)).toBe(true);
    expect(main.querySelector('details')?.open).toBe(true);
    expect(document.activeElement).toBe(main.querySelector('input'));
  });

  it('follows a widget that renders its own control over the server markup', async () => {
    const nav = '<nav data-keep-focus="pagination"><a href="?p=2" rel="next">Suivante</a></nav>';
    const { kept, main } = swap(nav, 'a', nav);
    keepFocus(main, kept);

    // What React does on mount: the server links go, its own links come.
    const widgetLink = region(nav).querySelector('nav') as HTMLElement;
    main.querySelector('nav')?.replaceWith(widgetLink);

    await vi.waitFor(() => expect(document.activeElement).toBe(widgetLink.querySelector('a')));
    emit('vitrine:page-leave', { url: location.href });
  });

  it('stops following once the shopper has moved on', async () => {
    const page =
      '<nav data-keep-focus="p"><a href="?p=2" rel="next">Suivante</a></nav><button>Autre</button>';
    const { kept, main } = swap(page, 'a', page);
    keepFocus(main, kept);
    (main.querySelector('button') as HTMLElement).focus();

    main.querySelector('nav')?.replaceWith(region(page).querySelector('nav') as HTMLElement);
    await Promise.resolve();

    expect(document.activeElement).toBe(main.querySelector('button'));
  });
});

describe('changeAnnouncement', () => {
  it('reads the data-shell-announce text of the region, spaces collapsed', () => {
    expect(changeAnnouncement(region('<p data-shell-announce>\n  12\n  résultats </p>'))).toBe(
      '12 résultats',
    );
    expect(changeAnnouncement(region('<p>12 résultats</p>'))).toBeUndefined();
  });
});
