/**
 * Ajax forms and unobtrusive validation (issue 3 §2, spec 000 §5): the demo's registration
 * form uses every rule; the contact page has an ajax form with an update target.
 */
import type { Page } from '@playwright/test';
import { strings as account } from '../../demo/families/account/strings';
import { strings as contactStrings } from '../../demo/families/contact/strings';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';

const register = account.fr.pages.register;

async function openRegister(page: Page, culture: 'fr' | 'de' = 'fr') {
  await page.goto(`/${culture}/account/register`);
  return page.locator('form.form');
}

const messageFor = (page: Page, name: string) => page.locator(`[data-valmsg-for="${name}"]`);

test('an empty submit shows every required message, the summary, and focuses the first invalid field', async ({
  page,
}) => {
  const t = await translator('fr');
  const form = await openRegister(page);
  await form.getByRole('button', { name: register.submit }).click();
  await expect(page.getByLabel(register.firstName)).toBeFocused();
  await expect(messageFor(page, 'FirstName')).toHaveText(t('Validation.Required'));
  await expect(messageFor(page, 'FirstName')).toHaveClass(/field-validation-error/);
  await expect(page.getByLabel(register.firstName)).toHaveAttribute('aria-invalid', 'true');
  await expect(messageFor(page, 'Terms')).toHaveText(t('Validation.EnforceTrue'));
  await expect(page.locator('[data-valmsg-summary]')).toHaveClass(/validation-summary-errors/);
  await expect(page).toHaveURL(/\/fr\/account\/register$/);
  await expectAccessible(page);
});

test('requiredif follows the account type; requiredor accepts either phone', async ({ page }) => {
  const t = await translator('fr');
  const form = await openRegister(page);
  await form.getByRole('button', { name: register.submit }).click();
  await expect(messageFor(page, 'CompanyName')).toHaveText('');
  await page.getByLabel(register.company).check();
  await form.getByRole('button', { name: register.submit }).click();
  await expect(messageFor(page, 'CompanyName')).toHaveText(t('Validation.RequiredIf'));
  await expect(messageFor(page, 'Phone')).toHaveText(t('Validation.RequiredOr'));
  await page.getByLabel(register.mobile).fill('+32 470 12 34 56');
  await page.getByLabel(register.mobile).blur();
  await form.getByRole('button', { name: register.submit }).click();
  await expect(messageFor(page, 'Phone')).toHaveText('');
  await expect(messageFor(page, 'Mobile')).toHaveText('');
});

test('equalto, notequalto, regex (full match), number and range say what is wrong', async ({
  page,
}) => {
  const t = await translator('fr');
  const form = await openRegister(page);
  await page.locator('#field-Email').fill('ana@example.com');
  await page.getByLabel(register.emailConfirm).fill('ana@example.org');
  await page.getByLabel(register.username).fill('ana@example.com');
  await page.getByLabel(register.postalCode).fill('12345x');
  await page.getByLabel(register.householdSize).fill('13');
  await form.getByRole('button', { name: register.submit }).click();
  await expect(messageFor(page, 'EmailConfirm')).toHaveText(t('Validation.EqualTo'));
  await expect(messageFor(page, 'Username')).toHaveText(t('Validation.NotEqualTo'));
  await expect(messageFor(page, 'PostalCode')).toHaveText(t('Validation.Regex'));
  await expect(messageFor(page, 'HouseholdSize')).toHaveText(
    t('Validation.Range', { min: 1, max: 12 }),
  );
  await page.getByLabel(register.householdSize).fill('abc');
  await page.getByLabel(register.householdSize).blur();
  await expect(messageFor(page, 'HouseholdSize')).toHaveText(t('Validation.Number'));
});

test('a date must be a real date in the culture short format', async ({ page }) => {
  const fr = await translator('fr');
  const form = await openRegister(page);
  const field = page.getByLabel(register.birthDate);
  await field.fill('31/02/1990');
  await form.getByRole('button', { name: register.submit }).click();
  await expect(messageFor(page, 'BirthDate')).toHaveText(
    fr('Validation.Date', { format: 'dd/mm/yyyy' }),
  );
  await field.fill('28/02/1990');
  await field.blur();
  await expect(messageFor(page, 'BirthDate')).toHaveText('');

  const de = await translator('de');
  const germanForm = await openRegister(page, 'de');
  const germanField = page.getByLabel(account.de.pages.register.birthDate);
  await germanField.fill('28/02/1990');
  await germanForm.getByRole('button', { name: account.de.pages.register.submit }).click();
  await expect(messageFor(page, 'BirthDate')).toHaveText(
    de('Validation.Date', { format: 'dd.mm.yyyy' }),
  );
  await germanField.fill('28.02.1990');
  await germanField.blur();
  await expect(messageFor(page, 'BirthDate')).toHaveText('');
});

test('the remote rule asks the server whether the username is free', async ({ page }) => {
  const form = await openRegister(page);
  const username = page.getByLabel(register.username);
  await username.fill('admin');
  await form.getByRole('button', { name: register.submit }).click();
  await expect(messageFor(page, 'Username')).toHaveText(register.usernameTaken);
  await username.fill('new-shopper-2026');
  await username.blur();
  await expect(messageFor(page, 'Username')).toHaveText('');
});

test('a valid form is sent; a cancel button skips validation', async ({ page }) => {
  const form = await openRegister(page);
  await form.getByRole('button', { name: (await translator('fr'))('Core.Save') }).click();
  await expect(page.locator('main [role="status"]')).toContainText(
    register.done.replace('{{name}}', '').trim().slice(0, 10),
  );

  await openRegister(page);
  const fill = (name: string, value: string) => page.locator(`#field-${name}`).fill(value);
  await fill('FirstName', 'Ana');
  await fill('LastName', 'Silva');
  await fill('Email', 'ana@example.com');
  await fill('EmailConfirm', 'ana@example.com');
  await fill('Mobile', '+351 912 345 678');
  await fill('Username', 'ana-silva');
  await fill('Password', 'a-long-password');
  await fill('PasswordConfirm', 'a-long-password');
  await page.getByLabel(register.terms).check();
  await page.locator('form.form').getByRole('button', { name: register.submit }).click();
  await expect(page.locator('main [role="status"]')).toHaveText(
    register.done.replace('{{name}}', 'Ana'),
  );
});

test('forms that arrive by a page swap validate without a manual call', async ({ page }) => {
  const t = await translator('fr');
  await page.goto('/fr/');
  await page.evaluate(() => Object.assign(window, { shellMarker: 'kept' }));
  await page.locator('.site-footer').getByRole('link', { name: register.title }).click();
  await expect(page).toHaveURL(/\/fr\/account\/register$/);
  await page.locator('form.form').getByRole('button', { name: register.submit }).click();
  await expect(messageFor(page, 'FirstName')).toHaveText(t('Validation.Required'));
  expect(
    await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker),
  ).toBe('kept');
});

test('the ajax newsletter form validates, posts and replaces its update target', async ({
  page,
}) => {
  const contact = contactStrings.fr.pages.contact;
  await page.goto('/fr/contact');
  await page.evaluate(() => Object.assign(window, { shellMarker: 'kept' }));
  const requests: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/newsletter/subscribe') && requests.push(request.method()),
  );
  const newsletter = page.locator('.newsletter form');
  await newsletter.getByLabel(contact.newsletterEmail).fill('not-an-email');
  await newsletter.getByRole('button', { name: contact.newsletterSubmit }).click();
  await expect(messageFor(page, 'NewsletterEmail')).not.toHaveText('');
  expect(requests).toEqual([]);
  await newsletter.getByLabel(contact.newsletterEmail).fill('ana@example.com');
  await newsletter.getByRole('button', { name: contact.newsletterSubmit }).click();
  await expect(page.locator('#newsletter-result')).toHaveText(
    contact.newsletterDone.replace('{{email}}', 'ana@example.com'),
  );
  expect(requests).toEqual(['POST']);
  expect(
    await page.evaluate(() => (window as unknown as { shellMarker?: string }).shellMarker),
  ).toBe('kept');
  await expectAccessible(page);
});
