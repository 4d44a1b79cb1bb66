/**
 * The header the layout renders around the main navigation widget (issue 10 §1): one menu
 * button and drawer, each tool once, the categories with their sub-menus, the "more" item,
 * the current page marked by the server, in the six cultures.
 */
import { describe, expect, it } from 'vitest';
import { mainCategories } from '../data/catalog/categories';
import { createApp, defaultOptions } from '../server/app';
import { stringResources } from '../server/strings';
import { cultures } from './culture';

const app = await createApp({ ...defaultOptions(), base: '/' });

async function header(path: string): Promise<Document> {
  const html = await (await app.request(path)).text();
  const page = new DOMParser().parseFromString(html, 'text/html');
  const element = page.querySelector('header');
  if (!element) throw new Error(`no header on ${path}`);
  return page;
}

describe('the layout’s header', () => {
  it.each(cultures)(
    '%s: a menu button opening the drawer that holds every tool once',
    async (culture) => {
      const page = await header(`/${culture}/`);
      const words = stringResources[culture].Navigation ?? {};
      const widget = page.querySelectorAll('header [data-widget="main-navigation"]');
      expect(widget).toHaveLength(1);
      const opener = page.querySelector('[data-nav-open]');
      expect(opener?.textContent?.trim()).toBe(words.Menu);
      expect(opener?.getAttribute('aria-expanded')).toBe('false');
      const drawer = page.getElementById(opener?.getAttribute('aria-controls') ?? '');
      expect(drawer?.hasAttribute('data-nav-drawer')).toBe(true);
      // Its title, and no dialog role until it opens (on the desktop it is the header's lines).
      expect(page.getElementById(drawer?.getAttribute('data-nav-drawer') ?? '')?.textContent).toBe(
        words.Menu,
      );
      expect(drawer?.getAttribute('role')).toBeNull();
      expect(drawer?.querySelector('[data-nav-close]')?.getAttribute('aria-label')).toBe(
        words.CloseMenu,
      );
      for (const tool of ['country-selector', 'currency-selector', 'language-links']) {
        expect(page.querySelectorAll(`[data-widget="${tool}"]`), tool).toHaveLength(1);
        expect(drawer?.querySelector(`[data-widget="${tool}"]`), tool).not.toBeNull();
      }
      expect(drawer?.querySelector('a[href$="/account"]')).not.toBeNull();
    },
  );

  it.each(cultures)('%s: the categories, their sub-menus and a hidden "more"', async (culture) => {
    const page = await header(`/${culture}/`);
    const menu = page.querySelector('[data-nav-menu]');
    const names = [...(menu?.querySelectorAll(':scope > li > a') ?? [])].map((a) => a.textContent);
    expect(names).toEqual(mainCategories.map((category) => category.name[culture]));
    const toggles = menu?.querySelectorAll(':scope > li > button[aria-controls]') ?? [];
    expect(toggles.length).toBeGreaterThanOrEqual(4);
    for (const toggle of toggles) {
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(page.getElementById(toggle.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    }
    const more = menu?.querySelector(':scope > [data-nav-more]');
    expect(more?.hasAttribute('hidden')).toBe(true);
    expect(more?.querySelector('button')?.textContent).toBe(
      stringResources[culture].Navigation?.More,
    );
    expect(more?.querySelector('ul')?.children).toHaveLength(0);
  });

  it('marks the link of the page shown, and only it', async () => {
    const boots = await header('/de/catalog/category/boots');
    const marked = boots.querySelectorAll('header [aria-current="page"]');
    expect([...marked].map((link) => link.getAttribute('href'))).toEqual([
      '/de/catalog/category/boots',
    ]);
    const home = await header('/de/');
    expect(home.querySelectorAll('header [aria-current="page"]')).toHaveLength(0);
  });
});
