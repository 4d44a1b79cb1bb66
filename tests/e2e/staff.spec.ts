/**
 * The sales user's customer search (issue 13; spec 001 §2, §3, §5, §6, §7): the edit-customer
 * dialog opened from the account home, by keyboard (1 character asks nothing, 2 show results,
 * the arrows and Enter fill the form, saving says so); no result; the failures (500, network,
 * malformed answer); a shopper gets 403; axe with the dialog open. Desktop (fr) and phone (it,
 * nl at 375 px).
 */
import { strings as account } from '../../demo/families/account/strings';
import { strings as staffStrings } from '../../demo/families/staff/strings';
import { DESKTOP, PHONE } from './cartPage';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';
import { CUSTOMER, STAFF, signInAs } from './staffAccount';

const SEARCH = /\/api\/v1\/sales\/customers\?/;

test('fr, desktop: the dialog from the account home, by keyboard: search, choose, save', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('fr');
  const searches: string[] = [];
  page.on('request', (request) => {
    if (SEARCH.test(request.url()))
      searches.push(new URL(request.url()).searchParams.get('search') ?? '');
  });
  await signInAs(page, STAFF, 'fr', 'account');
  const title = account.fr.pages.account.cards.editCustomer.title;
  await page.getByRole('link', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('combobox', { name: t('Sales.SearchCustomer') });
  await expect(field).toBeVisible();
  await field.focus();

  await page.keyboard.type('g');
  // Past the debounce, a second request would be on its way: the 2-character one is the first.
  await page.keyboard.type('i');
  const options = dialog.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(searches).toEqual(['gi']);
  await expect(dialog.locator('.vitrine-customers__search').getByRole('status')).toHaveText(
    /\d+ clients? trouvés?/,
  );
  await page.keyboard.type('rard');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('helene.girard@laposte.net');
  await expect(dialog.locator('.vitrine-customers__search').getByRole('status')).toHaveText(
    '1 client trouvé',
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/staff-dialog-list.png' });

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  const phone = dialog.getByRole('textbox', { name: t('Sales.CustomerPhone') });
  await expect(dialog.getByRole('textbox', { name: t('Sales.CustomerFirstName') })).toHaveValue(
    'Hélène',
  );
  await expect(dialog.getByRole('textbox', { name: t('Sales.CustomerId') })).toHaveValue('300103');
  await expect(dialog.getByRole('radio', { name: t('Sales.CustomerPrivate') })).toBeChecked();

  await phone.fill('+33 4 11 22 33 44');
  await phone.press('Enter');
  await expect(page.getByText(t('Sales.CustomerSaved', { name: 'Hélène Girard' }))).toBeVisible();
  // The saved details come back in a new search.
  await field.fill('helene');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(phone).toHaveValue('+33 4 11 22 33 44');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/staff-dialog-desktop.png' });
});

test('it, phone: the page says when no customer matches, and a refused save marks the field', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 422/); // the refused save, on purpose
  await page.setViewportSize(PHONE);
  const t = await translator('it');
  await signInAs(page, STAFF, 'it', 'account/customers/edit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(staffStrings.it.pages.editTitle);
  const field = page.getByRole('combobox', { name: t('Sales.SearchCustomer') });
  await field.fill('zzzz');
  await expect(page.locator('.vitrine-combobox__message')).toHaveText(t('Sales.NoCustomerFound'));
  await field.fill('Niccolò');
  await page.getByRole('option').first().click();
  const email = page.getByRole('textbox', { name: t('Sales.CustomerEmail') });
  await email.fill('jose.garcia@gmail.com');
  await page.getByRole('button', { name: t('Sales.CustomerSave') }).click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(t('Sales.CustomerEmailTaken'))).toBeVisible();
  const { scrollWidth, innerWidth, culprits } = await sideways(page);
  expect(culprits).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/staff-page-phone.png', fullPage: true });
});

for (const [failure, respond] of [
  ['a 500', { status: 500, body: '' }],
  ['a malformed answer', { status: 200, contentType: 'application/json', body: '[{"Email":1}]' }],
  ['a network error', undefined],
] as const) {
  test(`nl, phone: ${failure} says the search is unavailable`, async ({ page, problems }) => {
    problems.allow(/status of 500|malformed answer|ERR_FAILED/);
    await page.setViewportSize(PHONE);
    const t = await translator('nl');
    await signInAs(page, STAFF, 'nl', 'account/customers/edit');
    await page.route(SEARCH, (route) => (respond ? route.fulfill(respond) : route.abort('failed')));
    await page.getByRole('combobox', { name: t('Sales.SearchCustomer') }).fill('de');
    await expect(page.locator('.vitrine-combobox__message.is-error')).toHaveText(
      t('Sales.CustomerSearchUnavailable'),
    );
    await expect(page.locator('.vitrine-customers__search').getByRole('status')).toHaveText(
      t('Sales.CustomerSearchUnavailable'),
    );
  });
}

test('fr: a shopper gets the 403 page and a 403 from the API; no link on the account home', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 403/);
  await page.setViewportSize(DESKTOP);
  await signInAs(page, CUSTOMER, 'fr', 'account');
  await expect(
    page.getByRole('link', { name: account.fr.pages.account.cards.editCustomer.title }),
  ).toHaveCount(0);
  const response = await page.goto('/fr/account/customers/edit');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    staffStrings.fr.pages.forbiddenTitle,
  );
  await expect(page.locator('[data-widget="customer-search"]')).toHaveCount(0);
  const api = await page.request.get('/api/v1/sales/customers?search=ma');
  expect(api.status()).toBe(403);
  await expectAccessible(page);
});

test('de, phone: a visitor is asked to sign in (401), then comes back to the page as staff', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 401/);
  await page.setViewportSize(PHONE);
  const t = await translator('de');
  const response = await page.goto('/de/account/customers/edit');
  expect(response?.status()).toBe(401);
  await page.getByRole('link', { name: t('Security.SignIn') }).click();
  await page.getByLabel(t('Security.Email')).fill(STAFF.email);
  await page.getByLabel(t('Security.Password')).fill(STAFF.password);
  await page
    .locator('main')
    .getByRole('button', { name: t('Security.SignIn') })
    .click();
  await expect(page).toHaveURL(/\/de\/account\/customers\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(staffStrings.de.pages.editTitle);
  const field = page.getByRole('combobox', { name: t('Sales.SearchCustomer') });
  await field.fill('muller');
  await expect(page.getByRole('option').first()).toContainText('Müller');
  await expectAccessible(page);
});

test('it, phone: the dialog from the account home fits the phone, axe with the list open', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const t = await translator('it');
  await signInAs(page, STAFF, 'it', 'account');
  const title = account.it.pages.account.cards.editCustomer.title;
  await page.getByRole('link', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('combobox', { name: t('Sales.SearchCustomer') }).fill('sanchez');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: t('Sales.CustomerLastName') })).toHaveValue(
    'Sánchez',
  );
  const { scrollWidth, innerWidth, culprits } = await sideways(page);
  expect(culprits).toEqual([]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/staff-dialog-phone.png' });
  // Escape closes the dialog; focus returns to the card that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: title })).toBeFocused();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pt, phone: the page searches, opens a customer and saves with plain forms', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const t = await translator('pt');
    await signInAs(page, STAFF, 'pt', 'account/customers/edit');
    await page.getByLabel(t('Sales.SearchCustomer')).fill('goncalves');
    await page
      .locator('main')
      .getByRole('button', { name: t('Core.Search') })
      .click();
    await page.getByRole('link', { name: 'João Gonçalves' }).click();
    const phone = page.getByLabel(t('Sales.CustomerPhone'));
    await expect(phone).toHaveValue('+351 21 342 5566');
    await phone.fill('+351 21 000 0000');
    await page.getByRole('button', { name: t('Sales.CustomerSave') }).click();
    await expect(
      page.getByText(t('Sales.CustomerSaved', { name: 'João Gonçalves' })),
    ).toBeVisible();
    await expect(page.getByLabel(t('Sales.CustomerPhone'))).toHaveValue('+351 21 000 0000');
    const { scrollWidth, innerWidth, culprits } = await sideways(page);
    expect(culprits).toEqual([]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await page.screenshot({ path: 'test-results/staff-noscript-phone.png', fullPage: true });
  });
});
