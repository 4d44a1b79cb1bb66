import { on } from '../../../src/core/events';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

const STOPS = 'a[href],button,input,select,[tabindex]';

const isOpen = (button: Element) => button.getAttribute('aria-expanded') === 'true';
const expand = (button: Element, open: boolean) =>
  button.setAttribute('aria-expanded', String(open));

const right = (box: Element) => box.getBoundingClientRect().right;

const mainNavigation: Behavior<Props> = (element, { largeFrom }) => {
  // The markup it enhances (see example.html); without it the widget fails as it mounts, saying
  // which part is missing (never a TypeError, issue 16 §3), and the loader logs that with the
  // element and keeps the server's markup.
  const part = (selector: string, within: Element = element) => {
    const found = within.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`main-navigation: no ${selector} inside`);
    return found;
  };
  const opener = part('[data-nav-open]');
  const drawer = part('[data-nav-drawer]');
  const menu = part('[data-nav-menu]');
  const more = part(':scope > [data-nav-more]', menu);
  const moreList = part('ul', more);
  const large = window.matchMedia(`(min-width: ${largeFrom}px)`);
  const listening = new AbortController();
  const listen = <K extends keyof WindowEventMap>(
    target: EventTarget,
    type: K,
    listener: (event: WindowEventMap[K]) => void,
  ) => target.addEventListener(type, listener as EventListener, listening);
  // A dialog while open only: on the desktop the same element is the header's lines. Its
  // `data-nav-drawer` names its title.
  const dialog = {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': drawer.dataset.navDrawer ?? '',
  };
  /** What the open drawer made inert, to give back as it was. */
  let outside: Element[] = [];
  /** The sub-menu the mouse opened: the click that follows the hover keeps it open. */
  let hovered: Element | null = null;

  const openMenus = () => menu.querySelectorAll('[aria-expanded="true"]');
  const closeMenus = () => {
    for (const button of openMenus()) expand(button, false);
    hovered = null;
  };
  // The drawer's Tab stops as shown: the links of a collapsed sub-menu are none.
  const stops = () =>
    [...drawer.querySelectorAll<HTMLInputElement>(STOPS)].filter(
      (stop) => stop.tabIndex >= 0 && !stop.disabled && stop.getClientRects()[0],
    );

  const openDrawer = () => {
    expand(opener, true);
    for (const [name, value] of Object.entries(dialog)) drawer.setAttribute(name, value);
    // A modal dialog: the rest of the page (the siblings of the drawer and of each of its
    // ancestors) is inert until it closes; the theme stops the page scrolling behind it.
    for (let node: Element = drawer; node.parentElement && node !== document.body; ) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert')) continue;
        sibling.setAttribute('inert', '');
        outside.push(sibling);
      }
      node = node.parentElement;
    }
    stops()[0]?.focus();
  };

  const closeDrawer = (giveFocusBack = true) => {
    if (!isOpen(opener)) return;
    expand(opener, false);
    for (const name in dialog) drawer.removeAttribute(name);
    for (const node of outside) node.removeAttribute('inert');
    outside = [];
    if (giveFocusBack) opener.focus();
  };

  listen(document, 'keydown', (event) => {
    const focused = document.activeElement;
    // A dialog opened on top of the drawer (a confirmation) handles its own keys.
    const inDrawer = isOpen(opener) && (focused === document.body || drawer.contains(focused));
    if (event.key === 'Escape') {
      if (inDrawer) return closeDrawer();
      const [button] = openMenus();
      if (!button) return;
      expand(button, false);
      if (button.parentElement?.contains(focused)) (button as HTMLElement).focus();
    } else if (event.key === 'Tab' && inDrawer) {
      // The focus stays in the drawer: past its last stop comes its first, and back.
      const shown = stops();
      if (focused !== (event.shiftKey ? shown[0] : shown.at(-1))) return;
      event.preventDefault();
      (event.shiftKey ? shown.at(-1) : shown[0])?.focus();
    }
  });

  listen(element, 'click', (event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    if (button === opener) openDrawer();
    else if (button.hasAttribute('data-nav-close')) closeDrawer();
    else if (menu.contains(button) && button.hasAttribute('aria-expanded')) {
      if (button === hovered) {
        hovered = null;
        return;
      }
      const open = !isOpen(button);
      closeMenus();
      expand(button, open);
    }
  });

  // A click outside closes what is open: the sub-menus; the drawer when it lands on its
  // backdrop (the inert page: its target is then the body). On click, not on pointerdown:
  // the focus given back to the menu button must come after the press's own focus change.
  listen(document, 'click', (event) => {
    const target = event.target as Node;
    if (!element.contains(target)) closeMenus();
    if (target === document.body || target === document.documentElement) closeDrawer();
  });

  // spec 001 §9: at the large breakpoint a sub-menu opens while the mouse is over its item.
  const hover = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !large.matches) return;
    const item = [...menu.children].find((child) => child.contains(event.target as Node));
    const button = item?.querySelector(':scope > button');
    if (!item || !button) return;
    if (event.type === 'pointerover') {
      if (isOpen(button)) return;
      closeMenus();
      expand(button, true);
      hovered = button;
    } else if (!item.contains(event.relatedTarget as Node | null)) {
      expand(button, false);
      hovered = null;
    }
  };
  listen(element, 'pointerover', hover);
  listen(element, 'pointerout', hover);

  // On the desktop a sub-menu closes once the focus has left it.
  listen(element, 'focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (!large.matches || !next) return;
    for (const button of openMenus()) {
      if (!button.parentElement?.contains(next)) expand(button, false);
    }
  });

  listen(large, 'change', () => {
    closeDrawer(false);
    closeMenus();
  });

  // Priority+ (issue 10 §1): on the desktop the categories that do not fit on the line move,
  // last first, under "more"; below the large breakpoint they are all in the drawer's list.
  const unfit = () => {
    more.before(...moreList.children);
    more.hidden = true;
  };
  const fitLine = () => {
    unfit();
    if (!large.matches) return;
    closeMenus();
    const end = right(menu) + 0.5;
    const items = [...menu.children].filter((child) => child !== more);
    if (right(items.at(-1) ?? more) <= end) return;
    more.hidden = false;
    for (let at = items.length - 1; at >= 0 && right(more) > end; at--) {
      moreList.prepend(items[at] as Element);
    }
  };
  // The line's width follows the window's (the header's grid): refitted on each resize, which
  // the browser fires at most once a frame.
  fitLine();
  listen(window, 'resize', fitLine);

  const offs = [
    // The server marked the page it rendered; after a swap of the page (the header stays) the
    // mark follows at once.
    on('vitrine:page-loaded', (event) => {
      const path = new URL(event.detail.url).pathname;
      for (const link of menu.querySelectorAll('a')) {
        if (link.pathname === path) link.setAttribute('aria-current', 'page');
        else link.removeAttribute('aria-current');
      }
    }),
    on('vitrine:page-leave', () => {
      closeMenus();
      closeDrawer();
    }),
  ];

  return () => {
    closeDrawer(false);
    unfit();
    listening.abort();
    for (const off of offs) off();
  };
};

export default mainNavigation;
