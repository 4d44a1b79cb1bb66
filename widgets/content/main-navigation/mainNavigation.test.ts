import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emit } from '../../../src/core/events';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import example from './example.html?raw';
import mainNavigation from './mainNavigation';

/** The breakpoint as the stubbed matchMedia reports it, and who listens to its changes. */
let large = false;
const mediaListeners = new Set<() => void>();
/** Where the line of categories ends on screen (each item is 100 px wide). */
let lineEnd = 1000;
let cleanups: Array<() => void> = [];

function setLarge(matches: boolean) {
  large = matches;
  for (const listener of mediaListeners) listener();
}

beforeEach(() => {
  large = false;
  lineEnd = 1000;
  mediaListeners.clear();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return large;
    },
    addEventListener: (_type: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => mediaListeners.delete(listener),
  }));
  // jsdom has no layout: what the theme hides (a collapsed sub-menu, a hidden item) has no box.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (
    this: HTMLElement,
  ) {
    const hidden = this.closest('[hidden], [aria-expanded="false"] + ul');
    return (hidden ? [] : [{}]) as unknown as DOMRectList;
  });
  // The categories' line: items of 100 px side by side; the list itself ends at lineEnd.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: HTMLElement,
  ) {
    if (this.matches('[data-nav-menu]')) return { right: lineEnd } as DOMRect;
    const shown = [...(this.parentElement?.children ?? [])].filter(
      (item) => !(item as HTMLElement).hidden,
    );
    return { right: (shown.indexOf(this) + 1) * 100 } as DOMRect;
  });
});

afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});

function mount() {
  document.body.innerHTML = `<a class="skip" href="#main">Aller au contenu</a>
    <header><div class="bar"><a class="logo" href="/fr/">Vitrine</a>${example}</div></header>
    <main id="main"><h1>Chaussures</h1><a href="/fr/about">À propos</a></main>`;
  const element = document.querySelector<HTMLElement>('[data-widget="main-navigation"]');
  if (!element) throw new Error('no example');
  const settings = applyPageSettings({}, '/fr/catalog/category/shoes');
  cleanups.push(mainNavigation(element, { largeFrom: 992 }, widgetContext(element, { settings })));
  const get = <T extends HTMLElement = HTMLElement>(selector: string) =>
    document.querySelector<T>(selector) as T;
  return {
    element,
    opener: get('[data-nav-open]'),
    drawer: get('[data-nav-drawer]'),
    close: get('[data-nav-close]'),
    shoes: get('[aria-controls="example-nav-shoes"]'),
    more: get('[data-nav-more]'),
    moreButton: get('[aria-controls="example-nav-more"]'),
    get,
  };
}

const press = (key: string, init: KeyboardEventInit = {}) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
  );

function pointer(
  type: string,
  target: Element,
  { pointerType = 'mouse', relatedTarget = null as Element | null } = {},
) {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, relatedTarget });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  target.dispatchEvent(event);
}

const names = (list: Element) =>
  [...list.querySelectorAll(':scope > li > a')].map((link) => link.textContent);

describe('main navigation on small screens: the drawer (issue 10 §1, spec 001 §2)', () => {
  it('opens as a modal dialog, focus inside and the rest of the page inert', () => {
    const { opener, drawer, close } = mount();
    expect(drawer.getAttribute('role')).toBeNull();
    opener.click();
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(drawer.getAttribute('role')).toBe('dialog');
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    expect(drawer.getAttribute('aria-labelledby')).toBe('example-nav-title');
    expect(document.activeElement).toBe(close);
    for (const selector of ['.skip', 'main', '.logo', '[data-nav-open]']) {
      expect(document.querySelector(selector)?.hasAttribute('inert'), selector).toBe(true);
    }
    expect(drawer.closest('[inert]')).toBeNull();
  });

  it('closes on Esc, gives the focus back to the menu button and the page back as it was', () => {
    const { opener, drawer } = mount();
    // Inert before the drawer opened (another widget's doing): still inert after it closed.
    document.querySelector('.skip')?.setAttribute('inert', '');
    opener.click();
    press('Escape');
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(drawer.getAttribute('role')).toBeNull();
    expect(drawer.getAttribute('aria-modal')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.querySelectorAll('[inert]')).toHaveLength(1);
    expect(document.querySelector('.skip')?.hasAttribute('inert')).toBe(true);
  });

  it('closes with its close button', () => {
    const { opener, close } = mount();
    opener.click();
    close.click();
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the focus inside: Tab after the last stop comes back to the first, Shift+Tab back', () => {
    const { opener, close, get } = mount();
    opener.click();
    const last = get('.header-tools__account');
    last.focus();
    expect(press('Tab')).toBe(false);
    expect(document.activeElement).toBe(close);
    expect(press('Tab', { shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
    // Between the edges the browser moves the focus itself.
    get('.main-nav__link').focus();
    expect(press('Tab')).toBe(true);
  });

  it('skips the links of a collapsed sub-menu, and reaches them once it is open', () => {
    const { opener, shoes, close, get } = mount();
    opener.click();
    const boots = get('a[href="/fr/catalog/category/boots"]');
    boots.focus();
    // Collapsed: not a stop, so Tab from it is not the last stop's Tab.
    get('.header-tools__account').focus();
    press('Tab');
    expect(document.activeElement).toBe(close);
    shoes.click();
    expect(shoes.getAttribute('aria-expanded')).toBe('true');
    close.focus();
    press('Tab', { shiftKey: true });
    expect(document.activeElement).toBe(get('.header-tools__account'));
  });

  it('closes when the backdrop is pressed, not when the drawer itself is', () => {
    const { opener, drawer } = mount();
    opener.click();
    pointer('click', drawer.querySelector('h2') as Element);
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    pointer('click', document.body);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener);
  });

  it('leaves the keys to a dialog opened on top of it (a confirmation)', () => {
    const { opener } = mount();
    opener.click();
    const confirm = document.createElement('button');
    document.body.append(confirm);
    confirm.focus();
    press('Escape');
    press('Tab');
    expect(opener.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(confirm);
  });

  it('closes when the shell leaves the page, and when the screen becomes large', () => {
    const { opener } = mount();
    opener.click();
    emit('vitrine:page-leave', { url: 'http://localhost:3000/fr/catalog/category/bags' });
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    opener.click();
    setLarge(true);
    expect(opener.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('opens sub-menus in the drawer by click only, never on hover', () => {
    const { opener, shoes } = mount();
    opener.click();
    pointer('pointerover', shoes);
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
    shoes.click();
    expect(shoes.getAttribute('aria-expanded')).toBe('true');
    // An open branch of the drawer's list stays open while the focus moves on.
    shoes.dispatchEvent(
      new FocusEvent('focusout', {
        bubbles: true,
        relatedTarget: document.querySelector('.header-tools a'),
      }),
    );
    expect(shoes.getAttribute('aria-expanded')).toBe('true');
    shoes.click();
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('main navigation on large screens (spec 001 §9)', () => {
  beforeEach(() => {
    large = true;
  });

  it('opens a sub-menu on mouse hover and closes it when the mouse leaves', () => {
    const { shoes, get } = mount();
    const item = shoes.parentElement as HTMLElement;
    pointer('pointerover', get('.main-nav__link'));
    expect(shoes.getAttribute('aria-expanded')).toBe('true');
    // Moving inside the item keeps it open; the click that follows the hover too.
    pointer('pointerout', get('.main-nav__link'), { relatedTarget: shoes });
    shoes.click();
    expect(shoes.getAttribute('aria-expanded')).toBe('true');
    pointer('pointerout', item, { relatedTarget: document.querySelector('main') });
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
    pointer('pointerover', get('.main-nav__link'), { pointerType: 'touch' });
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a sub-menu with its disclosure button; Esc closes it and focus goes back', () => {
    const { shoes, get } = mount();
    shoes.focus();
    shoes.click();
    expect(shoes.getAttribute('aria-expanded')).toBe('true');
    get('a[href="/fr/catalog/category/boots"]').focus();
    press('Escape');
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(shoes);
  });

  it('closes a sub-menu when the focus leaves it or a press lands outside', () => {
    const { shoes, get } = mount();
    shoes.click();
    const boots = get('a[href="/fr/catalog/category/boots"]');
    boots.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: shoes }));
    expect(shoes.getAttribute('aria-expanded')).toBe('true');
    boots.dispatchEvent(
      new FocusEvent('focusout', { bubbles: true, relatedTarget: get('.main-nav__item + li a') }),
    );
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
    shoes.click();
    pointer('click', document.querySelector('main') as Element);
    expect(shoes.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves the categories that do not fit under "more", last first, and back on resize', () => {
    lineEnd = 250;
    const { more, moreButton, get } = mount();
    const line = get('[data-nav-menu]');
    expect(more.hidden).toBe(false);
    expect(names(line)).toEqual(['Chaussures']);
    expect(names(get('#example-nav-more'))).toEqual(['Sacs et bagagerie', 'Montres']);
    // "More" is a disclosure too.
    moreButton.click();
    expect(moreButton.getAttribute('aria-expanded')).toBe('true');
    press('Escape');
    expect(moreButton.getAttribute('aria-expanded')).toBe('false');

    lineEnd = 1000;
    window.dispatchEvent(new Event('resize'));
    expect(more.hidden).toBe(true);
    expect(names(line)).toEqual(['Chaussures', 'Sacs et bagagerie', 'Montres']);
    expect(line.lastElementChild).toBe(more);
  });

  it('puts every category back in the list below the large breakpoint', () => {
    lineEnd = 250;
    const { more, get } = mount();
    setLarge(false);
    window.dispatchEvent(new Event('resize'));
    expect(more.hidden).toBe(true);
    expect(names(get('[data-nav-menu]'))).toEqual(['Chaussures', 'Sacs et bagagerie', 'Montres']);
  });
});

describe('main navigation: the current page (spec 001 §2 active-link marking)', () => {
  it('marks the link of the page the shell swapped in, and only it', () => {
    const { get } = mount();
    const shoes = get('.main-nav__link');
    shoes.setAttribute('aria-current', 'page');
    emit('vitrine:page-loaded', { url: 'http://localhost:3000/fr/catalog/category/boots?page=2' });
    expect(shoes.hasAttribute('aria-current')).toBe(false);
    expect(get('a[href="/fr/catalog/category/boots"]').getAttribute('aria-current')).toBe('page');
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(1);
  });

  it('stops following the shell once unmounted, and leaves the markup as it found it', () => {
    lineEnd = 250;
    large = true;
    const { get, more } = mount();
    (cleanups.pop() as () => void)();
    expect(more.hidden).toBe(true);
    expect(names(get('[data-nav-menu]'))).toEqual(['Chaussures', 'Sacs et bagagerie', 'Montres']);
    emit('vitrine:page-loaded', { url: 'http://localhost:3000/fr/catalog/category/bags' });
    expect(document.querySelectorAll('[aria-current]')).toHaveLength(0);
    get('[data-nav-open]').click();
    expect(get('[data-nav-open]').getAttribute('aria-expanded')).toBe('false');
  });
});
