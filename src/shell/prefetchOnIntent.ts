/**
 * Hover and focus intent (decision 008 "Prefetch"): 80 ms over a link the shell would load
 * fetches its page once, so the click finds it ready. Never for modal, confirm or no-cache
 * links, in-page anchors, nor with Save-Data, nor for a link the CMS marks `data-prefetch="false"`
 * (a page that needs a signed-in shopper, for an anonymous one: issue 10 §4). A failed prefetch
 * stays silent: only a visit reports. The first intent also loads the visit chunk.
 */
import { pageSettings } from '../core/settings';
import { PREFETCH_INTENT_MS } from './constants';
import { isSamePageAnchor, shellLink } from './links';
import { loadRuntime } from './startVisit';

let intent: ReturnType<typeof setTimeout> | undefined;

/** Forgets a pending intent: the pointer left, or a click decides by itself. */
export function cancelIntent(): void {
  clearTimeout(intent);
}

export function prefetchOnIntent(event: Event): void {
  const current = new URL(location.href);
  const hit = shellLink(event.target, pageSettings(), current);
  cancelIntent();
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!hit || saveData || isSamePageAnchor(hit.url, current)) return;
  const { link, url } = hit;
  if (
    link.dataset.prefetch === 'false' ||
    link.dataset.modal !== undefined ||
    link.dataset.confirm !== undefined ||
    link.classList.contains('no-cache')
  )
    return;
  void loadRuntime();
  intent = setTimeout(
    () => void loadRuntime().then((shell) => shell.prefetch(url.href)?.catch(() => {})),
    PREFETCH_INTENT_MS,
  );
}
