/**
 * The swap itself (spec 000 §4): the widgets of the old region are unmounted, the new
 * region's content moves in, the title, the body class and the elements marked
 * data-shell-update (e.g. the language links) follow the new page; then scripts run and the
 * new widgets mount.
 */
import { markBody } from '../core/bodyClass';
import { scan, unmount } from '../core/loader';
import { runScripts } from '../core/scripts';
import type { PageSettings } from '../core/settings';

export const REGION_SELECTOR = '[data-page-region]';

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
  for (const target of document.querySelectorAll<HTMLElement>('[data-shell-update]')) {
    const replacement = next.querySelector(`[data-shell-update="${target.dataset.shellUpdate}"]`);
    if (!replacement) continue;
    unmount(target);
    const adopted = document.adoptNode(replacement);
    target.replaceWith(adopted);
    scan(adopted);
  }
  return region;
}

/** After the swap: scripts in order, then the widgets of the new region. */
export async function activateRegion(
  region: HTMLElement,
  stillCurrent: () => boolean = () => true,
): Promise<void> {
  await runScripts(region);
  // A newer visit may have swapped the region meanwhile: its own activation mounts the widgets.
  if (stillCurrent()) scan(region);
}
