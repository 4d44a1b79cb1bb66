import type { Behavior } from '../../../src/core/widget';
import { copyText } from './clipboard';
import type { Props } from './index';
import { showToast } from './toast';
import './socialShare.css';

/**
 * The address to share: this page with only the parameters that name what is shown (the
 * variant), never one-off ones (`?openWishlist=` would open a dialog for whoever follows it,
 * tracking parameters would follow too) nor the anchor.
 */
export function sharedAddress(href: string, keepParams: readonly string[]): string {
  const url = new URL(href);
  const kept = new URLSearchParams();
  for (const name of keepParams) {
    const value = url.searchParams.get(name);
    if (value !== null) kept.set(name, value);
  }
  url.search = kept.toString();
  url.hash = '';
  return url.href;
}

/** A share address for the page as it is now: `{url}` gets the address to share. */
export const shareHref = (template: string, href: string) =>
  template.replaceAll('{url}', encodeURIComponent(href));

// Strings load on the first copy only: a page with share buttons alone never pays for i18next.
const translate = (key: string): Promise<string> =>
  import('../../../src/core/i18n')
    .then(({ loadI18n }) => loadI18n())
    .then((i18n) => i18n.t(key))
    .catch(() => key);

const socialShare: Behavior<Props> = (element, { popupWidth, popupHeight, keepParams }) => {
  const here = () => sharedAddress(window.location.href, keepParams);
  const links = () => element.querySelectorAll<HTMLAnchorElement>('a[data-share-template]');
  const copyButton = element.querySelector<HTMLButtonElement>('[data-share-copy]');
  let region = element.querySelector('[role="status"]');
  if (!region) {
    region = document.createElement('div');
    region.setAttribute('role', 'status');
    element.append(region);
  }
  const status = region;
  let cancelToast = () => {};

  // Keep hrefs true (status bar, "open in a new tab", mail program) whatever the address is now.
  const refresh = () => {
    for (const link of links()) {
      link.href = shareHref(link.dataset.shareTemplate ?? '', here());
    }
  };

  const popup = (link: HTMLAnchorElement): boolean => {
    const left = window.screenX + Math.max(0, (window.outerWidth - popupWidth) / 2);
    const top = window.screenY + Math.max(0, (window.outerHeight - popupHeight) / 2);
    const features = `popup,width=${popupWidth},height=${popupHeight},left=${left},top=${top}`;
    const opened = window.open(link.href, `vitrine-share-${link.dataset.share ?? ''}`, features);
    // The network's page must not reach back into the shop (reverse tabnabbing).
    if (opened) opened.opener = null;
    return opened !== null;
  };

  const copy = async () => {
    const copied = await copyText(here());
    cancelToast();
    const key = copied ? 'Core.LinkCopied' : 'Catalog.CopyLinkFailed';
    cancelToast = showToast(status, translate(key), copied ? 'success' : 'error');
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (copyButton?.contains(target)) {
      void copy();
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[data-share-template]');
    if (!link || event.defaultPrevented) return;
    refresh();
    const modified = event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey;
    if (modified || link.protocol === 'mailto:') return;
    // A blocked popup falls back to the link itself (a new tab).
    if (popup(link)) event.preventDefault();
  };

  copyButton?.removeAttribute('hidden');
  refresh();
  element.addEventListener('click', onClick);
  element.addEventListener('focusin', refresh);
  element.addEventListener('pointerover', refresh);
  return () => {
    cancelToast();
    copyButton?.setAttribute('hidden', '');
    element.removeEventListener('click', onClick);
    element.removeEventListener('focusin', refresh);
    element.removeEventListener('pointerover', refresh);
  };
};

export default socialShare;
