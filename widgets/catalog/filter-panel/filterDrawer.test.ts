import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installDialogElement } from '../../../src/test/dialogElement';
import {
  adoptDrawer,
  closeDrawer,
  closeOrphanDrawer,
  type DrawerOwner,
  isDrawerOpen,
  openDrawer,
} from './filterDrawer';

/** A facet panel as the CMS renders it (decision 009), count as the page would say it. */
function panel(count: number, checked: string[] = []) {
  const element = document.createElement('aside');
  element.innerHTML = `
    <button type="button" data-filter-drawer-open>Filtrer</button>
    <div data-filter-drawer>
      <div><h2 id="filters-title">Filtres</h2><button type="button" data-filter-drawer-close>Fermer</button></div>
      <form data-facets>
        ${['1', '2', '3']
          .map(
            (value) =>
              `<label><input type="checkbox" name="Brands" value="${value}"${checked.includes(value) ? ' checked' : ''}> B${value}</label>`,
          )
          .join('')}
      </form>
      <p><button type="button" data-filter-drawer-close>Afficher ${count} produits</button></p>
    </div>`;
  document.body.append(element);
  const content = element.querySelector('[data-filter-drawer]') as HTMLElement;
  const opener = element.querySelector('[data-filter-drawer-open]') as HTMLElement;
  const owner: DrawerOwner = {
    content,
    opener: () => (opener.isConnected ? opener : null),
    status: () => `${count} produits`,
  };
  return { element, content, opener, owner };
}

const drawer = () => document.querySelector('dialog') as HTMLDialogElement;
const closed = () => new Promise((resolve) => drawer().addEventListener('close', resolve));
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

let restore: () => void;
beforeAll(() => {
  restore = installDialogElement();
});
afterAll(() => restore());
afterEach(async () => {
  if (isDrawerOpen()) {
    const done = closed();
    closeDrawer();
    await done;
  }
  document.body.replaceChildren();
});

describe('filter drawer (issue 10 §1)', () => {
  it('shows the panel in a modal dialog named by its heading, outside the page region', () => {
    const { content, owner } = panel(216);
    openDrawer(owner);
    expect(drawer().open).toBe(true);
    expect(drawer().parentElement).toBe(document.body);
    expect(drawer().getAttribute('aria-labelledby')).toBe('filters-title');
    expect(drawer().querySelector('form[data-facets]')).not.toBeNull();
    expect(content.childElementCount).toBe(0);
  });

  it('opened twice, still shows the panel', () => {
    const { owner } = panel(216);
    openDrawer(owner);
    openDrawer(owner);
    expect(drawer().querySelector('form[data-facets]')).not.toBeNull();
  });

  it('closes from its buttons, gives the panel its content back and focus to the opener', async () => {
    const { content, opener, owner } = panel(216);
    openDrawer(owner);
    const done = closed();
    (drawer().querySelector('[data-filter-drawer-close]') as HTMLElement).click();
    await done;
    expect(drawer().open).toBe(false);
    expect(content.querySelector('form[data-facets]')).not.toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a tap beside it (its backdrop)', async () => {
    const { owner } = panel(216);
    openDrawer(owner);
    const done = closed();
    drawer().click();
    await done;
    expect(isDrawerOpen()).toBe(false);
  });

  it('applies a waiting change before it closes', () => {
    const { owner } = panel(216);
    const beforeClose = vi.fn();
    openDrawer({ ...owner, beforeClose });
    closeDrawer();
    expect(beforeClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift', () => {
    const { owner } = panel(216);
    openDrawer(owner);
    const controls = Array.from(drawer().querySelectorAll<HTMLElement>('button, input'));
    const first = controls[0] as HTMLElement;
    const last = controls.at(-1) as HTMLElement;
    last.focus();
    last.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe(first);
    first.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }),
    );
    expect(document.activeElement).toBe(last);
  });

  it('stays open over a list change: the next page’s panel takes it over, focus on the same filter, its count announced', async () => {
    const before = panel(216);
    openDrawer(before.owner);
    const ticked = drawer().querySelector('input[value="2"]') as HTMLInputElement;
    ticked.checked = true;
    ticked.focus();
    // The shell swaps the page region: the old panel leaves the page, the new one arrives.
    before.element.remove();
    const after = panel(18, ['2']);
    expect(adoptDrawer(after.owner)).toBe(true);
    expect(drawer().open).toBe(true);
    const replacement = drawer().querySelector('input[value="2"]');
    expect(replacement).not.toBe(ticked);
    expect(document.activeElement).toBe(replacement);
    expect(drawer().textContent).toContain('Afficher 18 produits');
    await frame();
    expect(drawer().querySelector('[role="status"]')?.textContent).toBe('18 produits');
    // Closing gives the content to the new panel, focus to its opener.
    const done = closed();
    closeDrawer();
    await done;
    expect(after.content.querySelector('input[value="2"]')).toBe(replacement);
    expect(document.activeElement).toBe(after.opener);
  });

  it('is not taken over when closed: the new panel stays in the page', () => {
    const { owner, content } = panel(216);
    expect(adoptDrawer(owner)).toBe(false);
    expect(content.querySelector('form')).not.toBeNull();
  });

  it('closes when the panel it shows left the page and none took it over', async () => {
    const before = panel(216);
    openDrawer(before.owner);
    closeOrphanDrawer();
    expect(isDrawerOpen()).toBe(true);
    before.element.remove();
    const done = closed();
    closeOrphanDrawer();
    await done;
    expect(isDrawerOpen()).toBe(false);
    expect(drawer().querySelector('form')).toBeNull();
  });
});
