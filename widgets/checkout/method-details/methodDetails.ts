import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';
import './methodDetails.css';

const BUTTON = 'button[aria-controls]';
const ITEM = '.cart-methods__item';

/**
 * WCAG 1.4.13 content on hover or focus: dismissible (Esc closes without moving focus or the
 * pointer), hoverable (the popover sits inside its method, so the pointer may move onto it),
 * persistent (it stays until the pointer or focus leaves, or Esc). One open at a time.
 */
const methodDetails: Behavior<Props> = (element, { closeDelay }) => {
  const buttonOf = (item: Element | null) => item?.querySelector<HTMLButtonElement>(BUTTON) ?? null;
  const popoverOf = (button: HTMLButtonElement) => {
    const popover = document.getElementById(button.getAttribute('aria-controls') ?? '');
    return popover && element.contains(popover) ? popover : null;
  };
  let open: HTMLButtonElement | null = null;
  let closing: ReturnType<typeof setTimeout> | undefined;
  /** Esc closed this method's popover: hover or focus inside it does not reopen it. */
  let dismissed: Element | null = null;

  function reveal() {
    for (const button of element.querySelectorAll<HTMLButtonElement>(BUTTON)) button.hidden = false;
  }

  function show(button: HTMLButtonElement | null) {
    clearTimeout(closing);
    if (!button || button === open) return;
    hide();
    const popover = popoverOf(button);
    if (!popover) return;
    popover.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    open = button;
  }

  function hide() {
    clearTimeout(closing);
    if (!open) return;
    const popover = popoverOf(open);
    if (popover) popover.hidden = true;
    open.setAttribute('aria-expanded', 'false');
    open = null;
  }

  const itemOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest(ITEM) : null;

  const onOver = (event: MouseEvent) => {
    const item = itemOf(event.target);
    if (item && item !== dismissed) show(buttonOf(item));
  };
  const onOut = (event: MouseEvent) => {
    const item = itemOf(event.target);
    if (!item || item.contains(event.relatedTarget as Node | null)) return;
    if (item === dismissed) dismissed = null;
    if (open && item.contains(open) && !item.contains(document.activeElement)) {
      clearTimeout(closing);
      closing = setTimeout(hide, closeDelay);
    }
  };
  const onFocusIn = (event: FocusEvent) => {
    const item = itemOf(event.target);
    if (item && item !== dismissed) show(buttonOf(item));
  };
  const onFocusOut = (event: FocusEvent) => {
    const item = itemOf(event.target);
    if (!item || item.contains(event.relatedTarget as Node | null)) return;
    if (item === dismissed) dismissed = null;
    if (open && item.contains(open) && !item.matches(':hover')) hide();
  };
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(BUTTON);
    if (!(button instanceof HTMLButtonElement) || !element.contains(button)) return;
    if (open === button) {
      hide();
      dismissed = button.closest(ITEM);
    } else {
      dismissed = null;
      show(button);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    dismissed = open.closest(ITEM);
    hide();
    // Esc belongs to the popover here: a dialog around the page must not close too.
    event.stopPropagation();
  };

  reveal();
  // The list reloads its radios (a new basket, a new address): new buttons show too.
  const watcher = new MutationObserver(() => {
    if (open && !element.contains(open)) open = null;
    reveal();
  });
  watcher.observe(element, { childList: true, subtree: true });
  element.addEventListener('mouseover', onOver);
  element.addEventListener('mouseout', onOut);
  element.addEventListener('focusin', onFocusIn);
  element.addEventListener('focusout', onFocusOut);
  element.addEventListener('click', onClick);
  document.addEventListener('keydown', onKey);
  // Mounted by the shopper's first hover or focus in the list (data-hydrate="interaction"):
  // the method under the pointer or holding focus shows its details at once.
  const current = Array.from(element.querySelectorAll(ITEM)).find(
    (item) => item.matches(':hover') || item.contains(document.activeElement),
  );
  if (current) show(buttonOf(current));
  return () => {
    hide();
    watcher.disconnect();
    element.removeEventListener('mouseover', onOver);
    element.removeEventListener('mouseout', onOut);
    element.removeEventListener('focusin', onFocusIn);
    element.removeEventListener('focusout', onFocusOut);
    element.removeEventListener('click', onClick);
    document.removeEventListener('keydown', onKey);
  };
};

export default methodDetails;
