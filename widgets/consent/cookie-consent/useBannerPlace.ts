import { type RefCallback, useLayoutEffect, useState } from 'react';
import type { Props } from './index';

/**
 * Where the fixed banner lives while it is shown (issue 10 §2): first in the
 * tab order, in a host at the start of <body> (fixed, it shows at the same place on screen),
 * after the page's own skip links only (WCAG 2.4.1: they come first, and axe only takes a link
 * before every other link for one); and with room kept for it (WCAG 2.4.11): the page scrolls
 * a focused control clear of it (scroll-padding) and can scroll its last content above it (a
 * spacer as tall as the banner). An inline banner stays where its placeholder is.
 */
export function useBannerPlace(position: Props['position']): {
  host: HTMLElement | null;
  bannerRef: RefCallback<HTMLElement>;
} {
  const fixed = position !== 'inline';
  const [host, setHost] = useState<HTMLElement | null>(null);
  const [banner, setBanner] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!fixed) return;
    const element = document.createElement('div');
    element.className = 'vitrine-consent-host';
    let skipLinks: Element | null = null;
    for (let child = document.body.firstElementChild; child?.matches('a[href^="#"]'); ) {
      skipLinks = child;
      child = child.nextElementSibling;
    }
    if (skipLinks) skipLinks.after(element);
    else document.body.prepend(element);
    setHost(element);
    return () => {
      element.remove();
      setHost(null);
    };
  }, [fixed]);

  useLayoutEffect(() => {
    if (!fixed || !banner) return;
    return keepRoom(banner, position === 'top' ? 'top' : 'bottom');
  }, [fixed, banner, position]);

  return { host, bannerRef: setBanner };
}

/** Keeps room for the banner at its edge of the page; returns what gives the room back. */
function keepRoom(banner: HTMLElement, edge: 'top' | 'bottom'): () => void {
  const root = document.documentElement;
  const padding = edge === 'top' ? 'scrollPaddingTop' : 'scrollPaddingBottom';
  const before = root.style[padding];
  const spacer = document.createElement('div');
  spacer.className = 'vitrine-consent-room';
  spacer.setAttribute('aria-hidden', 'true');
  if (edge === 'top') banner.parentElement?.after(spacer);
  else document.body.append(spacer);
  const measure = () => {
    const height = `${banner.offsetHeight}px`;
    spacer.style.height = height;
    root.style[padding] = height;
  };
  measure();
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
  observer?.observe(banner);
  return () => {
    observer?.disconnect();
    spacer.remove();
    root.style[padding] = before;
  };
}
