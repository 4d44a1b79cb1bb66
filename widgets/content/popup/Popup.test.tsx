import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPUP_COOKIE, rememberClosed } from '../../../src/api/popupMemory';
import { CONSENT_COOKIE, readCookie, saveConsent } from '../../../src/core/consent';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import type { Props } from './index';
import Popup from './Popup';
import { POPUP_DELAY_MS } from './whenFree';

const strings = {
  Core: { Close: 'Fermer' },
  Promotions: {
    CountdownLabel: 'Temps restant',
    Days: 'jours',
    Hours: 'heures',
    Minutes: 'minutes',
    Seconds: 'secondes',
    Ends: 'Jusqu’au {{date}}',
    LastMinute: 'Moins d’une minute.',
  },
};
const NOW = new Date('2026-11-24T10:00:00Z');
const CONTENT = '<template><p>10 % offerts</p><img src="/promo.png" alt=""></template>';

let reload: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(NOW);
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  applyPageSettings({ consentStamp: 'v1' }, '/fr/promotions');
  // Loaded ahead, so the lazy dialog resolves within the fake clock's steps.
  await import('./PopupDialog');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.className = '';
  for (const name of [POPUP_COOKIE, CONSENT_COOKIE]) {
    // biome-ignore lint/suspicious/noDocumentCookie: resets what the test wrote
    document.cookie = `${name}=;Max-Age=0;Path=/`;
  }
});

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function renderPopup(props: Partial<Props> = {}) {
  return renderWithI18n(
    <Popup id="newsletter" title="Restons en contact" {...props} />,
    strings,
    'fr',
    CONTENT,
  );
}

describe('popup (spec 001 §4, §9)', () => {
  it('opens as a dialog 3000 ms after the page loads, with the template’s content', async () => {
    await renderPopup();
    await wait(POPUP_DELAY_MS - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('img[src="/promo.png"]')).toBeNull(); // inert until shown
    await wait(1);
    const dialog = screen.getByRole('dialog', { name: 'Restons en contact' });
    expect(dialog.textContent).toContain('10 % offerts');
  });

  it('closing remembers its id with the time, and it does not come back', async () => {
    await renderPopup();
    await wait(POPUP_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await wait(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(readCookie(POPUP_COOKIE) ?? '')).toEqual([
      { id: 'newsletter', datetime: '2026-11-24T10:00:03Z' },
    ]);
    // The next page with the same popup.
    await renderPopup();
    await wait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown when the shopper closed it before', async () => {
    rememberClosed('newsletter');
    await renderPopup();
    await wait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown after its EndDatetime', async () => {
    await renderPopup({ endDatetime: new Date(NOW.getTime() - 1000).toISOString() });
    await wait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits while the cookie banner waits for a decision, then opens', async () => {
    const consent = document.createElement('div');
    consent.dataset.widget = 'cookie-consent';
    document.body.append(consent);
    await renderPopup();
    await wait(POPUP_DELAY_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      saveConsent({ preferences: false, statistics: false, marketing: false });
    });
    await wait(0);
    expect(screen.getByRole('dialog', { name: 'Restons en contact' })).toBeTruthy();
  });

  it('waits while another dialog is open, never two at once', async () => {
    document.body.classList.add('vitrine-modal-open');
    await renderPopup();
    await wait(POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    document.body.classList.remove('vitrine-modal-open');
    await wait(0);
    expect(screen.getByRole('dialog', { name: 'Restons en contact' })).toBeTruthy();
  });

  it.each(['checkout-page', 'basket-page', 'is-focused'])(
    'never shows to a shopper in the middle of checkout (body class %s)',
    async (bodyClass) => {
      document.body.classList.add(bodyClass);
      await renderPopup();
      await wait(POPUP_DELAY_MS * 5);
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('counts down to its end, then reloads the page and goes', async () => {
    await renderPopup({ endDatetime: new Date(NOW.getTime() + 5000).toISOString() });
    await wait(POPUP_DELAY_MS);
    const timer = screen.getByRole('timer', { name: 'Temps restant' });
    expect(timer.getAttribute('aria-live')).toBe('off');
    expect(timer.textContent).toBe('00 jours00 heures00 minutes02 secondes');
    // Already under a minute when it opened: nothing announced, not each second either.
    expect(screen.getByRole('status').textContent).toBe('');
    await wait(1000);
    expect(reload).not.toHaveBeenCalled();
    await wait(1000);
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('runs the end callback named by on-end instead of reloading', async () => {
    const ended = vi.fn();
    vi.stubGlobal('shop', { promotionEnded: ended });
    await renderPopup({
      endDatetime: new Date(NOW.getTime() + 4000).toISOString(),
      onEnd: 'shop.promotionEnded',
    });
    await wait(POPUP_DELAY_MS);
    expect(ended).not.toHaveBeenCalled();
    await wait(1000);
    expect(ended).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });
});
