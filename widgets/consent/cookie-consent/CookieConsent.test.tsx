import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COOKIE,
  installConsent,
  readConsent,
  takeOpenRequest,
} from '../../../src/core/consent';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import CookieConsent from './CookieConsent';

/** Vitest's jsdom environment exposes its JSDOM instance as a global; what these tests use. */
declare const jsdom: {
  cookieJar: { removeAllCookiesSync: () => void };
  reconfigure: (options: { url: string }) => void;
};
declare global {
  interface Window {
    accepted?: (settings: unknown) => void;
    declined?: (settings: unknown) => void;
  }
}

const STAMP = '2026-11-01';
const strings = {
  Core: { Close: 'Fermer' },
  Consent: {
    Title: 'Nous respectons votre vie privée',
    Intro: 'Nous utilisons des cookies.',
    AcceptAll: 'Tout accepter',
    DeclineAll: 'Tout refuser',
    SaveChoices: 'Enregistrer mes choix',
    Preferences: 'Personnaliser',
    PreferencesTitle: 'Vos préférences en matière de cookies',
    Statistics: 'Statistiques',
    StatisticsDescription: 'Mesure d’audience.',
    Marketing: 'Marketing',
    MarketingDescription: 'Offres adaptées.',
    PreferencesCategory: 'Préférences',
    PreferencesCategoryDescription: 'Langue et devise.',
    Necessary: 'Strictement nécessaires',
    NecessaryDescription: 'Panier, connexion.',
    AlwaysActive: 'Toujours actifs',
    StatusDisallowed: 'Vous avez refusé tous les cookies facultatifs.',
    StatusAllAllowed: 'Vous avez accepté tous les cookies.',
    StatusAllowed: 'Vous avez autorisé : {{list}}',
    PolicyLink: 'Politique de confidentialité',
  },
};
const none = { preferences: false, statistics: false, marketing: false };
const all = { preferences: true, statistics: true, marketing: true };
type Props = Parameters<typeof CookieConsent>[0];

function storeCookie(value: object): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a cookie as the server or an old page left it
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))};Path=/`;
}

/** Renders the widget; waits for the banner (a chunk of its own) unless a decision is stored. */
async function show(props: Partial<Props> = {}) {
  const user = userEvent.setup();
  await renderWithI18n(<CookieConsent position="bottom" {...props} />, strings);
  if (!readConsent()) await screen.findByRole('region', { name: strings.Consent.Title });
  return user;
}

const banner = () => screen.queryByRole('region', { name: strings.Consent.Title });
const dialog = () => screen.findByRole('dialog', { name: strings.Consent.PreferencesTitle });
const heard: unknown[] = [];
const listen = (event: Event) => heard.push((event as CustomEvent).detail);
let uninstall = () => {};

beforeEach(() => {
  jsdom.cookieJar.removeAllCookiesSync();
  applyPageSettings({ consentStamp: STAMP }, '/fr/');
  heard.length = 0;
  takeOpenRequest(); // a reopen request left by an earlier test
  document.addEventListener('vitrine:consent-set', listen);
});
afterEach(() => {
  document.removeEventListener('vitrine:consent-set', listen);
  uninstall();
  uninstall = () => {};
  delete window.accepted;
  delete window.declined;
});

describe('cookie-consent banner', () => {
  it('shows a non-modal banner on a first visit, refusing as prominent as accepting', async () => {
    await show({ policyUrl: '/fr/privacy' });
    const region = banner();
    expect(region).not.toBeNull();
    expect(region?.getAttribute('aria-modal')).toBeNull();
    const accept = screen.getByRole('button', { name: 'Tout accepter' });
    const decline = screen.getByRole('button', { name: 'Tout refuser' });
    expect(decline.tagName).toBe(accept.tagName);
    expect(decline.className).toBe(accept.className);
    expect(
      screen.getByRole('link', { name: 'Politique de confidentialité' }).getAttribute('href'),
    ).toBe('/fr/privacy');
  });

  it('accept all stores every category, fires consent-set, hides and announces', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(readConsent()).toEqual({ stamp: STAMP, ...all });
    expect(heard).toEqual([{ stamp: STAMP, ...all }]);
    expect(banner()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Vous avez accepté tous les cookies.');
  });

  it('decline all stores no category and runs the decline callback only', async () => {
    window.accepted = vi.fn();
    window.declined = vi.fn();
    const user = await show({ onAccept: 'accepted', onDecline: 'declined' });
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(readConsent()).toEqual({ stamp: STAMP, ...none });
    expect(heard).toEqual([{ stamp: STAMP, ...none }]);
    expect(window.declined).toHaveBeenCalledWith({ stamp: STAMP, ...none });
    expect(window.accepted).not.toHaveBeenCalled();
    expect(banner()).toBeNull();
  });

  it('does not show once decided, and shows again when the stamp changed', async () => {
    storeCookie({ stamp: STAMP, ...all });
    const decided = await renderWithI18n(<CookieConsent position="bottom" />, strings);
    expect(banner()).toBeNull();
    decided.unmount();
    storeCookie({ stamp: '2025-01-01', ...all });
    await show();
    expect(banner()).not.toBeNull();
  });

  it('lets the first placeholder of a page lead: one banner for two widgets', async () => {
    await renderWithI18n(
      <>
        <CookieConsent position="bottom" />
        <CookieConsent position="top" />
      </>,
      strings,
    );
    expect(await screen.findAllByRole('region', { name: strings.Consent.Title })).toHaveLength(1);
  });
});

describe('cookie-consent preferences', () => {
  it('ticks nothing on a first decision and shows necessary cookies as always on', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const open = await dialog();
    const switches = within(open).getAllByRole('checkbox');
    expect(switches.map((box) => box.getAttribute('aria-describedby') !== null)).toEqual([
      true,
      true,
      true,
    ]);
    expect(switches.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(within(open).getByText('Toujours actifs')).toBeTruthy();
    expect(within(open).getByRole('status').textContent).toBe('');
  });

  it('saves the chosen categories and closes the dialog and the banner', async () => {
    window.accepted = vi.fn();
    const user = await show({ onAccept: 'accepted' });
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const open = await dialog();
    await user.click(within(open).getByRole('checkbox', { name: 'Statistiques' }));
    await user.click(within(open).getByRole('button', { name: 'Enregistrer mes choix' }));
    const saved = { stamp: STAMP, ...none, statistics: true };
    expect(readConsent()).toEqual(saved);
    expect(heard).toEqual([saved]);
    expect(window.accepted).toHaveBeenCalledWith(saved);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(banner()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Vous avez autorisé : Statistiques');
  });

  it('offers accept all and decline all inside the dialog too', async () => {
    const user = await show();
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Tout refuser' }));
    expect(readConsent()).toEqual({ stamp: STAMP, ...none });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Esc without deciding and gives focus back to the Preferences button', async () => {
    const user = await show();
    const opener = screen.getByRole('button', { name: 'Personnaliser' });
    await user.click(opener);
    await dialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(readConsent()).toBeUndefined();
    expect(banner()).not.toBeNull();
  });

  it('reopens from any [data-consent-open] element, reflecting the stored choice', async () => {
    storeCookie({ stamp: STAMP, ...none, statistics: true, marketing: true });
    uninstall = installConsent();
    const user = await show();
    const footer = document.createElement('button');
    footer.dataset.consentOpen = '';
    footer.textContent = 'Cookies';
    document.body.append(footer);
    await user.click(footer);
    const open = await dialog();
    const checked = within(open)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).checked);
    expect(checked).toEqual([false, true, true]);
    expect(within(open).getByRole('status').textContent).toBe(
      'Vous avez autorisé : Statistiques et Marketing',
    );
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(footer);
  });

  it('opens the preferences on mount when a [data-consent-open] click came before it', async () => {
    uninstall = installConsent();
    const footer = document.createElement('button');
    footer.dataset.consentOpen = '';
    document.body.append(footer);
    footer.click();
    await show();
    expect(await dialog()).toBeTruthy();
  });

  it('closes an enclosing modal when the shopper decides (spec 000 §4)', async () => {
    const user = userEvent.setup();
    // Our own dialogs (src/ui/Modal) close through their close button.
    const ours = document.createElement('div');
    ours.className = 'vitrine-modal';
    ours.innerHTML = '<button class="vitrine-modal__close" type="button">×</button>';
    const closeOurs = vi.fn();
    ours.querySelector('button')?.addEventListener('click', closeOurs);
    document.body.append(ours);
    const first = await renderWithI18n(<CookieConsent position="bottom" />, strings);
    ours.append(first.container);
    await user.click(await screen.findByRole('button', { name: 'Tout accepter' }));
    expect(closeOurs).toHaveBeenCalledTimes(1);
    first.unmount();

    // A native <dialog> of the host page (jsdom lacks close(): a stand-in records the call).
    jsdom.cookieJar.removeAllCookiesSync();
    const native = document.createElement('dialog');
    native.setAttribute('open', '');
    native.close = vi.fn();
    document.body.append(native);
    const second = await renderWithI18n(<CookieConsent position="bottom" />, strings);
    native.append(second.container);
    await user.click(await screen.findByRole('button', { name: 'Tout refuser' }));
    expect(native.close).toHaveBeenCalledTimes(1);
  });
});
