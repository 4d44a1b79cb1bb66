import { on } from '../../../src/core/events';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import './categoryList.css';

let nextId = 0;

/** Marks the link of the current page and returns its list item. */
function markCurrent(element: HTMLElement): HTMLLIElement | null {
  let current: HTMLLIElement | null = null;
  for (const link of element.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const here = new URL(link.href, window.location.href).pathname === window.location.pathname;
    if (here) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
    if (here) current = link.closest('li');
  }
  return current;
}

function expand(button: HTMLButtonElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (list) list.hidden = !open;
}

const categoryList: Behavior<Props> = (element, { toggleLabel }) => {
  const buttons: HTMLButtonElement[] = [];
  for (const item of element.querySelectorAll<HTMLLIElement>('li')) {
    const list = item.querySelector<HTMLUListElement>(':scope > ul');
    const link = item.querySelector<HTMLAnchorElement>(':scope > a');
    if (!list || !link) continue;
    list.id ||= `vitrine-categories-${++nextId}`;
    // What the server showed comes back when the widget goes.
    if (list.hidden) list.dataset.serverHidden = '';
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'vitrine-category-list__toggle';
    button.setAttribute('aria-controls', list.id);
    button.setAttribute(
      'aria-label',
      toggleLabel.replace('{{name}}', link.textContent?.trim() ?? ''),
    );
    button.addEventListener('click', () =>
      expand(button, button.getAttribute('aria-expanded') !== 'true'),
    );
    link.after(button);
    buttons.push(button);
  }
  const follow = () => {
    const current = markCurrent(element);
    // The current page's branch opens; the others keep what the shopper chose.
    for (const button of buttons) {
      const item = button.closest('li');
      if (item && current && (item === current || item.contains(current))) expand(button, true);
      else if (!button.hasAttribute('aria-expanded')) expand(button, false);
    }
  };
  follow();
  const off = on('vitrine:page-finished', follow);
  return () => {
    off();
    for (const button of buttons) {
      const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
      if (list) {
        list.hidden = list.hasAttribute('data-server-hidden');
        delete list.dataset.serverHidden;
      }
      button.remove();
    }
  };
};

export default categoryList;
