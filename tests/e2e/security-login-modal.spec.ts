/**
 * "Forgot password" and registration as steps of the login modal (issue 13, spec 001 §2): the
 * dialog swaps its page and its title, Back returns to the login, the unobtrusive rules
 * (enforcetrue for the terms), a registration sent from the dialog; axe with each step open;
 * Tab stays in the dialog. Phone and desktop widths, pt, fr and de.
 */
import { strings as account } from '../../demo/families/account/strings';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

test.describe('forgot password and registration from the login modal', () => {
  for (const [culture, viewport] of [
    ['pt', PHONE],
    ['fr', DESKTOP],
  ] as const) {
    test(`${culture}: both open in the login modal, and back returns to the login`, async ({
      page,
      problems,
    }) => {
      test.setTimeout(45_000);
      problems.allow(/status of 401/);
      await page.setViewportSize(viewport);
      const t = await translator(culture);
      const pages = account[culture].pages;
      await page.goto(`/${culture}/about`);
      const myAccount = page
        .locator('.demo-links')
        .getByRole('link', { name: t('Security.MyAccount') });
      await myAccount.click();
      const dialog = page.locator('.login-modal');
      await expect(dialog).toBeVisible();

      await dialog.getByRole('link', { name: t('Security.ForgotPassword') }).click();
      await expect(page.getByRole('dialog')).toHaveAccessibleName(pages.forgotPassword.title);
      await expectAccessible(page);
      await dialog.getByLabel(t('Security.Email')).fill('someone@example.com');
      await dialog.getByRole('button', { name: pages.forgotPassword.submit }).click();
      await expect(dialog.getByRole('status')).toHaveText(
        pages.forgotPassword.done.replace('{{email}}', 'someone@example.com'),
      );
      await expect(page).toHaveURL(new RegExp(`/${culture}/about$`));
      await dialog.getByRole('link', { name: pages.forgotPassword.back }).click();
      await expect(page.getByRole('dialog')).toHaveAccessibleName(t('Security.LoginTitle'));
      await expect(dialog.locator('input[name="returnUrl"]')).toHaveValue(`/${culture}/account`);

      await dialog.getByRole('link', { name: t('Security.Register') }).click();
      await expect(page.getByRole('dialog')).toHaveAccessibleName(pages.register.title);
      await expectAccessible(page);
      // The unobtrusive rules: nothing filled, the terms (enforcetrue) say so.
      await dialog.getByRole('button', { name: pages.register.submit }).click();
      await expect(dialog.getByLabel(pages.register.terms)).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.getByLabel(pages.register.firstName)).toBeFocused();
      await dialog.getByRole('link', { name: t('Security.Back') }).click();
      await expect(page.getByRole('dialog')).toHaveAccessibleName(t('Security.LoginTitle'));

      // Tab stays in the dialog.
      for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
      await expect(page.getByRole('dialog').locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }
});

test('registration in the login modal: a valid form is sent there, and says welcome', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 401/);
  await page.setViewportSize(PHONE);
  const t = await translator('de');
  const register = account.de.pages.register;
  await page.goto('/de/about');
  await page
    .locator('.demo-links')
    .getByRole('link', { name: t('Security.MyAccount') })
    .click();
  const dialog = page.locator('.login-modal');
  await dialog.getByRole('link', { name: t('Security.Register') }).click();
  await expect(page.getByRole('dialog')).toHaveAccessibleName(register.title);
  const fill = (name: string, value: string) => dialog.locator(`#field-${name}`).fill(value);
  await fill('FirstName', 'Jonas');
  await fill('LastName', 'Weber');
  await fill('Email', 'jonas@example.com');
  await fill('EmailConfirm', 'jonas@example.com');
  await fill('Mobile', '+49 151 2345678');
  await fill('Username', 'jonas-weber');
  await fill('Password', 'ein-langes-passwort');
  await fill('PasswordConfirm', 'ein-langes-passwort');
  await dialog.getByLabel(register.terms).check();
  await dialog.getByRole('button', { name: register.submit }).click();
  await expect(dialog.getByRole('status')).toHaveText(register.done.replace('{{name}}', 'Jonas'));
  await expect(page).toHaveURL(/\/de\/about$/);
  await expectAccessible(page);
});
