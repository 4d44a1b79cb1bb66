/**
 * One page visit (spec 000 §4): the leave event, the exit animation (10 ms), the request, on
 * success the region swapped, history pushed, scroll to top, the come-in animation (10 ms),
 * then the loaded and finished events. A new visit aborts the one in flight, and an answer
 * that is no longer the latest never renders (an increasing visit id guards every await).
 */
import { dialogs } from '../core/dialogs';
import { emit } from '../core/events';
import { afterPaint } from '../core/frame';
import { pushEntry, rememberScroll, replaceEntry } from '../core/history';
import { pageSettings } from '../core/settings';
import { announce, focusPage } from './a11y';
import { ENTER_DELAY_MS, EXIT_DELAY_MS } from './constants';
import { fetchPage, type PageAnswer, takePrefetched } from './fetchPage';
import {
  changeAnnouncement,
  findControl,
  type KeptControl,
  keepFocus,
  keptControl,
  reveal,
} from './keepFocus';
import { prefersReducedMotion } from './prefersReducedMotion';
import { startLoading, stopLoading } from './progress';
import { anchorTarget } from './scroll';
import { activateRegion, parsePage, swapPage } from './swap';

export interface VisitOptions {
  /** push: a new entry; replace: this entry; pop: Back or Forward (already in the address bar). */
  mode: 'push' | 'replace' | 'pop';
  /** Revalidate with the server: no-cache links and Back/Forward (spec 000 §4, §7). */
  noCache?: boolean;
  /** Where to scroll after a pop. */
  scrollY?: number;
  /**
   * The control of this page the change came from (a filter, a select, a page link): focus
   * stays on it and the page's result count is announced (issue 10 §2, keepFocus.ts).
   */
  from?: Element;
}

let latest = 0;
let controller: AbortController | undefined;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function settle(): void {
  stopLoading();
  document.documentElement.classList.remove('is-leaving', 'is-entering');
}

/** What to do with an answer that is not a page to swap in; true when handled. */
function handledOutside(answer: PageAnswer, asked: URL): boolean {
  // Redirected to another site: that is a page load, never HTML to swap in.
  if (new URL(answer.url).origin !== location.origin) {
    location.assign(answer.url);
    return true;
  }
  if (answer.status === 401) {
    // spec 000 §8: login, then back to the page asked for.
    dialogs.login(`${asked.pathname}${asked.search}`);
    return true;
  }
  if (!/html/i.test(answer.contentType)) {
    location.assign(answer.url);
    return true;
  }
  // A 404 page is a page the shopper should see; other failures keep the current page.
  if (answer.status >= 400 && answer.status !== 404) {
    console.error(`[vitrine] ${answer.status} for ${asked.href}`);
    dialogs.error('Manager.UnknowsErrors');
    return true;
  }
  return false;
}

/** The scroll that leaves a kept control where it was on screen; the top otherwise. */
function keptScroll(region: HTMLElement, kept: KeptControl | undefined): number {
  const control = kept && findControl(region, kept);
  if (!kept || !control) return 0;
  reveal(control);
  return Math.max(0, window.scrollY + control.getBoundingClientRect().top - kept.top);
}

export async function visit(url: URL, options: VisitOptions): Promise<void> {
  const id = ++latest;
  controller?.abort();
  controller = new AbortController();
  const reduced = prefersReducedMotion();
  const root = document.documentElement;
  // In memory: the visit's one history write is its pushState (decision 015, issue 16 §2).
  if (options.mode !== 'pop') rememberScroll();
  emit('vitrine:page-leave', { url: url.href });
  startLoading();
  const fresh = options.noCache || options.mode === 'pop';
  const request =
    (!fresh && takePrefetched(url.href)) ||
    fetchPage(url.href, { signal: controller.signal, noCache: fresh });
  // An abort can land during the exit animation, before the await below: not unhandled.
  request.catch(() => {});
  if (!reduced) {
    root.classList.add('is-leaving');
    await wait(EXIT_DELAY_MS);
  }

  let answer: PageAnswer;
  try {
    answer = await request;
  } catch (error) {
    if (id !== latest) return;
    settle();
    // Status 0 (spec 000 §8): a warning; the browser then shows the page or its own error.
    console.warn(`[vitrine] could not load ${url.href}; loading it in full`, error);
    location.assign(url.href);
    return;
  }
  if (id !== latest) return;
  if (handledOutside(answer, url)) return settle();

  const finalUrl = new URL(answer.url);
  if (!finalUrl.hash) finalUrl.hash = url.hash;
  const next = parsePage(answer.html);
  const kept: KeptControl | undefined =
    options.mode !== 'pop' && options.from?.isConnected ? keptControl(options.from) : undefined;
  const region = swapPage(next, finalUrl, pageSettings());
  if (!region) {
    location.assign(finalUrl.href);
    return;
  }
  const scrollY = options.mode === 'pop' ? (options.scrollY ?? 0) : keptScroll(region, kept);
  if (options.mode === 'push') pushEntry(finalUrl.href, scrollY);
  else replaceEntry(finalUrl.href, scrollY);
  const anchor = options.mode !== 'pop' && finalUrl.hash ? anchorTarget(finalUrl.hash) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, scrollY);
  stopLoading();
  root.classList.remove('is-leaving');
  if (!reduced) root.classList.add('is-entering');
  // Focus moves to the new page before it is drawn: the layout focus() forces is the one the
  // first paint needs anyway. Moved after the widgets started, it forced a second layout of the
  // whole page (6 ms of a visit to the product page, issue 16 §2). A kept control waits for the
  // widgets: its replacement may be one of theirs.
  if (!kept) focusPage(region);

  // The new page is drawn before its scripts and widgets start (issue 16 §2): they used to run
  // in the swap's own task, and the first frame waited for them.
  await afterPaint();
  if (id !== latest) return;
  await activateRegion(region, () => id === latest);
  if (id !== latest) return;
  if (!reduced) {
    await wait(ENTER_DELAY_MS);
    root.classList.remove('is-entering');
  }
  if (kept && !keepFocus(region, kept)) focusPage(region);
  announce((kept && changeAnnouncement(region)) || document.title);
  emit('vitrine:page-loaded', { url: finalUrl.href });
  emit('vitrine:page-finished', { url: finalUrl.href });
}
