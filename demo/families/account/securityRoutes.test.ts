/**
 * The security routes of the demo (issue 13, spec 001 §2): two-factor on and off with real
 * TOTP codes, the password change and the sign-in that follows it, per session; 401 for a
 * visitor; a refused form is 422 as a page and 200 to the dialog's ajax post.
 */
import { describe, expect, it } from 'vitest';
import { createApp, defaultOptions } from '../../server/app';
import { shopperOf } from '../../server/shopper';
import { strings } from './strings';
import { totp } from './totp';

const app = await createApp(defaultOptions());
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const AJAX = { 'X-Requested-With': 'XMLHttpRequest' };
const fr = strings.fr.resources.Security as Record<string, string>;

async function customer() {
  const shopper = await shopperOf(app);
  const page = async (path: string, headers: Record<string, string> = {}) => {
    const response = await shopper.request(path, { headers });
    return { status: response.status, doc: parse(await response.text()) };
  };
  const token =
    (await page('fr/security/changepassword')).doc.querySelector<HTMLInputElement>(
      'input[name="__RequestVerificationToken"]',
    )?.value ?? '';
  const post = async (path: string, fields: Record<string, string>, headers = {}) => {
    const body = new URLSearchParams({ __RequestVerificationToken: token, ...fields });
    const response = await shopper.request(path, { method: 'POST', body, headers });
    return { status: response.status, doc: parse(await response.text()) };
  };
  return { shopper, page, post, token };
}

/** A six-digit code that is none of the key's codes around now. */
function notNow(key: string): string {
  const near = [-30_000, 0, 30_000, 60_000].map((delta) => totp(key, Date.now() + delta));
  let code = 100_000;
  while (near.includes(String(code))) code++;
  return String(code);
}

const keyOf = (doc: Document) =>
  (doc.querySelector('[data-widget="totp-qr"]')?.getAttribute('data-secret') ?? '').trim();

describe('two-factor sign-in (demo)', () => {
  it('is for signed-in customers only', async () => {
    const visitor = await shopperOf(app, '/', false);
    for (const path of ['fr/security/twofactorhome', 'fr/security/changepassword']) {
      expect((await visitor.request(path)).status).toBe(401);
    }
  });

  it('offers a key until a code of it turns two-factor on, then a code turns it off', async () => {
    const { page, post } = await customer();
    expect((await page('fr/security/twofactorhome')).doc.body.textContent).toContain(
      fr.TwoFactorIsOff,
    );
    const step = (await page('fr/security/twofactor/enable', AJAX)).doc;
    const key = keyOf(step);
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(step.querySelector('[data-uri]')?.getAttribute('data-uri')).toContain(`secret=${key}`);
    expect(step.querySelector('h1')).toBeNull();
    // The same key until confirmed.
    expect(keyOf((await page('fr/security/twofactor/enable')).doc)).toBe(key);

    const wrong = await post('fr/security/twofactor/enable', { Code: '12345' }, AJAX);
    expect(wrong.status).toBe(200);
    expect(wrong.doc.querySelector('[aria-invalid="true"]')?.getAttribute('name')).toBe('Code');
    expect(wrong.doc.querySelector('.field-validation-error')?.textContent).toBe(fr.WrongCode);
    expect((await post('fr/security/twofactor/enable', { Code: '12345' })).status).toBe(422);

    const on = await post('fr/security/twofactor/enable', { Code: totp(key) }, AJAX);
    expect(on.doc.querySelector('[role="status"]')?.textContent).toBe(fr.TwoFactorEnabled);
    expect(on.doc.querySelectorAll('.recovery-codes li')).toHaveLength(8);
    expect((await page('fr/security/twofactorhome')).doc.body.textContent).toContain(
      fr.TwoFactorIsOn,
    );

    const stay = await post('fr/security/twofactor/disable', { Code: notNow(key) }, AJAX);
    expect(stay.doc.querySelector('.field-validation-error')?.textContent).toBe(fr.WrongCode);
    const off = await post('fr/security/twofactor/disable', { Code: totp(key) }, AJAX);
    expect(off.doc.querySelector('[role="status"]')?.textContent).toBe(fr.TwoFactorDisabled);
    // A new key the next time: the old one is spent.
    expect(keyOf((await page('fr/security/twofactor/enable')).doc)).not.toBe(key);
  });

  it('keeps one session’s two-factor state from another signed in as the same customer', async () => {
    const first = await customer();
    const second = await customer();
    const key = keyOf((await first.page('fr/security/twofactor/enable')).doc);
    await first.post('fr/security/twofactor/enable', { Code: totp(key) });
    const other = (await second.page('fr/security/twofactorhome')).doc.body.textContent;
    expect(other).toContain(fr.TwoFactorIsOff);
  });
});

describe('signing in with two-factor on (demo)', () => {
  it('asks a code after the right password, and signs in only with the app’s code', async () => {
    const { page, post, shopper } = await customer();
    const key = keyOf((await page('fr/security/twofactor/enable')).doc);
    await post('fr/security/twofactor/enable', { Code: totp(key) });
    await shopper.request('fr/security/logout');
    const asked = await post('fr/security/login', {
      Email: 'demo@vitrine.shop',
      Password: 'vitrine-demo',
      returnUrl: '/fr/account',
    });
    expect(asked.status).toBe(200);
    expect(asked.doc.querySelector('input[name="Code"]')?.getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    expect((await page('fr/account')).status).toBe(401);
    const wrong = await post('fr/security/login/code', { Code: notNow(key) });
    expect(wrong.status).toBe(422);
    expect(wrong.doc.querySelector('.field-validation-error')?.textContent).toBe(fr.WrongCode);
    const body = new URLSearchParams({
      __RequestVerificationToken:
        asked.doc.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')
          ?.value ?? '',
      Code: totp(key),
    });
    const done = await shopper.request('fr/security/login/code', { method: 'POST', body });
    expect(done.status).toBe(303);
    expect(done.headers.get('Location')).toBe('/fr/account');
    expect((await page('fr/account')).status).toBe(200);
  });
});

describe('the password change (demo)', () => {
  it('refuses a wrong current password with its field’s error', async () => {
    const { post } = await customer();
    const fields = {
      CurrentPassword: 'nope',
      NewPassword: 'new-pass-1',
      ConfirmPassword: 'new-pass-1',
    };
    const wrong = await post('fr/security/changepassword', fields, AJAX);
    expect(wrong.status).toBe(200);
    const field = wrong.doc.querySelector('[aria-invalid="true"]');
    expect(field?.getAttribute('name')).toBe('CurrentPassword');
    expect(
      wrong.doc.getElementById(field?.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(fr.WrongPassword);
  });

  it('refuses a short or unconfirmed new password (422 as a page)', async () => {
    const { post } = await customer();
    const short = {
      CurrentPassword: 'vitrine-demo',
      NewPassword: 'short',
      ConfirmPassword: 'short',
    };
    expect((await post('fr/security/changepassword', short)).status).toBe(422);
    const differs = {
      CurrentPassword: 'vitrine-demo',
      NewPassword: 'long-enough-1',
      ConfirmPassword: 'long-enough-2',
    };
    expect((await post('fr/security/changepassword', differs)).status).toBe(422);
  });

  it('changes it: the session signs in with the new password, not the old one', async () => {
    const { post, page, token, shopper } = await customer();
    const fields = {
      CurrentPassword: 'vitrine-demo',
      NewPassword: 'new-pass-1',
      ConfirmPassword: 'new-pass-1',
    };
    const done = await post('fr/security/changepassword', fields);
    expect(done.doc.querySelector('main [role="status"]')?.textContent).toBe(fr.PasswordChanged);
    await shopper.request('fr/security/logout');
    const signIn = (Password: string) =>
      shopper.request('fr/security/login', {
        method: 'POST',
        body: new URLSearchParams({
          __RequestVerificationToken: token,
          Email: 'demo@vitrine.shop',
          Password,
          returnUrl: '/fr/',
        }),
      });
    expect((await signIn('vitrine-demo')).status).toBe(200);
    expect((await signIn('new-pass-1')).status).toBe(303);
    expect((await page('fr/security/twofactorhome')).status).toBe(200);
  });
});
