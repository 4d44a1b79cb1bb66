import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import './fakeSelect.css';

/** Single selects in or at the element; a multiple select is a list box, not a drop-down. */
export function selectsOf(element: HTMLElement): HTMLSelectElement[] {
  const own = element instanceof HTMLSelectElement ? [element] : [];
  return [...own, ...element.querySelectorAll('select')].filter((select) => !select.multiple);
}

const fakeSelect: Behavior<Props> = (element, { arrow }) => {
  const wrapped = selectsOf(element).map((select) => {
    const frame = select.ownerDocument.createElement('span');
    frame.className = `vitrine-select vitrine-select--${arrow}`;
    select.before(frame);
    frame.append(select);
    select.classList.add('vitrine-select__control');
    // Room for the arrow, inline so a theme's padding on selects cannot hide it under the text.
    select.style.paddingInlineEnd = '2.5rem';
    return { select, frame };
  });
  return () => {
    for (const { select, frame } of wrapped) {
      frame.before(select);
      frame.remove();
      select.classList.remove('vitrine-select__control');
      select.style.removeProperty('padding-inline-end');
    }
  };
};

export default fakeSelect;
