import type { PageSettings } from './settings';

/** spec 000 §2, spec 001 §2: the culture root is the homepage; every other page is a page. */
export function isHomepage(pathname: string, settings: PageSettings): boolean {
  const root = settings.websitePath.replace(/\/$/, '');
  return pathname === root || pathname === `${root}/`;
}

export function markBody(body: HTMLElement, pathname: string, settings: PageSettings): void {
  const home = isHomepage(pathname, settings);
  body.classList.toggle('homepage', home);
  body.classList.toggle('page', !home);
}
