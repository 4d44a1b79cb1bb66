import { type ListQuery, listUrl } from '../../../src/api/listQuery';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';

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

const listControls: Behavior<Record<string, never>> = (element) => {
  const submit = element.querySelector<HTMLElement>('[type="submit"]');
  // `hidden` alone loses to a theme's `display` on buttons.
  const hide = (hidden: boolean) => {
    if (!submit) return;
    submit.hidden = hidden;
    submit.style.display = hidden ? 'none' : '';
  };
  hide(true);
  const onChange = (event: Event) => {
    const control = event.target;
    if (!(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) return;
    const change = changeOf(control);
    if (change) navigate(listUrl(window.location.href, change));
  };
  element.addEventListener('change', onChange);
  return () => {
    element.removeEventListener('change', onChange);
    hide(false);
  };
};

export default listControls;
