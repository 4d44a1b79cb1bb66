import type { Behavior } from '../../../src/core/widget';
import type { Props } from './index';

/** The address with its culture segment (right after the application path) replaced. */
export function replaceCulture(href: string, culture: string, appPath: string): string {
  const url = new URL(href);
  const rest = url.pathname.startsWith(appPath)
    ? url.pathname.slice(appPath.length)
    : url.pathname.replace(/^\//, '');
  const [, ...tail] = rest.split('/');
  url.pathname = `${appPath}${culture}/${tail.join('/')}`;
  return url.href;
}

const languageLinks: Behavior<Props> = (element, _props, { settings }) => {
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    window.location.assign(replaceCulture(window.location.href, link.hreflang, settings.appPath));
  };
  // Keep hrefs true for "open in a new tab" and for the status bar too.
  const refresh = () => {
    for (const link of element.querySelectorAll<HTMLAnchorElement>('a[hreflang]')) {
      link.href = replaceCulture(window.location.href, link.hreflang, settings.appPath);
    }
  };
  refresh();
  element.addEventListener('click', onClick);
  element.addEventListener('focusin', refresh);
  element.addEventListener('pointerover', refresh);
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('focusin', refresh);
    element.removeEventListener('pointerover', refresh);
  };
};

export default languageLinks;
