import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readProps } from '../../../src/core/props';
import { applyPageSettings } from '../../../src/test/settings';
import { widgetContext } from '../../../src/test/widgetContext';
import definition from './index';
import socialShare, { sharedAddress, shareHref } from './socialShare';
import { TOAST_HIDE_MS, TOAST_OPEN_MS, TOAST_REMOVE_MS } from './toast';

const dictionary: Record<string, string> = {
  'Core.LinkCopied': 'Lien copié dans le presse-papiers',
  'Catalog.CopyLinkFailed': 'Le lien n’a pas pu être copié.',
};
vi.mock('../../../src/core/i18n', () => ({
  loadI18n: async () => ({ t: (key: string) => dictionary[key] ?? key }),
}));

// The markup the demo product page renders (demo/families/product/media.ts).
const example = readFileSync(join(import.meta.dirname, 'example.html'), 'utf8');
const PAGE = 'http://localhost:3000/fr/catalog/product/kodiak-light-sandal?variant=100502';
const props = { showLabels: false, popupWidth: 600, popupHeight: 540, keepParams: ['variant'] };

let element: HTMLElement;
let cleanup: () => void;
beforeEach(() => {
  const settings = applyPageSettings({}, '/fr/catalog/product/kodiak-light-sandal?variant=100502');
  document.body.innerHTML = example;
  element = document.querySelector<HTMLElement>('[data-widget="social-share"]') as HTMLElement;
  cleanup = socialShare(element, props, widgetContext(element, { name: 'social-share', settings }));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'execCommand');
});

/** jsdom has no execCommand: the fallback's copy is whatever the test says. */
const stubExecCommand = (copy: () => boolean) =>
  Object.defineProperty(document, 'execCommand', { value: copy, configurable: true });

const link = (network: string) =>
  element.querySelector(`[data-share="${network}"]`) as HTMLAnchorElement;
const copyButton = () => screen.getByRole('button', { name: 'Copier le lien' });

describe('social-share (spec 000 §2, §4, §9)', () => {
  it('names every button without a visible label, and shows the copy button', () => {
    expect(screen.getByRole('link', { name: 'Partager sur Facebook' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Envoyer par e-mail' })).toBeTruthy();
    expect(copyButton().hidden).toBe(false);
    expect(element.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('opens a sized popup on the address as it is at click time', () => {
    const popup = { opener: window };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    window.history.replaceState(null, '', '/fr/catalog/product/kodiak-light-sandal?variant=100503');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('facebook').dispatchEvent(event);
    expect(open).toHaveBeenCalledOnce();
    const [url, name, features] = open.mock.calls[0] ?? [];
    expect(url).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(PAGE.replace('100502', '100503'))}`,
    );
    expect(name).toBe('vitrine-share-facebook');
    expect(features).toMatch(/^popup,width=600,height=540,left=\d+,top=\d+$/);
    expect(event.defaultPrevented).toBe(true);
    expect(popup.opener).toBeNull();
  });

  it('follows the link itself when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('linkedin').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(link('linkedin').target).toBe('_blank');
  });

  it('lets the mail program open the mailto: link with the current address', () => {
    const open = vi.spyOn(window, 'open');
    link('email').addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link('email'));
    expect(open).not.toHaveBeenCalled();
    expect(link('email').href).toContain(`body=${encodeURIComponent(PAGE)}`);
  });

  it('keeps its hrefs true on focus, for a new tab or the status bar', () => {
    window.history.replaceState(null, '', '/fr/catalog/product/kodiak-light-sandal?variant=9');
    fireEvent.focusIn(link('x'));
    expect(decodeURIComponent(link('x').href)).toContain('?variant=9');
  });

  it('copies the address and shows the toast at 100 ms, hides it at 2 s, removes it at 2.5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    fireEvent.click(copyButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith(PAGE);
    const status = screen.getByRole('status');
    await act(() => vi.advanceTimersByTimeAsync(TOAST_OPEN_MS - 1));
    expect(status.textContent).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(1));
    const toast = status.querySelector('.social-share__toast');
    expect(toast?.textContent).toBe('Lien copié dans le presse-papiers');
    expect(toast?.classList.contains('is-open')).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_HIDE_MS - TOAST_OPEN_MS));
    expect(toast?.classList.contains('is-open')).toBe(false);
    expect(toast?.isConnected).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(TOAST_REMOVE_MS - TOAST_HIDE_MS));
    expect(toast?.isConnected).toBe(false);
  });

  it('falls back to execCommand without the Clipboard API', async () => {
    vi.stubGlobal('navigator', {});
    const exec = vi.fn().mockReturnValue(true);
    stubExecCommand(exec);
    fireEvent.click(copyButton());
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Lien copié'));
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('says the copy failed when the clipboard refuses and the fallback fails too', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    stubExecCommand(() => {
      throw new Error('unsupported');
    });
    fireEvent.click(copyButton());
    await vi.waitFor(() =>
      expect(screen.getByRole('status').querySelector('.social-share__toast--error')).toBeTruthy(),
    );
    expect(screen.getByRole('status').textContent).toBe('Le lien n’a pas pu être copié.');
  });

  it('starts over on a second copy: one toast at a time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockResolvedValue(undefined) } });
    fireEvent.click(copyButton());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    fireEvent.click(copyButton());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('status').querySelectorAll('.social-share__toast')).toHaveLength(1);
  });

  it('stops listening and hides the copy button again when unmounted', () => {
    const open = vi.spyOn(window, 'open');
    cleanup();
    cleanup = () => {};
    link('facebook').addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link('facebook'));
    expect(open).not.toHaveBeenCalled();
    expect(element.querySelector<HTMLButtonElement>('[data-share-copy]')?.hidden).toBe(true);
  });

  it('creates its status region when the markup has none', () => {
    const bare = document.createElement('div');
    document.body.append(bare);
    const settings = applyPageSettings({}, '/fr/');
    const stop = socialShare(bare, props, widgetContext(bare, { name: 'social-share', settings }));
    expect(bare.querySelector('[role="status"]')).toBeTruthy();
    stop();
  });
});

describe('social-share helpers and attributes', () => {
  it('puts the encoded address in every {url}', () => {
    expect(shareHref('https://wa.me/?text=Sac%20{url}', 'https://shop.test/fr/a?b=1')).toBe(
      'https://wa.me/?text=Sac%20https%3A%2F%2Fshop.test%2Ffr%2Fa%3Fb%3D1',
    );
  });

  it('reads data-show-labels and refuses an invalid popup size', () => {
    const div = document.createElement('div');
    div.setAttribute('data-show-labels', '');
    expect(readProps(div, definition.props, 'social-share')).toEqual({
      ok: true,
      props: { showLabels: true, popupWidth: 600, popupHeight: 540, keepParams: ['variant'] },
    });
    div.setAttribute('data-popup-width', 'wide');
    const result = readProps(div, definition.props, 'social-share');
    expect(result.ok ? '' : result.message).toContain('data-popup-width expected a number');
  });
});

describe('sharedAddress', () => {
  it.each([
    ['keeps the variant', 'https://shop.test/fr/p?variant=12', 'https://shop.test/fr/p?variant=12'],
    [
      'drops openWishlist, tracking parameters and the anchor',
      'https://shop.test/fr/p?openWishlist=12&variant=12&utm_source=x#reviews',
      'https://shop.test/fr/p?variant=12',
    ],
    [
      'drops everything when nothing is kept',
      'https://shop.test/fr/p?a=1',
      'https://shop.test/fr/p',
    ],
  ])('%s', (_case, href, expected) => {
    expect(sharedAddress(href, ['variant'])).toBe(expected);
  });
});
