import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../src/test/renderWithI18n';
import { applyPageSettings } from '../../../src/test/settings';
import CookieConsent from './CookieConsent';

// Issue 10 §2: while undecided, the banner comes first in the tab order, the page keeps room
// for it so focus never hides behind it (WCAG 2.4.11), and a choice gives focus back.

declare const jsdom: { cookieJar: { removeAllCookiesSync: () => void } };

const strings = {
  Core: { Close: 'Fermer' },
  Consent: {
    Title: 'Nous respectons votre vie privée',
    AcceptAll: 'Tout accepter',
    DeclineAll: 'Tout refuser',
    SaveChoices: 'Enregistrer mes choix',
    Preferences: 'Personnaliser',
    PreferencesTitle: 'Vos préférences en matière de cookies',
  },
};
const banner = () => screen.queryByRole('region', { name: strings.Consent.Title });
/** Renders the widget and waits for its banner, a chunk of its own. */
async function show(position: 'bottom' | 'top' | 'inline') {
  const rendered = await renderWithI18n(<CookieConsent position={position} />, strings);
  await screen.findByRole('region', { name: strings.Consent.Title });
  return rendered;
}
const room = () => document.querySelector<HTMLElement>('.vitrine-consent-room');

beforeEach(() => {
  jsdom.cookieJar.removeAllCookiesSync();
  applyPageSettings({ consentStamp: '2026-11-01' }, '/fr/');
  document.body.innerHTML = '<a class="skip-link" href="#main">Contenu</a><main id="main"></main>';
  document.documentElement.style.scrollPaddingBottom = '';
  // jsdom lays nothing out: the banner is 180 px tall.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('vitrine-consent') ? 180 : 0;
  });
});
afterEach(() => vi.restoreAllMocks());

describe('cookie-consent banner placement', () => {
  it('comes first in the tab order while undecided, after the skip link only', async () => {
    await show('bottom');
    expect(document.body.children[1]?.contains(banner())).toBe(true);
    const focusable = document.querySelectorAll('a[href], button');
    expect(focusable[0]?.className).toBe('skip-link');
    expect(within(banner() as HTMLElement).getAllByRole('button')[0]).toBe(focusable[1]);
  });

  it('comes first of all on a page without a skip link', async () => {
    document.body.innerHTML = '<main><a href="/fr/">Accueil</a></main>';
    await show('bottom');
    expect(document.body.firstElementChild?.contains(banner())).toBe(true);
  });

  it('keeps room under it: a spacer as tall as the banner and the scroll padding', async () => {
    await show('bottom');
    expect(room()?.style.height).toBe('180px');
    expect(document.body.lastElementChild).toBe(room());
    expect(document.documentElement.style.scrollPaddingBottom).toBe('180px');
  });

  it('keeps the room above it when fixed at the top', async () => {
    await show('top');
    expect(document.body.children[2]).toBe(room());
    expect(document.documentElement.style.scrollPaddingTop).toBe('180px');
    document.documentElement.style.scrollPaddingTop = '';
  });

  it('gives the room back and focus to where it was once the shopper has chosen', async () => {
    const user = userEvent.setup();
    await show('bottom');
    const skip = document.querySelector('.skip-link') as HTMLElement;
    skip.focus();
    await user.tab();
    await user.tab();
    expect(banner()?.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Enter}');

    expect(banner()).toBeNull();
    expect(room()).toBeNull();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    expect(document.activeElement).toBe(skip);
  });

  it('gives focus back after a choice saved in the preferences dialog too', async () => {
    const user = userEvent.setup();
    await show('bottom');
    const skip = document.querySelector('.skip-link') as HTMLElement;
    skip.focus();
    await user.click(screen.getByRole('button', { name: 'Personnaliser' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer mes choix' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(skip);
  });

  it('stays where its placeholder is when inline', async () => {
    const { container } = await show('inline');
    expect(container.contains(banner())).toBe(true);
    expect(room()).toBeNull();
  });
});
