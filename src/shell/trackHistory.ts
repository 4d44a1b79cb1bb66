/**
 * Back, Forward and scroll for the shell (issue 3 §1, decision 015). The browser's scroll
 * restoration is off: each entry keeps its scroll position (written 150 ms after scrolling
 * stops and when the page hides), restored on load; on Back or Forward, an entry of the same
 * page (only the hash moved) scrolls, another page is visited. Entries are written by
 * core/history, which also knows which address the content on screen stands for.
 */
import { arrive, isShellState, rememberScroll } from '../core/history';
import { SCROLL_MEMORY_MS } from './constants';
import { anchorTarget } from './scroll';
import { startVisit } from './startVisit';

function onPopState(event: PopStateEvent): void {
  const before = arrive();
  if (!isShellState(event.state)) return;
  const url = new URL(location.href);
  if (url.pathname === before.pathname && url.search === before.search) {
    // Only the hash moved: an in-page anchor, no page to load.
    const target = url.hash ? anchorTarget(url.hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, event.state.scrollY);
    return;
  }
  void startVisit(url, { mode: 'pop', scrollY: event.state.scrollY });
}

/** Takes over scroll restoration and Back/Forward; returns the function that stops it. */
export function trackHistory(): () => void {
  history.scrollRestoration = 'manual';
  const state = history.state as unknown;
  if (isShellState(state)) window.scrollTo(0, state.scrollY);
  else rememberScroll();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(rememberScroll, SCROLL_MEMORY_MS);
  };
  window.addEventListener('scroll', onScroll);
  window.addEventListener('pagehide', rememberScroll);
  window.addEventListener('popstate', onPopState);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', rememberScroll);
    window.removeEventListener('popstate', onPopState);
  };
}
