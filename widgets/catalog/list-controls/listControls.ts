import { type ListQuery, listUrl } from '../../../src/api/listQuery';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

/** The list change a control stands for: sort, pageSize or display. */
function changeOf(control: HTMLInputElement | HTMLSelectElement): Partial<ListQuery> | undefined {
  const value = control.value;
  if (control.name === 'sort') return { sort: value };
  if (control.name === 'display') return { display: value };
  if (control.name === 'pageSize') {
    const size = Number.parseInt(value, 10);
    return size > 0 ? { pageSize: size } : undefined;
  }
  return undefined;
}

const listControls: Behavior<Props> = (element) => {
  const submit = element.querySelector<HTMLElement>('[type="submit"]');
  // `hidden` alone loses to a theme's `display` on buttons.
  const hide = (hidden: boolean) => {
    if (!submit) return;
    submit.hidden = hidden;
    submit.style.display = hidden ? 'none' : '';
  };
  hide(true);
  const go = (control: HTMLInputElement | HTMLSelectElement) => {
    const change = changeOf(control);
    // The control keeps focus on the next page (issue 10 §2).
    if (change) navigate(listUrl(window.location.href, change), { from: control });
  };
  // Some browsers fire `change` on every arrow key in a closed select: a keyboard user would
  // reload the list at each step (WCAG 3.2.2). Keyboard choices apply on Enter or on leaving.
  const browsing = new Set<HTMLSelectElement>();
  const pending = new Set<HTMLSelectElement>();
  const onKeyDown = (event: KeyboardEvent) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    if (/^(Arrow|Page|Home|End)/.test(event.key)) browsing.add(select);
    if (event.key === 'Enter' && pending.delete(select)) go(select);
  };
  const onFocusOut = (event: FocusEvent) => {
    const select = event.target;
    if (!(select instanceof HTMLSelectElement)) return;
    browsing.delete(select);
    if (pending.delete(select)) go(select);
  };
  const onChange = (event: Event) => {
    const control = event.target;
    if (!(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) return;
    if (control instanceof HTMLSelectElement && browsing.has(control)) pending.add(control);
    else go(control);
  };
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('focusout', onFocusOut);
  element.addEventListener('change', onChange);
  return () => {
    element.removeEventListener('keydown', onKeyDown);
    element.removeEventListener('focusout', onFocusOut);
    element.removeEventListener('change', onChange);
    hide(false);
  };
};

export default listControls;
