/**
 * Back, Forward and scroll for the shell (issue 3 §1, decision 015). The browser's scroll
 * restoration is off: each entry's scroll position is remembered in memory 150 ms after
 * scrolling stops, and written into the entry (and sessionStorage) only when the page hides
 * (decision 015, update of issue 16 §2: a visit then writes history once); it is restored on
 * load; on Back or Forward, an entry of the same page (only the hash moved) scrolls, another
 * page is visited. Entries are written by core/history, which also knows which address the
 * content on screen stands for.
 */
import {
  arrive,
  enterDocument,
  isShellState,
  keepScrollForNextDocument,
  rememberedScroll,
  rememberScroll,
} from '../core/history';
import { SCROLL_MEMORY_MS } from './constants';
import { anchorTarget } from './scroll';
import { startVisit } from './startVisit';

function onPopState(event: PopStateEvent): void {
  const before = arrive();
  if (!isShellState(event.state)) return;
  const url = new URL(location.href);
  const scrollY = rememberedScroll(event.state);
  if (url.pathname === before.pathname && url.search === before.search) {
    // Only the hash moved: an in-page anchor, no page to load.
    const target = url.hash ? anchorTarget(url.hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, scrollY);
    return;
  }
  void startVisit(url, { mode: 'pop', scrollY });
}

/** Takes over scroll restoration and Back/Forward; returns the function that stops it. */
export function trackHistory(): () => void {
  history.scrollRestoration = 'manual';
  const scrollY = enterDocument();
  if (scrollY !== undefined) window.scrollTo(0, scrollY);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(rememberScroll, SCROLL_MEMORY_MS);
  };
  window.addEventListener('scroll', onScroll);
  window.addEventListener('pagehide', keepScrollForNextDocument);
  window.addEventListener('popstate', onPopState);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('pagehide', keepScrollForNextDocument);
    window.removeEventListener('popstate', onPopState);
  };
}
