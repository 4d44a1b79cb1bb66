/**
 * The ajax page shell (ARCHITECTURE.md §6, issue 3 §1): takes over internal links and GET
 * forms, Back and Forward, in-page anchors, modal and confirm links, and hover prefetch.
 * Plain TypeScript in the entry script; it only asks the loader to unmount and scan.
 */
import { loadChunk } from '../core/chunks';
import { dialogs } from '../core/dialogs';
import { provideNavigation } from '../core/navigation';
import { pageSettings } from '../core/settings';
import { prefersReducedMotion } from './a11y';
import { INITIAL_LOADER_MS, PREFETCH_INTENT_MS } from './constants';
import { interceptedLink, isModifiedClick, isSamePageAnchor, shellUrl } from './links';
import type { VisitOptions } from './navigate';
import {
  anchorTarget,
  clicksSuppressed,
  isShellState,
  rememberScroll,
  type ShellState,
  scrollToElement,
} from './scroll';

const here = () => new URL(location.href);

/**
 * The visit machinery (fetch, swap, history, focus) is a chunk of its own, loaded on the first
 * hover or focus of a link: the entry script only decides which clicks to take over.
 */
let runtimeChunk: ReturnType<typeof loadRuntime> | undefined;
const loadRuntime = () => loadChunk('page shell', () => import('./runtime'));
// One shared promise: visits asked for while the chunk loads then start in click order (two
// import() calls may settle in either order, and the older click would win).
const runtime = () => {
  runtimeChunk ??= loadRuntime().catch((error: unknown) => {
    runtimeChunk = undefined;
    throw error;
  });
  return runtimeChunk;
};
const visit = (url: URL, options: VisitOptions) =>
  runtime().then((shell) => shell.visit(url, options));

function onClick(event: MouseEvent): void {
  // A click decides by itself: a hover's pending prefetch must not fire after it and ask again
  // for the page the click has just taken out of the prefetch cache.
  clearTimeout(intent);
  if (clicksSuppressed()) {
    // spec 000 §9: clicks right after an anchor scroll hit whatever slid under the pointer.
    event.preventDefault();
    event.stopImmediatePropagation();
    return;
  }
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (link instanceof HTMLAnchorElement && link.dataset.confirm !== undefined) {
    if (event.defaultPrevented || isModifiedClick(event)) return;
    event.preventDefault();
    const message = link.dataset.confirm;
    void dialogs.confirm(message ? { message } : {}).then((confirmed) => {
      if (!confirmed) return;
      const url = shellUrl(link.href, pageSettings(), here());
      if (url) void visit(url, { mode: 'push', noCache: link.classList.contains('no-cache') });
      else location.assign(link.href);
    });
    return;
  }
  if (link instanceof HTMLAnchorElement && link.dataset.modal !== undefined) {
    // Modal links may point at fragments outside the culture path ({app}widget/…): same origin is enough.
    if (event.defaultPrevented || isModifiedClick(event) || link.origin !== location.origin) return;
    event.preventDefault();
    const title = link.dataset.modal || link.textContent?.trim() || '';
    dialogs.openFragment(link.href, title, '', { cache: link.dataset.modalCache !== undefined });
    return;
  }
  const hit = interceptedLink(event, pageSettings(), here());
  if (!hit) return;
  const { link: anchor, url } = hit;
  event.preventDefault();
  if (isSamePageAnchor(url, here())) {
    const target = anchorTarget(url.hash);
    rememberScroll();
    history.pushState(
      { vitrine: true, scrollY: window.scrollY } satisfies ShellState,
      '',
      url.href,
    );
    if (target) void scrollToElement(target, prefersReducedMotion());
  } else {
    void visit(url, { mode: 'push', noCache: anchor.classList.contains('no-cache') });
  }
}

function onSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
  if (form.dataset.ajax === 'true' || form.closest('[data-no-ajax]')) return;
  const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
  const method = (
    submitter?.getAttribute('formmethod') ??
    form.getAttribute('method') ??
    'get'
  ).toLowerCase();
  const target = submitter?.getAttribute('formtarget') ?? form.target;
  if (method !== 'get' || (target && target !== '_self')) return;
  const action =
    submitter?.getAttribute('formaction') ?? form.getAttribute('action') ?? location.href;
  const url = shellUrl(action, pageSettings(), here());
  if (!url) return;
  const data = new FormData(form, submitter);
  url.search = new URLSearchParams(Array.from(data, ([k, v]) => [k, String(v)])).toString();
  event.preventDefault();
  void visit(url, { mode: 'push' });
}

function onPopState(event: PopStateEvent): void {
  const url = here();
  if (!isShellState(event.state)) return;
  if (url.pathname === lastPath.pathname && url.search === lastPath.search) {
    // Only the hash moved: an in-page anchor, no page to load.
    const target = url.hash ? anchorTarget(url.hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, event.state.scrollY);
    return;
  }
  void visit(url, { mode: 'pop', scrollY: event.state.scrollY });
}

let lastPath = here();
let intent: ReturnType<typeof setTimeout> | undefined;

function onIntent(event: Event): void {
  const hit = interceptedLink(
    {
      button: 0,
      metaKey: false,
      ctrlKey: false,
      shiftKey: false,
      altKey: false,
      defaultPrevented: false,
      target: event.target,
    },
    pageSettings(),
    here(),
  );
  clearTimeout(intent);
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!hit || saveData || isSamePageAnchor(hit.url, here())) return;
  const { link, url } = hit;
  // Never for modal or confirm links, nor links asking for a fresh page.
  if (
    link.dataset.modal !== undefined ||
    link.dataset.confirm !== undefined ||
    link.classList.contains('no-cache')
  )
    return;
  void runtime();
  intent = setTimeout(
    () => void runtime().then((shell) => shell.prefetch(url.href).catch(() => {})),
    PREFETCH_INTENT_MS,
  );
}

function endInitialLoader(): void {
  const loader = document.querySelector<HTMLElement>('[data-initial-loader]');
  if (!loader) return;
  // spec 000 §9: the initial loader animation lasts at most 3000 ms; it ends sooner once loaded.
  const end = () => {
    loader.classList.add('is-done');
    loader.setAttribute('aria-hidden', 'true');
  };
  if (prefersReducedMotion()) {
    end();
    return;
  }
  const timer = setTimeout(end, INITIAL_LOADER_MS);
  const onLoad = () => {
    clearTimeout(timer);
    end();
  };
  window.addEventListener('load', onLoad, { once: true });
}

export function installShell(): () => void {
  history.scrollRestoration = 'manual';
  provideNavigation((href) => {
    const url = shellUrl(href, pageSettings(), here());
    if (url) void visit(url, { mode: 'push' });
    else location.assign(href);
  });
  const state = history.state as unknown;
  if (isShellState(state)) window.scrollTo(0, state.scrollY);
  else rememberScroll();
  endInitialLoader();
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(scrollTimer);
    scrollTimer = setTimeout(rememberScroll, 150);
  };
  const trackPath = () => {
    lastPath = here();
  };
  const cancelIntent = () => clearTimeout(intent);
  const listeners: Array<[EventTarget, string, EventListener, boolean?]> = [
    [document, 'click', onClick as EventListener],
    [document, 'submit', onSubmit as EventListener],
    [window, 'popstate', onPopState as EventListener],
    [window, 'scroll', onScroll],
    [window, 'pagehide', rememberScroll],
    [document, 'mouseover', onIntent],
    [document, 'focusin', onIntent],
    [document, 'mouseout', cancelIntent],
    [document, 'vitrine:page-finished', trackPath],
    [document, 'vitrine:history-pushed', trackPath],
    [window, 'popstate', trackPath],
  ];
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener);
  return () => {
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}
