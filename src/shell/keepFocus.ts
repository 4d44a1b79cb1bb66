/**
 * Changes made from a control of the page (issue 10 §2; WCAG 2.4.3, 3.2.2): a filter, the sort
 * or page-size select, the display switch, a page link. After the swap, focus stays on that
 * control's replacement, found by name and value (a checkbox, a select), by rel or by
 * accessible name (a link), or else on the control at the same place of the same group
 * (`data-keep-focus="name"` or the widget around it); the control keeps its place on screen.
 * Page visits from other links keep the rule of decision 008: focus on the new h1.
 */
import { on } from '../core/events';
import { KEEP_FOCUS_MS } from './constants';

/** What is left of a control once its page is gone: enough to find its replacement. */
export interface KeptControl {
  tag: string;
  name: string;
  /** The value of a checkbox or a radio: which one of its name. */
  value: string;
  rel: string;
  /** The accessible name of a control without a name attribute (a link). */
  label: string;
  /** The attribute and value of the group it belongs to. */
  group: [string, string] | undefined;
  /** Its place among the group's focusable controls. */
  index: number;
  /** Its distance from the top of the viewport, in px. */
  top: number;
}

const GROUP_ATTRIBUTES = ['data-keep-focus', 'data-widget'];
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

function focusables(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !(element as HTMLInputElement).disabled &&
      (element as HTMLInputElement).type !== 'hidden' &&
      !element.closest('[hidden]'),
  );
}

const labelOf = (element: Element) =>
  (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

function groupElement(control: Element): Element | undefined {
  for (const attribute of GROUP_ATTRIBUTES) {
    const group = control.closest(`[${attribute}]`);
    if (group) return group;
  }
  return undefined;
}

function groupsIn(region: ParentNode, [attribute, value]: [string, string]): Element[] {
  return Array.from(region.querySelectorAll(`[${attribute}]`)).filter(
    (group) => group.getAttribute(attribute) === value,
  );
}

export function keptControl(control: Element): KeptControl {
  const checkable =
    control instanceof HTMLInputElement &&
    (control.type === 'checkbox' || control.type === 'radio');
  const name = control.getAttribute('name') ?? '';
  const group = groupElement(control);
  const attribute = GROUP_ATTRIBUTES.find((candidate) => group?.hasAttribute(candidate));
  return {
    tag: control.localName,
    name,
    value: checkable ? control.value : '',
    rel: control.getAttribute('rel') ?? '',
    label: name ? '' : labelOf(control),
    group: group && attribute ? [attribute, group.getAttribute(attribute) ?? ''] : undefined,
    index: group ? focusables(group).indexOf(control as HTMLElement) : -1,
    top: control.getBoundingClientRect().top,
  };
}

function sameControl(kept: KeptControl, element: HTMLElement): boolean {
  if (element.localName !== kept.tag) return false;
  if (kept.name) {
    const checkable =
      element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type);
    return (
      element.getAttribute('name') === kept.name && (checkable ? element.value : '') === kept.value
    );
  }
  if (kept.rel) return element.getAttribute('rel') === kept.rel;
  return kept.label !== '' && labelOf(element) === kept.label;
}

/**
 * The control's replacement in the new region, or the one at its place in its group. A group
 * may also live outside the region: a drawer a widget keeps open over the swap (issue 10 §1).
 */
export function findControl(region: HTMLElement, kept: KeptControl): HTMLElement | undefined {
  const groups = kept.group ? groupsIn(region, kept.group) : [];
  const outside = kept.group
    ? groupsIn(document, kept.group).filter((group) => !region.contains(group))
    : [];
  const scopes: ParentNode[] = [...groups, region, ...outside];
  for (const scope of scopes) {
    const same = focusables(scope).find((element) => sameControl(kept, element));
    if (same) return same;
  }
  const siblings = groups[0] ? focusables(groups[0]) : [];
  return siblings[Math.min(Math.max(kept.index, 0), siblings.length - 1)];
}

/** A control inside a closed disclosure (the phone's filter panel) cannot take focus: open it. */
export function reveal(element: HTMLElement): void {
  for (let details = element.closest('details'); details; ) {
    details.open = true;
    details = details.parentElement?.closest('details') ?? null;
  }
}

/**
 * Focuses the control's replacement; true when there was one. A widget that renders over its
 * server markup (the pagination) removes the focused element once mounted: until the shopper
 * moves on, the next page or KEEP_FOCUS_MS, focus then follows to the widget's own control.
 */
export function keepFocus(region: HTMLElement, kept: KeptControl): boolean {
  let current = findControl(region, kept);
  if (!current) return false;
  const focus = (element: HTMLElement) => {
    current = element;
    reveal(element);
    element.focus({ preventScroll: true });
  };
  focus(current);
  const observer = new MutationObserver(() => {
    if (current?.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body) return stop();
    const next = findControl(region, kept);
    if (next) focus(next);
  });
  const onFocusIn = (event: FocusEvent) => {
    if (event.target !== current) stop();
  };
  const offLeave = on('vitrine:page-leave', () => stop());
  const timer = setTimeout(() => stop(), KEEP_FOCUS_MS);
  function stop() {
    observer.disconnect();
    document.removeEventListener('focusin', onFocusIn);
    offLeave();
    clearTimeout(timer);
  }
  observer.observe(region, { childList: true, subtree: true });
  document.addEventListener('focusin', onFocusIn);
  return true;
}

/** What a change made in the page announces: the page's `[data-shell-announce]` text. */
export const changeAnnouncement = (region: HTMLElement): string | undefined =>
  region.querySelector('[data-shell-announce]')?.textContent?.replace(/\s+/g, ' ').trim() ||
  undefined;
