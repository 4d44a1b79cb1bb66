import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import languageLinks, { replaceCulture } from './languageLinks';

describe('language links (spec 001 §2)', () => {
  it.each([
    ['http://shop.test/fr/catalog?q=sac#top', 'nl', '/', 'http://shop.test/nl/catalog?q=sac#top'],
    ['http://shop.test/fr/', 'de', '/', 'http://shop.test/de/'],
    ['http://shop.test/shop/es/about', 'pt', '/shop/', 'http://shop.test/shop/pt/about'],
  ])('replaces the culture segment of %s with %s', (href, culture, appPath, expected) => {
    expect(replaceCulture(href, culture, appPath)).toBe(expected);
  });

  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    assign = vi.fn();
  });

  it('goes to the current address in the chosen language, keeping query and anchor', () => {
    const settings = applyPageSettings({}, '/fr/catalog?sort=price#list');
    vi.stubGlobal('location', { href: 'http://localhost:3000/fr/catalog?sort=price#list', assign });
    const nav = document.createElement('nav');
    nav.innerHTML = '<a href="/nl/" hreflang="nl">NL</a>';
    document.body.append(nav);
    const cleanup = languageLinks(
      nav,
      {},
      widgetContext(nav, { name: 'language-links', settings }),
    );
    const link = nav.querySelector('a');
    expect(link?.getAttribute('href')).toBe('http://localhost:3000/nl/catalog?sort=price#list');
    link?.click();
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/nl/catalog?sort=price#list');
    cleanup();
    assign.mockClear();
    link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(assign).not.toHaveBeenCalled();
  });
});
