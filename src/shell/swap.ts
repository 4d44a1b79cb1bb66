/**
 * The swap itself (spec 000 §4): the widgets of the old region are unmounted, the new
 * region's content moves in, the title, the body class and the elements marked
 * data-shell-update (e.g. the language links) follow the new page; then the region and those
 * elements are started as all server HTML is (core/fragment: scripts, consent scripts,
 * widgets; decision 013).
 */
import { markBody } from '../core/bodyClass';
import { startContent } from '../core/fragment';
import { unmount } from '../core/loader';
import type { PageSettings } from '../core/settings';

export const REGION_SELECTOR = '[data-page-region]';

/** The [data-shell-update] elements a swap put in, started with its region. */
const updatedWith = new WeakMap<HTMLElement, HTMLElement[]>();

export function parsePage(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

export function swapPage(
  next: Document,
  url: URL,
  settings: PageSettings,
): HTMLElement | undefined {
  const region = document.querySelector<HTMLElement>(REGION_SELECTOR);
  const incoming = next.querySelector<HTMLElement>(REGION_SELECTOR);
  if (!region || !incoming) return undefined;
  unmount(region);
  // Copied before adopting: adoptNode takes each node out of the live childNodes list.
  region.replaceChildren(
    ...Array.from(incoming.childNodes).map((node) => document.adoptNode(node)),
  );
  document.title = next.title;
  document.body.className = next.body.className;
  markBody(document.body, url.pathname, settings);
  const updated: HTMLElement[] = [];
  for (const target of document.querySelectorAll<HTMLElement>('[data-shell-update]')) {
    const replacement = next.querySelector<HTMLElement>(
      `[data-shell-update="${target.dataset.shellUpdate}"]`,
    );
    if (!replacement) continue;
    unmount(target);
    const adopted = document.adoptNode(replacement);
    target.replaceWith(adopted);
    updated.push(adopted);
  }
  updatedWith.set(region, updated);
  return region;
}

/**
 * After the swap: the region, then the [data-shell-update] elements that came with it, each
 * started in the one order of core/fragment. A newer visit may have swapped the page
 * meanwhile (`stillCurrent` false): its own activation starts what it put in.
 */
export async function activateRegion(
  region: HTMLElement,
  stillCurrent: () => boolean = () => true,
): Promise<void> {
  const updated = updatedWith.get(region) ?? [];
  updatedWith.delete(region);
  for (const root of [region, ...updated]) {
    if (!stillCurrent()) return;
    await startContent(root, stillCurrent);
  }
}
