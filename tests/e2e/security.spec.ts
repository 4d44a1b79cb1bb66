/**
 * The security dialogs (issue 13, spec 001 §2): two-factor sign-in in a modal whose steps swap
 * inside it (QR code and key, a code computed from the shown key with the demo's own TOTP,
 * wrong code, back, turn off), the password change, and "forgot password" and registration as
 * steps of the login modal; failures of the code's post (500, network); axe with each dialog
 * open; focus returned. Phone and desktop widths, fr, de and pt. The login modal's steps:
 * security-login-modal.spec.ts.
 */
import type { Page } from '@playwright/test';
import { strings as account } from '../../demo/families/account/strings';
import { totp } from '../../demo/families/account/totp';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { signIn } from './shop';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

/** Signs in and opens "sign-in and security", where the dialogs' links are. */
async function securityPage(page: Page, culture: Culture) {
  await signIn(page, `/${culture}/account/security`, { culture });
}

/** Opens the two-factor dialog from its link; returns the dialog. */
async function openTwoFactor(page: Page, culture: Culture) {
  const t = await translator(culture);
  await page.getByRole('link', { name: t('Security.TwoFactor') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The key shown in the dialog, without its spaces. */
const shownKey = async (page: Page) =>
  ((await page.getByRole('dialog').locator('code').first().textContent()) ?? '').replace(/\s/g, '');

/** A six-digit code that is not the key's code now nor one step either side. */
function wrongCode(key: string): string {
  const near = [-30_000, 0, 30_000, 60_000].map((delta) => totp(key, Date.now() + delta));
  let code = 0;
  while (near.includes(String(code).padStart(6, '0'))) code++;
  return String(code).padStart(6, '0');
}

test.describe('two-factor sign-in, on a phone in French', () => {
  test.use({ viewport: PHONE });

  test('turns on by scanning (code from the shown key), back inside the dialog, then off', async ({
    page,
  }) => {
    const t = await translator('fr');
    await securityPage(page, 'fr');
    const dialog = await openTwoFactor(page, 'fr');
    await expect(dialog).toHaveAccessibleName(t('Security.TwoFactor'));
    await expect(dialog).toContainText(t('Security.TwoFactorIsOff'));
    await expectAccessible(page);

    // The "turn on" step: its own title, the QR image and the key as text.
    await dialog.getByRole('link', { name: t('Security.TwoFactorTurnOn') }).click();
    await expect(dialog).toHaveAccessibleName(t('Security.TwoFactorTurnOn'));
    await expect(dialog.getByRole('img', { name: t('Security.QrCodeLabel') })).toBeVisible();
    const key = await shownKey(page);
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    // What the QR code encodes: the otpauth URI of this very key (its drawing: unit tests).
    await expect(dialog.locator('[data-widget="totp-qr"]')).toHaveAttribute(
      'data-uri',
      `otpauth://totp/Vitrine:demo%40vitrine.shop?secret=${key}&issuer=Vitrine&algorithm=SHA1&digits=6&period=30`,
    );
    const code = dialog.getByLabel(t('Security.Code'));
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page);

    // Back: the status step, in the same dialog; the same key when turning on again.
    await dialog.getByRole('link', { name: t('Security.Back') }).click();
    await expect(dialog).toHaveAccessibleName(t('Security.TwoFactor'));
    await expect(dialog).toContainText(t('Security.TwoFactorIsOff'));
    await dialog.getByRole('link', { name: t('Security.TwoFactorTurnOn') }).click();
    await expect.poll(() => shownKey(page)).toBe(key);

    // A wrong code: the field says so, translated.
    await code.fill(wrongCode(key));
    await dialog.getByRole('button', { name: t('Security.Confirm') }).click();
    await expect(dialog.getByText(t('Security.WrongCode'))).toBeVisible();
    await expect(dialog.getByLabel(t('Security.Code'))).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    // The code an authenticator app computes from the key.
    await dialog.getByLabel(t('Security.Code')).fill(totp(key));
    await dialog.getByRole('button', { name: t('Security.Confirm') }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('Security.TwoFactorEnabled'));
    await expect(dialog.locator('.recovery-codes li')).toHaveCount(8);
    await expectAccessible(page);
    await dialog.getByRole('link', { name: t('Security.Back') }).click();
    await expect(dialog).toContainText(t('Security.TwoFactorIsOn'));

    // Turning off asks a current code: a wrong one first.
    await dialog.getByRole('link', { name: t('Security.TwoFactorTurnOff') }).click();
    await expect(dialog).toHaveAccessibleName(t('Security.TwoFactorTurnOff'));
    await expectAccessible(page);
    await dialog.getByLabel(t('Security.Code')).fill(wrongCode(key));
    await dialog.getByRole('button', { name: t('Security.TwoFactorTurnOff') }).click();
    await expect(dialog.getByText(t('Security.WrongCode'))).toBeVisible();
    await dialog.getByLabel(t('Security.Code')).fill(totp(key));
    await dialog.getByRole('button', { name: t('Security.TwoFactorTurnOff') }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('Security.TwoFactorDisabled'));

    // Escape closes; focus goes back to the link that opened the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: t('Security.TwoFactor') })).toBeFocused();
  });

  test('a 500 or a network failure on the code keeps the step and the code typed', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 500|Failed to load resource|net::ERR_FAILED/);
    const t = await translator('fr');
    await securityPage(page, 'fr');
    const dialog = await openTwoFactor(page, 'fr');
    await dialog.getByRole('link', { name: t('Security.TwoFactorTurnOn') }).click();
    const key = await shownKey(page);
    const confirm = dialog.getByRole('button', { name: t('Security.Confirm') });
    const enable = '**/fr/security/twofactor/enable';

    await page.route(enable, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500 }) : route.fallback(),
    );
    await dialog.getByLabel(t('Security.Code')).fill(totp(key));
    await confirm.click();
    const error = page.getByRole('alertdialog');
    await expect(error).toContainText(t('Manager.UnknowsErrors'));
    await error
      .getByRole('button', { name: t('Core.Close') })
      .last()
      .click();
    await expect(error).toBeHidden();
    await expect(dialog.getByLabel(t('Security.Code'))).toHaveValue(totp(key));

    await page.unroute(enable);
    await page.route(enable, (route) =>
      route.request().method() === 'POST' ? route.abort('failed') : route.fallback(),
    );
    // The request must have failed before the route goes: a click whose request had not left
    // yet would otherwise reach the server and turn two-factor on. Status 0 is only a warning
    // (spec 000 §8), so the failed request itself is what there is to wait for.
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/fr/security/twofactor/enable'),
    );
    await confirm.click();
    await failed;
    await expect(confirm).toBeEnabled();
    await expect(dialog.getByLabel(t('Security.Code'))).toHaveValue(totp(key));

    await page.unroute(enable);
    await dialog.getByLabel(t('Security.Code')).fill(totp(key));
    await confirm.click();
    await expect(dialog.getByRole('status')).toHaveText(t('Security.TwoFactorEnabled'));
  });
});

test.describe('two-factor as pages, on a desktop in Portuguese', () => {
  test.use({ viewport: DESKTOP });

  test('turned on from its pages, the next sign-in asks the app’s code', async ({ page }) => {
    const t = await translator('pt');
    await signIn(page, '/pt/security/twofactorhome', { culture: 'pt' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Security.TwoFactor'));
    await page.getByRole('link', { name: t('Security.TwoFactorTurnOn') }).click();
    await expect(page).toHaveURL(/\/pt\/security\/twofactor\/enable$/);
    await expect(page.getByRole('img', { name: t('Security.QrCodeLabel') })).toBeVisible();
    await expectAccessible(page);
    const key = ((await page.locator('main code').textContent()) ?? '').replace(/\s/g, '');
    await page.getByLabel(t('Security.Code')).fill(totp(key));
    await page
      .locator('main')
      .getByRole('button', { name: t('Security.Confirm') })
      .click();
    await expect(page.locator('main').getByRole('status')).toHaveText(
      t('Security.TwoFactorEnabled'),
    );

    await page.goto('/pt/security/logout');
    await page.goto('/pt/security/login?returnUrl=%2Fpt%2Faccount');
    await page.getByLabel(t('Security.Email')).fill('demo@vitrine.shop');
    await page.getByLabel(t('Security.Password')).fill('vitrine-demo');
    await page
      .locator('main')
      .getByRole('button', { name: t('Security.SignIn') })
      .click();
    await expect(page.locator('main')).toContainText(t('Security.TwoFactorSignIn'));
    const code = page.getByLabel(t('Security.Code'));
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expectAccessible(page);
    await code.fill(totp(key));
    await page
      .locator('main')
      .getByRole('button', { name: t('Security.SignIn') })
      .click();
    await expect(page).toHaveURL(/\/pt\/account$/);
  });
});

test.describe('password change, on a desktop in German', () => {
  test.use({ viewport: DESKTOP });

  test('a wrong current password, then a change that the next sign-in needs', async ({ page }) => {
    const t = await translator('de');
    await securityPage(page, 'de');
    await page.getByRole('link', { name: t('Security.ChangePassword') }).click();
    const dialog = page.getByRole('dialog', { name: t('Security.ChangePassword') });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const save = dialog.getByRole('button', { name: t('Security.SavePassword') });

    // The client rules first: confirmation that differs (equalto).
    await dialog.getByLabel(t('Security.CurrentPassword')).fill('not-my-password');
    await dialog
      .getByRole('textbox', { name: t('Security.NewPassword'), exact: true })
      .fill('neues-passwort-1');
    await dialog.getByLabel(t('Security.ConfirmPassword')).fill('neues-passwort-2');
    await save.click();
    await expect(dialog.getByLabel(t('Security.ConfirmPassword'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await dialog.getByLabel(t('Security.ConfirmPassword')).fill('neues-passwort-1');
    await save.click();
    await expect(dialog.getByText(t('Security.WrongPassword'))).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel(t('Security.CurrentPassword')).fill('vitrine-demo');
    await dialog
      .getByRole('textbox', { name: t('Security.NewPassword'), exact: true })
      .fill('neues-passwort-1');
    await dialog.getByLabel(t('Security.ConfirmPassword')).fill('neues-passwort-1');
    await dialog.getByRole('button', { name: t('Security.SavePassword') }).click();
    await expect(dialog.getByRole('status')).toHaveText(t('Security.PasswordChanged'));

    // The session's customer now signs in with the new password only.
    await page.goto('/de/security/logout');
    await page.goto('/de/security/login');
    const login = async (password: string) => {
      await page.getByLabel(t('Security.Email')).fill('demo@vitrine.shop');
      await page.getByLabel(t('Security.Password')).fill(password);
      await page
        .locator('main')
        .getByRole('button', { name: t('Security.SignIn') })
        .click();
    };
    await login('vitrine-demo');
    await expect(page.getByRole('alert')).toHaveText(account.de.pages.login.failed);
    await login('neues-passwort-1');
    await expect(page).toHaveURL(/\/de\/account$/);
  });
});
