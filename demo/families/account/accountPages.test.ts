/**
 * The login page and modal, and "forgot password" (issue 10 §4): one title in the modal, links
 * to "forgot password" and "create an account", and a forgot-password page that answers the
 * same words whether the address has an account or not.
 */
import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import { strings } from './strings';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

async function login(culture: string, modal: boolean) {
  const headers: Record<string, string> = modal ? { 'X-Requested-With': 'XMLHttpRequest' } : {};
  const response = await app.request(`/shop/${culture}/security/login?returnUrl=%2Fshop%2F`, {
    headers,
  });
  expect(response.status).toBe(200);
  return parse(await response.text());
}

describe('the login page and modal (issue 10 §4)', () => {
  it.each(['fr', 'de'] as const)(
    '%s: in the modal, no heading of its own (the dialog title is the one)',
    async (culture) => {
      const page = await login(culture, true);
      expect(page.querySelectorAll('h1, h2, h3')).toHaveLength(0);
      expect(page.querySelector('form input[name="Email"]')).not.toBeNull();
    },
  );

  it('as a page, one h1', async () => {
    const page = await login('nl', false);
    expect(Array.from(page.querySelectorAll('main h1')).map((h) => h.textContent)).toEqual([
      strings.nl.pages.login.title,
    ]);
  });

  it.each([
    ['pt', 'Esqueceu-se da palavra-passe?', 'Criar conta'],
    ['it', 'Password dimenticata?', 'Crea un account'],
  ])(
    '%s: links to "forgot password" and "create an account", pages that exist',
    async (culture, forgot, register) => {
      for (const modal of [true, false]) {
        const page = await login(culture, modal);
        const links = Array.from(page.querySelectorAll('main a, body > section a'));
        const forgotLink = links.find((a) => a.textContent === forgot);
        const registerLink = links.find((a) => a.textContent === register);
        expect(forgotLink?.getAttribute('href')).toBe(`/shop/${culture}/account/forgot-password`);
        expect(registerLink?.getAttribute('href')).toBe(`/shop/${culture}/account/register`);
      }
      for (const path of ['account/forgot-password', 'account/register']) {
        expect((await app.request(`/shop/${culture}/${path}`)).status).toBe(200);
      }
    },
  );

  it('names the demo accounts: the private one, the company (issue 12) the sales user (issue 13) and the editor (issue 14)', async () => {
    const page = await login('fr', true);
    const accounts = Array.from(page.querySelectorAll('.demo-account li'), (li) => li.textContent);
    expect(accounts).toEqual([
      'Compte de démonstration : demo@vitrine.shop / mot de passe vitrine-demo',
      'Compte de démonstration : pro@vitrine.shop / mot de passe vitrine-pro (Atelier Verhaegen)',
      'Compte de démonstration : staff@vitrine.shop / mot de passe vitrine-staff (vendeur)',
      'Compte de démonstration : editor@vitrine.shop / mot de passe vitrine-editor (éditrice)',
    ]);
  });
});

describe('forgot password (issue 10 §4)', () => {
  const post = async (culture: string, fields: Record<string, string>, withToken = true) => {
    const shopper = await shopperOf(app, '/shop/', false);
    const home = await (await shopper.request(`${culture}/`)).text();
    const token = /"antiForgeryToken":"([^"]+)"/.exec(home)?.[1] ?? '';
    const body = new URLSearchParams({
      ...(withToken ? { __RequestVerificationToken: token } : {}),
      ...fields,
    });
    return shopper.request(`${culture}/account/forgot-password`, { method: 'POST', body });
  };

  it('asks for the address with the e-mail rules, in the culture', async () => {
    const page = parse(await (await app.request('/shop/es/account/forgot-password')).text());
    expect(page.querySelector('h1')?.textContent).toBe('Contraseña olvidada');
    const email = page.querySelector('input[name="Email"]');
    expect(email?.getAttribute('data-val-required')).toBeTruthy();
    expect(email?.getAttribute('data-val-email')).toBeTruthy();
    expect(page.querySelector('a[href="/shop/es/security/login"]')).not.toBeNull();
  });

  it('answers the same words for any valid address', async () => {
    for (const email of ['demo@vitrine.shop', 'nobody@example.org']) {
      const response = await post('fr', { Email: email });
      expect(response.status).toBe(200);
      const status = parse(await response.text()).querySelector('[role="status"]');
      expect(status?.textContent).toBe(
        strings.fr.pages.forgotPassword.done.replace('{{email}}', email),
      );
    }
  });

  it('refuses an invalid address or a post without the token with the form again', async () => {
    for (const [fields, token] of [
      [{ Email: 'not-an-address' }, true],
      [{ Email: 'demo@vitrine.shop' }, false],
    ] as const) {
      const response = await post('de', fields, token);
      expect(response.status).toBe(422);
      const page = parse(await response.text());
      expect(page.querySelector('form input[name="Email"]')).not.toBeNull();
      expect(page.querySelector('[role="status"]')).toBeNull();
    }
  });
});
