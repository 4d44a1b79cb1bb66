/**
 * Puts an ajax answer into the page (data-ajax-update / data-ajax-mode of
 * jquery-unobtrusive-ajax) and shows the data-ajax-loading element meanwhile. Widgets in the
 * outgoing content are unmounted first, widgets and scripts in the new content start after
 * (docs/architecture.md §1: the loader is asked, never bypassed).
 */

import { parseFragment, startContent } from '../core/fragment';
import { unmount } from '../core/loader';

/** Elements a selector attribute names; a broken selector is reported, not thrown. */
export function selectAll(doc: Document, selector: string, attribute: string): HTMLElement[] {
  try {
    return Array.from(doc.querySelectorAll<HTMLElement>(selector));
  } catch (error) {
    console.error(`[vitrine] ${attribute}="${selector}" is not a valid selector`, error);
    return [];
  }
}

export type Mode = 'before' | 'after' | 'replace-with' | 'replace';

export function modeOf(element: Element): Mode {
  const mode = (element.getAttribute('data-ajax-mode') ?? '').toLowerCase();
  // Any other value, or none, replaces the content (jquery-unobtrusive-ajax).
  return mode === 'before' || mode === 'after' || mode === 'replace-with' ? mode : 'replace';
}

async function start(nodes: readonly Node[]): Promise<void> {
  for (const node of nodes) {
    if (!(node instanceof Element) || !node.isConnected) continue;
    await startContent(node);
  }
}

/** Inserts `html` into every target (all matches are updated), then starts what it holds. */
export async function insert(targets: readonly Element[], html: string, mode: Mode): Promise<void> {
  for (const target of targets) {
    const nodes = parseFragment(html, target.ownerDocument);
    const active = target.ownerDocument.activeElement;
    const hadFocus =
      mode !== 'before' && mode !== 'after' && active !== null && target.contains(active);
    if (mode === 'before') target.prepend(...nodes);
    else if (mode === 'after') target.append(...nodes);
    else {
      unmount(target);
      if (mode === 'replace-with') target.replaceWith(...nodes);
      else target.replaceChildren(...nodes);
    }
    // `before`/`after` keep the old content: scanning the target mounts only what is new.
    await start(mode === 'replace-with' ? nodes : [target]);
    if (hadFocus) keepFocus(mode === 'replace-with' ? nodes : [target]);
  }
}

/**
 * The focused element (often the submit button) was replaced: focus would fall to <body> and a
 * keyboard or screen-reader user, inside a dialog too, would lose their place. Focus goes to
 * the first field or button of the new content, else to the new content itself.
 */
function keepFocus(roots: readonly Node[]): void {
  const elements = roots.filter((node): node is HTMLElement => node instanceof HTMLElement);
  const focusable = 'input:not([type=hidden]), select, textarea, button, a[href], [tabindex]';
  const usable = (element: HTMLElement) =>
    !element.matches(':disabled') &&
    element.getAttribute('tabindex') !== '-1' &&
    !element.closest('[hidden]');
  const first = elements
    .flatMap((element) => [
      ...(element.matches(focusable) ? [element] : []),
      ...element.querySelectorAll<HTMLElement>(focusable),
    ])
    .find(usable);
  const host = first ?? elements[0];
  if (!host) return;
  if (!first && !host.hasAttribute('tabindex')) host.setAttribute('tabindex', '-1');
  host.focus();
}

/** Shows the data-ajax-loading elements (a fade of data-ajax-loading-duration ms) until hidden. */
export function showLoading(element: Element): () => void {
  const selector = element.getAttribute('data-ajax-loading');
  if (!selector) return () => {};
  const duration = Number(element.getAttribute('data-ajax-loading-duration')) || 0;
  const shown = selectAll(element.ownerDocument, selector, 'data-ajax-loading');
  for (const loader of shown) {
    loader.hidden = false;
    if (duration <= 0) continue;
    loader.style.transition = `opacity ${duration}ms`;
    loader.style.opacity = '0';
    void loader.offsetWidth; // a reflow, so the fade starts from 0
    loader.style.opacity = '';
  }
  return () => {
    for (const loader of shown) {
      if (duration <= 0) {
        loader.hidden = true;
        continue;
      }
      loader.style.opacity = '0';
      setTimeout(() => {
        loader.hidden = true;
        loader.style.opacity = '';
      }, duration);
    }
  };
}
