/**
 * Clicks (issue 3 §1, decision 008 "Which links"): right after an anchor scroll a click is
 * ignored; a confirm link asks first; a modal link opens its address in a dialog; an in-page
 * anchor scrolls, takes focus to its target and gets its own history entry; any other link the shell may load is a visit,
 * which keeps focus on the link when it sits in a `[data-keep-focus]` group (issue 10 §2).
 */
import { dialogs } from '../core/dialogs';
import { pushEntry, rememberScroll } from '../core/history';
import { pageSettings } from '../core/settings';
import { interceptedLink, isModifiedClick, isSamePageAnchor } from './links';
import { prefersReducedMotion } from './prefersReducedMotion';
import { cancelIntent } from './prefetchOnIntent';
import { anchorTarget, clicksSuppressed, focusAnchorTarget, scrollToElement } from './scroll';
import { goTo, startVisit } from './startVisit';

/** Confirm and modal links; true when the click was one of them. */
function dialogLink(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (link.dataset.confirm !== undefined) {
    if (event.defaultPrevented || isModifiedClick(event)) return true;
    event.preventDefault();
    const message = link.dataset.confirm;
    void dialogs.confirm(message ? { message } : {}).then((confirmed) => {
      if (confirmed) goTo(link.href, { noCache: link.classList.contains('no-cache') });
    });
    return true;
  }
  if (link.dataset.modal === undefined) return false;
  // Modal links may point at fragments outside the culture path ({app}widget/…): same origin is enough.
  if (event.defaultPrevented || isModifiedClick(event) || link.origin !== location.origin)
    return true;
  event.preventDefault();
  const title = link.dataset.modal || link.textContent?.trim() || '';
  dialogs.openFragment(link.href, title, '', { cache: link.dataset.modalCache !== undefined });
  return true;
}

export function handleClick(event: MouseEvent): void {
  // A click decides by itself: a hover's pending prefetch must not fire after it and ask again
  // for the page the click has just taken out of the prefetch cache.
  cancelIntent();
  if (clicksSuppressed()) {
    // spec 000 §9: clicks right after an anchor scroll hit whatever slid under the pointer.
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (link instanceof HTMLAnchorElement && dialogLink(event, link)) return;
  const current = new URL(location.href);
  const hit = interceptedLink(event, pageSettings(), current);
  if (!hit) return;
  event.preventDefault();
  if (!isSamePageAnchor(hit.url, current)) {
    const noCache = hit.link.classList.contains('no-cache');
    // A page link, a filter tag: a change of this page, focus stays there (issue 10 §2).
    const from = hit.link.closest('[data-keep-focus]') ? { from: hit.link } : {};
    void startVisit(hit.url, { mode: 'push', noCache, ...from });
    return;
  }
  rememberScroll();
  pushEntry(hit.url.href);
  const target = anchorTarget(hit.url.hash);
  if (!target) return;
  focusAnchorTarget(target);
  void scrollToElement(target, prefersReducedMotion());
}
