/**
 * Server HTML enters the page here and nowhere else (docs/architecture.md §5, decision 013):
 * a fragment is fetched as text from this site only (checked before the request and again
 * after redirects), the old content's widgets are unmounted, the HTML is inserted, and the new
 * content is started in one order used by the page shell, ajax forms, ServerFragment and every
 * widget: its scripts, then its consent scripts, then its widgets (spec 000 §4).
 * `npm run layers` refuses innerHTML, outerHTML and insertAdjacentHTML anywhere else.
 */
import { runConsentScripts } from './consent';
import { address, type Params, type RequestOptions, send } from './http';
import { scan, unmount } from './loader';
import { runScripts } from './scripts';

/**
 * Starts content just put into the page, the way a first page load does: the browser runs a
 * page's scripts while it parses, then boot runs the consent scripts and scans. Scripts come
 * first so the globals and callbacks they define exist when the widgets mount (decision 013).
 * `stillCurrent` turns false once newer content replaced this one: the rest is then left to
 * the newer start.
 */
export async function startContent(
  root: Element,
  stillCurrent: () => boolean = () => true,
): Promise<void> {
  await runScripts(root);
  if (!stillCurrent()) return;
  await runConsentScripts(root);
  if (!stillCurrent()) return;
  scan(root);
}

/** Parses HTML into nodes of `doc`, inert (scripts do not run) until inserted and started. */
export function parseFragment(html: string, doc: Document = document): Node[] {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes);
}

/** Each replacement of an element's content, counted: a slower, older start then stops. */
const generations = new WeakMap<Element, number>();

/**
 * Unmounts the widgets of an element's content, which stays in place (a behaviour going away
 * leaves its server HTML); a start still running for it stops.
 */
export function unmountContent(element: Element): number {
  // The children only: the element itself may be the widget doing the replacing.
  for (const child of Array.from(element.children)) unmount(child);
  const generation = (generations.get(element) ?? 0) + 1;
  generations.set(element, generation);
  return generation;
}

/** Unmounts the widgets of an element's content and empties it. */
export function clearContent(element: Element): void {
  unmountContent(element);
  element.replaceChildren();
}

/**
 * Replaces an element's content with server HTML: the old widgets are unmounted, the HTML is
 * inserted, then started. Resolves once started (or overtaken by a newer replacement).
 */
export function replaceContent(element: Element, html: string): Promise<void> {
  const generation = unmountContent(element);
  element.innerHTML = html;
  return startContent(
    element,
    () => generations.get(element) === generation && element.isConnected,
  );
}

/**
 * Refused before the request (another origin) or after it (redirected to another origin);
 * the message is the refused address, the console said why.
 */
export class ForeignFragmentError extends Error {
  override readonly name = 'ForeignFragmentError';
}

/**
 * The address of a fragment: a path under the application path (`widget/catalog/ListFilter`),
 * a site-root path or a full address, as core/http reads them; undefined, and logged, when it
 * is on another origin.
 */
export function fragmentAddress(path: string, params?: Params): string | undefined {
  const href = address(path, params);
  if (new URL(href).origin === location.origin) return href;
  console.error(`[vitrine] refused a fragment from another origin: ${path}`);
  return undefined;
}

export interface FetchFragmentOptions
  extends Pick<RequestOptions, 'params' | 'signal' | 'policy' | 'returnUrl'> {
  /** Load it once per page and reuse it (the quick view, spec 000 §4). */
  cache?: boolean;
}

/** Fragments asked to be loaded once, by address. */
const loadedOnce = new Map<string, Promise<string>>();

async function load(href: string, options: FetchFragmentOptions): Promise<string> {
  const { signal, policy = false, returnUrl } = options;
  const answer = await send<string>(href, {
    responseType: 'text',
    policy,
    ...(returnUrl ? { returnUrl } : {}),
    ...(signal ? { signal } : {}),
  });
  // Only HTML this site answered is inserted.
  if (new URL(answer.url, location.href).origin !== location.origin) {
    console.error(`[vitrine] refused a fragment from another origin: ${answer.url}`);
    throw new ForeignFragmentError(answer.url);
  }
  return answer.data;
}

/**
 * GETs a fragment as text. Failures are the caller's (`policy: false`) unless it asks for the
 * error policy of spec 000 §8 (`policy: true`, with the `returnUrl` a 401 comes back to).
 */
export function fetchFragment(path: string, options: FetchFragmentOptions = {}): Promise<string> {
  const href = fragmentAddress(path, options.params);
  if (!href) return Promise.reject(new ForeignFragmentError(path));
  if (!options.cache) return load(href, options);
  let request = loadedOnce.get(href);
  if (!request) {
    // Shared by later openings: one caller's abort must not fail the others.
    const { signal: _signal, ...shared } = options;
    request = load(href, shared);
    loadedOnce.set(href, request);
    request.catch(() => loadedOnce.delete(href));
  }
  return request;
}
