import { type ListQuery, listUrl } from '../../../src/api/listQuery';
import { navigate } from '../../../src/core/navigation';
import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

type Control = HTMLInputElement | HTMLSelectElement;

/** A select, or a radio of the display switch: what the keyboard browses with arrows. */
const isControl = (target: EventTarget | null): target is Control =>
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && target.type === 'radio');

/** The list change a control stands for: sort, pageSize or display. */
function changeOf(control: Control): Partial<ListQuery> | undefined {
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
  const go = (control: Control) => {
    const change = changeOf(control);
    // The control keeps focus on the next page (issue 10 §2).
    if (change) navigate(listUrl(window.location.href, change), { from: control });
  };
  // Arrow keys change a radio group, and in some browsers a closed select, at each step: a
  // keyboard user would reload the list at each one (WCAG 3.2.2). Keyboard choices apply on
  // Enter (or Space in the display radios) or on leaving the control, as a click applies at once.
  const browsing = new Set<string>();
  const pending = new Map<string, Control>();
  const apply = (name: string) => {
    const control = pending.get(name);
    pending.delete(name);
    if (control) go(control);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const control = event.target;
    if (!isControl(control)) return;
    if (/^(Arrow|Page|Home|End)/.test(event.key)) browsing.add(control.name);
    const radio = control instanceof HTMLInputElement;
    // Enter in a radio would submit the fallback form: one more, non-canonical visit.
    if (radio && event.key === 'Enter') event.preventDefault();
    if (event.key === 'Enter' || (radio && event.key === ' ')) apply(control.name);
  };
  const onFocusOut = (event: FocusEvent) => {
    const control = event.target;
    if (!isControl(control)) return;
    const next = event.relatedTarget;
    // Arrows move focus from radio to radio of the same group: still choosing.
    if (isControl(next) && next.name === control.name) return;
    browsing.delete(control.name);
    apply(control.name);
  };
  const onPointerDown = () => browsing.clear();
  const onChange = (event: Event) => {
    const control = event.target;
    if (!(control instanceof HTMLSelectElement || control instanceof HTMLInputElement)) return;
    if (browsing.has(control.name)) pending.set(control.name, control);
    else go(control);
  };
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('focusout', onFocusOut);
  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('change', onChange);
  return () => {
    element.removeEventListener('keydown', onKeyDown);
    element.removeEventListener('focusout', onFocusOut);
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('change', onChange);
    hide(false);
  };
};

export default listControls;
