import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../../src/core/consent';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import CookieLawBar, { LAW_COOKIE } from './CookieLawBar';

/** Vitest's jsdom environment exposes its JSDOM instance as a global; what these tests use. */
declare const jsdom: {
  cookieJar: { removeAllCookiesSync: () => void };
  reconfigure: (options: { url: string }) => void;
};

const strings = {
  Consent: {
    CookieLawLabel: 'Information sur les cookies',
    CookieLawText: 'Ce site utilise des cookies.',
    CookieLawAccept: 'J’ai compris',
    PolicyLink: 'Politique de confidentialité',
  },
};

const bar = () => screen.queryByRole('region', { name: 'Information sur les cookies' });

beforeEach(() => {
  jsdom.cookieJar.removeAllCookiesSync();
  applyPageSettings({ appPath: '/shop/' }, '/shop/fr/');
});

describe('cookie-law-bar (spec 001 §4)', () => {
  it('shows the notice, a policy link and the accept button while its cookie is missing', async () => {
    await renderWithI18n(<CookieLawBar position="bottom" policyUrl="/shop/fr/privacy" />, strings);
    expect(bar()?.textContent).toContain('Ce site utilise des cookies.');
    expect(
      screen.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href'),
    ).toBe('/shop/fr/privacy');
    expect(screen.getByRole('button', { name: 'J’ai compris' })).toBeTruthy();
  });

  it('hides on accept and writes its own cookie for 8760 hours on the application path', async () => {
    const writes = vi.spyOn(Document.prototype, 'cookie', 'set');
    const user = userEvent.setup();
    await renderWithI18n(<CookieLawBar position="bottom" />, strings);
    await user.click(screen.getByRole('button', { name: 'J’ai compris' }));
    expect(bar()).toBeNull();
    expect(String(writes.mock.calls[0]?.[0])).toBe(
      'vitrine_cookielaw=1;Max-Age=31536000;Path=/shop/;SameSite=Lax',
    );
    expect(readCookie(LAW_COOKIE)).toBe('1');
  });

  it('uses the cookie name of the page settings (spec 001 §9 follows the CMS)', async () => {
    applyPageSettings({ appPath: '/shop/', cookieLawCookie: 'CookieLaw' }, '/shop/fr/');
    // biome-ignore lint/suspicious/noDocumentCookie: the default name must no longer count
    document.cookie = `${LAW_COOKIE}=1;Path=/`;
    const user = userEvent.setup();
    await renderWithI18n(<CookieLawBar position="bottom" />, strings);
    await user.click(screen.getByRole('button', { name: 'J’ai compris' }));
    expect(bar()).toBeNull();
    expect(readCookie('CookieLaw')).toBe('1');
  });

  it('stays hidden once its cookie exists', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie as the server or an old page left it
    document.cookie = `${LAW_COOKIE}=1;Path=/`;
    const { container } = await renderWithI18n(<CookieLawBar position="top" />, strings);
    expect(bar()).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
