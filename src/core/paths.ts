/** Addresses built from the page settings, never from the site root (spec 000 §7). */
import { pageSettings } from './settings';

const join = (base: string, path: string) => `${base}${path.replace(/^\/+/, '')}`;

/** {app}/path: APIs and fragments, e.g. api/v1/shoppingcarts. */
export const appUrl = (path: string): string => join(pageSettings().appPath, path);

/** {app}/{culture}/path: culture pages, e.g. shoppingcarts or security/login. */
export const cultureUrl = (path: string): string => join(pageSettings().websitePath, path);

/** A return URL is a same-origin path or nothing (docs/architecture.md §5). */
export function safeReturnUrl(candidate: string, origin = location.origin): string | undefined {
  try {
    const url = new URL(candidate, origin);
    if (url.origin !== origin) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}

export function loginUrl(returnUrl: string): string {
  const safe = safeReturnUrl(returnUrl) ?? '/';
  return `${cultureUrl('security/login')}?returnUrl=${encodeURIComponent(safe)}`;
}
