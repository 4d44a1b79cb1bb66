import { beforeEach, describe, expect, it } from 'vitest';
import type { PageSettings } from '../core/settings';
import { applyPageSettings } from '../test/settings';
import {
  type ClickLike,
  interceptedLink,
  isModifiedClick,
  isSamePageAnchor,
  shellLink,
  shellUrl,
} from './links';

// The URL rules of issue 3 §1 and docs/decisions/008-page-shell.md ("Which links").

const plainClick: ClickLike = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

const here = () => new URL(location.href);

describe('shellUrl', () => {
  let settings: PageSettings;

  beforeEach(() => {
    settings = applyPageSettings({}, '/fr/catalogue');
  });

  it('accepts a same-origin page of the same culture and keeps its query and hash', () => {
    const url = shellUrl('/fr/produits/velo?color=red&size=m#reviews', settings, here());

    expect(url?.href).toBe(`${location.origin}/fr/produits/velo?color=red&size=m#reviews`);
  });

  it('resolves a relative address against the current page', () => {
    applyPageSettings({}, '/fr/catalogue/velos');

    expect(shellUrl('casques', settings, here())?.pathname).toBe('/fr/catalogue/casques');
  });

  it('accepts an absolute address of the same origin', () => {
    expect(shellUrl(`${location.origin}/fr/panier`, settings, here())?.pathname).toBe('/fr/panier');
  });

  it('refuses another origin, including another scheme or port of the same host', () => {
    expect(shellUrl('https://other.example/fr/panier', settings, here())).toBeUndefined();
    expect(shellUrl('//other.example/fr/panier', settings, here())).toBeUndefined();
    expect(shellUrl('https://localhost:3000/fr/panier', settings, here())).toBeUndefined();
    expect(shellUrl('http://localhost:4000/fr/panier', settings, here())).toBeUndefined();
  });

  it('refuses mailto:, tel: and javascript: links', () => {
    expect(shellUrl('mailto:shop@example.com', settings, here())).toBeUndefined();
    expect(shellUrl('tel:+3200000000', settings, here())).toBeUndefined();
    expect(shellUrl('javascript:alert(1)', settings, here())).toBeUndefined();
  });

  it('refuses an address that is not a URL', () => {
    expect(shellUrl('http://[broken', settings, here())).toBeUndefined();
  });

  it('refuses addresses outside the application path', () => {
    const shop = applyPageSettings({ appPath: '/shop/' }, '/shop/fr/catalogue');

    expect(shellUrl('/fr/x', shop, here())).toBeUndefined();
    expect(shellUrl('/shopping/fr/x', shop, here())).toBeUndefined();
    expect(shellUrl('/shop/fr/x', shop, here())?.pathname).toBe('/shop/fr/x');
  });

  it('refuses another culture, which must load in full so the strings follow', () => {
    expect(shellUrl('/nl/catalogus', settings, here())).toBeUndefined();
    expect(shellUrl('/de/', settings, here())).toBeUndefined();
  });

  it('refuses an address without a culture segment', () => {
    expect(shellUrl('/api/v1/shoppingcarts', settings, here())).toBeUndefined();
  });

  it('refuses the culture of another page under the application path', () => {
    const shop = applyPageSettings({ appPath: '/shop/' }, '/shop/fr/');

    expect(shellUrl('/shop/nl/', shop, here())).toBeUndefined();
    expect(shellUrl('/shop/fr/', shop, here())?.pathname).toBe('/shop/fr/');
  });

  it('refuses file downloads, whatever the case of the extension or the query', () => {
    for (const file of [
      '/fr/catalogue.pdf',
      '/fr/docs/conditions.PDF',
      '/fr/docs/conditions.pdf?v=2',
      '/fr/export.csv',
      '/fr/archive.zip',
      '/fr/photo.jpeg',
      '/fr/photo.JPG',
      '/fr/notice.docx',
      '/fr/demo.mp4',
    ]) {
      expect(shellUrl(file, settings, here()), file).toBeUndefined();
    }
  });

  it('accepts a page whose name only contains an extension-like word', () => {
    expect(shellUrl('/fr/pdf-guides', settings, here())?.pathname).toBe('/fr/pdf-guides');
  });
});

describe('isSamePageAnchor', () => {
  const current = new URL('http://localhost:3000/fr/produit?id=4');

  it('is true when only the hash differs', () => {
    expect(isSamePageAnchor(new URL('http://localhost:3000/fr/produit?id=4#avis'), current)).toBe(
      true,
    );
  });

  it('is false without a hash', () => {
    expect(isSamePageAnchor(new URL('http://localhost:3000/fr/produit?id=4'), current)).toBe(false);
  });

  it('is false when the query differs', () => {
    expect(isSamePageAnchor(new URL('http://localhost:3000/fr/produit?id=5#avis'), current)).toBe(
      false,
    );
  });

  it('is false when the path differs', () => {
    expect(isSamePageAnchor(new URL('http://localhost:3000/fr/panier?id=4#avis'), current)).toBe(
      false,
    );
  });
});

describe('isModifiedClick', () => {
  it('is false for a plain primary click', () => {
    expect(isModifiedClick(plainClick)).toBe(false);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['the middle button', { button: 1 }],
    ['the secondary button', { button: 2 }],
  ])('is true with %s, which opens a tab or a window', (_name, change) => {
    expect(isModifiedClick({ ...plainClick, ...change })).toBe(true);
  });
});

describe('interceptedLink', () => {
  let settings: PageSettings;

  beforeEach(() => {
    settings = applyPageSettings({}, '/fr/');
  });

  function linkIn(html: string, selector = 'a'): Element {
    document.body.innerHTML = html;
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector}`);
    return element;
  }

  const clickOn = (target: EventTarget | null, change: Partial<ClickLike> = {}) =>
    interceptedLink({ ...plainClick, ...change, target }, settings, here());

  it('takes a plain internal link with its address', () => {
    const link = linkIn('<a href="/fr/panier?step=2">Panier</a>');

    const hit = clickOn(link);

    expect(hit?.link).toBe(link);
    expect(hit?.url.href).toBe(`${location.origin}/fr/panier?step=2`);
  });

  it('finds the link of a click on one of its child elements', () => {
    const icon = linkIn('<a href="/fr/panier"><span><svg><path></path></svg></span></a>', 'path');

    expect(clickOn(icon)?.link).toBe(document.querySelector('a'));
  });

  it('takes the link of a real click event dispatched on a child', () => {
    const label = linkIn('<a href="/fr/panier"><span>Panier</span></a>', 'span');
    let hit: ReturnType<typeof interceptedLink>;
    document.addEventListener(
      'click',
      (event) => {
        hit = interceptedLink(event, settings, here());
        event.preventDefault();
      },
      { once: true },
    );

    label.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));

    expect(hit?.url.pathname).toBe('/fr/panier');
  });

  it('refuses a click outside any link, and an anchor without href', () => {
    const paragraph = linkIn('<p><a name="top">Top</a> text</p>', 'p');

    expect(clickOn(paragraph)).toBeUndefined();
    expect(clickOn(document.querySelector('a'))).toBeUndefined();
    expect(clickOn(null)).toBeUndefined();
  });

  it('refuses target=_blank and accepts target=_self', () => {
    expect(clickOn(linkIn('<a href="/fr/x" target="_blank">x</a>'))).toBeUndefined();
    expect(clickOn(linkIn('<a href="/fr/x" target="other">x</a>'))).toBeUndefined();
    expect(clickOn(linkIn('<a href="/fr/x" target="_self">x</a>'))?.url.pathname).toBe('/fr/x');
  });

  it('refuses a download link, even to a page', () => {
    expect(clickOn(linkIn('<a href="/fr/x" download>x</a>'))).toBeUndefined();
  });

  it('refuses a link with data-no-ajax, on itself or on an ancestor', () => {
    expect(clickOn(linkIn('<a href="/fr/x" data-no-ajax>x</a>'))).toBeUndefined();
    expect(
      clickOn(linkIn('<nav data-no-ajax><ul><li><a href="/fr/x">x</a></li></ul></nav>')),
    ).toBeUndefined();
  });

  it('refuses an ajax link (data-ajax="true")', () => {
    expect(clickOn(linkIn('<a href="/fr/x" data-ajax="true">x</a>'))).toBeUndefined();
  });

  it('refuses a click some other handler already prevented', () => {
    expect(clickOn(linkIn('<a href="/fr/x">x</a>'), { defaultPrevented: true })).toBeUndefined();
  });

  it('refuses a modified click', () => {
    const link = linkIn('<a href="/fr/x">x</a>');

    expect(clickOn(link, { ctrlKey: true })).toBeUndefined();
    expect(clickOn(link, { button: 1 })).toBeUndefined();
  });

  it('refuses a link the URL rules refuse (another culture, a file)', () => {
    expect(clickOn(linkIn('<a href="/nl/">nl</a>'))).toBeUndefined();
    expect(clickOn(linkIn('<a href="/fr/tarifs.pdf">pdf</a>'))).toBeUndefined();
  });
});

describe('shellLink (what a click and a hover both decide)', () => {
  let settings: PageSettings;

  beforeEach(() => {
    settings = applyPageSettings({}, '/fr/');
  });

  function elementIn(html: string, selector = 'a'): Element {
    document.body.innerHTML = html;
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector}`);
    return element;
  }

  it('takes the link an element belongs to, with its address, from any event target', () => {
    const label = elementIn('<a href="/fr/panier?step=2"><span>Panier</span></a>', 'span');

    const hit = shellLink(label, settings, here());

    expect(hit?.link).toBe(document.querySelector('a'));
    expect(hit?.url.href).toBe(`${location.origin}/fr/panier?step=2`);
  });

  it('refuses what the click rules refuse, buttons and keys aside', () => {
    for (const html of [
      '<a href="/fr/x" target="_blank">x</a>',
      '<a href="/fr/x" download>x</a>',
      '<nav data-no-ajax><a href="/fr/x">x</a></nav>',
      '<a href="/fr/x" data-ajax="true">x</a>',
      '<a href="/nl/">x</a>',
      '<a name="top">x</a>',
    ]) {
      expect(shellLink(elementIn(html), settings, here()), html).toBeUndefined();
    }
    expect(shellLink(null, settings, here())).toBeUndefined();
    expect(shellLink(document, settings, here())).toBeUndefined();
  });
});
