/**
 * Which clicks the shell takes over (issue 3 §1): same origin, under the application path,
 * same culture (a culture change reloads, so the strings follow), no target, no download,
 * no modifier key, not opted out with data-no-ajax, not an ajax link or an in-page anchor.
 */
import { cultureFromPath, type PageSettings } from '../core/settings';

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export function isModifiedClick(event: ClickLike): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/** The address the shell may load in the page region, or undefined when it must not. */
export function shellUrl(href: string, settings: PageSettings, current: URL): URL | undefined {
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return undefined;
  }
  if (url.origin !== current.origin || !/^https?:$/.test(url.protocol)) return undefined;
  if (!url.pathname.startsWith(settings.appPath)) return undefined;
  if (cultureFromPath(url.pathname, settings.appPath) !== settings.culture) return undefined;
  if (/\.(pdf|zip|jpe?g|png|gif|svg|webp|docx?|xlsx?|csv|mp4|mp3)$/i.test(url.pathname))
    return undefined;
  return url;
}

/** True for a link to another place of the same page (only the hash differs). */
export function isSamePageAnchor(url: URL, current: URL): boolean {
  return url.hash !== '' && url.pathname === current.pathname && url.search === current.search;
}

/**
 * The link an element belongs to, with its address, when the shell should load it. Clicks and
 * hover or focus intent share this decision; only a click has buttons and modifier keys.
 */
export function shellLink(
  target: EventTarget | null,
  settings: PageSettings,
  current: URL,
): { link: HTMLAnchorElement; url: URL } | undefined {
  const link = (target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download') || link.closest('[data-no-ajax]')) return undefined;
  if (link.dataset.ajax === 'true') return undefined;
  const url = shellUrl(link.getAttribute('href') ?? '', settings, current);
  return url ? { link, url } : undefined;
}

/** The link of a click the shell should handle, with its address. */
export function interceptedLink(
  event: ClickLike & { target: EventTarget | null },
  settings: PageSettings,
  current: URL,
): { link: HTMLAnchorElement; url: URL } | undefined {
  if (event.defaultPrevented || isModifiedClick(event)) return undefined;
  return shellLink(event.target, settings, current);
}
