import type { Behavior } from '../../../src/core/widget';
import { closeOthers, hashTargets, joinGroup } from './collapseState';
import type { Props } from './index';
import './collapse.css';

let ids = 0;

/**
 * Enhances `[data-collapse-title]` + `[data-collapse-panel]` (see index.ts). The panel's
 * children move into an inner box so the height can animate on the grid-rows trick (0fr → 1fr)
 * without measuring; a closed panel is `visibility: hidden`, so its content leaves the tab
 * order and the accessibility tree (after the closing animation).
 */
const collapse: Behavior<Props> = (element, { group, open }) => {
  const title = element.querySelector<HTMLElement>('[data-collapse-title]');
  const panel = element.querySelector<HTMLElement>('[data-collapse-panel]');
  if (!title || !panel) {
    console.error(
      'collapse: the widget needs [data-collapse-title] and [data-collapse-panel]',
      element,
    );
    return () => {};
  }
  if (!panel.id) panel.id = `vitrine-collapse-${++ids}`;

  const button = element.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'vitrine-collapse__button';
  button.setAttribute('aria-controls', panel.id);
  const titleNodes = Array.from(title.childNodes);
  button.append(...titleNodes);
  title.append(button);

  const inner = element.ownerDocument.createElement('div');
  inner.className = 'vitrine-collapse__inner';
  const panelNodes = Array.from(panel.childNodes);
  inner.append(...panelNodes);
  panel.append(inner);

  element.classList.add('vitrine-collapse');
  panel.classList.add('vitrine-collapse__panel');

  const set = (expanded: boolean) => {
    button.setAttribute('aria-expanded', String(expanded));
    panel.classList.toggle('is-open', expanded);
    element.classList.toggle('is-open', expanded);
  };
  const close = () => set(false);
  const show = () => {
    closeOthers(group, close);
    set(true);
  };
  const leave = joinGroup(group, close);

  set(false);
  if (open || hashTargets(panel, location.hash)) show();
  // The first paint is the server's: no animation before the first change.
  requestAnimationFrame(() => element.classList.add('is-ready'));

  const onClick = () => (button.getAttribute('aria-expanded') === 'true' ? close() : show());
  const onHash = () => {
    if (hashTargets(panel, location.hash)) show();
  };
  button.addEventListener('click', onClick);
  window.addEventListener('hashchange', onHash);

  return () => {
    button.removeEventListener('click', onClick);
    window.removeEventListener('hashchange', onHash);
    leave();
    title.append(...Array.from(button.childNodes));
    button.remove();
    panel.append(...Array.from(inner.childNodes));
    inner.remove();
    element.classList.remove('vitrine-collapse', 'is-open', 'is-ready');
    panel.classList.remove('vitrine-collapse__panel', 'is-open');
  };
};

export default collapse;
