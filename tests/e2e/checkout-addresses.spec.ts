/**
 * The checkout's addresses (issue 12; spec 001 §2, §3, §6, §8): the pickers of the demo
 * account, add and edit in the modal, the account without add/edit, failures of the modal.
 * The guest form and the VAT check: checkout-vat.spec.ts.
 */

import { addressPickerReady, DESKTOP, openCheckout, PHONE } from './checkoutAddresses';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

const SAVE = '**/checkout/address/save';

test.describe('the demo account’s addresses', () => {
  test('adds an address in the modal: saved, chosen, focused (fr, desktop)', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    const t = await translator('fr');
    await openCheckout(page, 'fr', 'demo');
    const billing = page.locator('.address-picker--billing');
    await expect(billing.getByRole('radio')).toHaveCount(1);
    await expect(billing.getByRole('radio', { name: /Rue de la Loi 16/ })).toBeChecked();
    // Same address for shipping: the shipping picker is hidden.
    await expect(page.locator('.address-picker--shipping')).toBeHidden();
    await addressPickerReady(page);

    await billing.getByRole('link', { name: t('Checkout.AddBillingAddress') }).click();
    const dialog = page.getByRole('dialog', { name: t('Checkout.AddAddressTitle') });
    await expect(dialog.getByLabel(t('Checkout.Street'))).toBeVisible();
    await expectAccessible(page);
    await expect(dialog.getByLabel(t('ShoppingCarts.PostalCode'))).toHaveAttribute(
      'autocomplete',
      'billing postal-code',
    );
    await expect(dialog.getByLabel(t('ShoppingCarts.PostalCode'))).toHaveAttribute(
      'inputmode',
      'numeric',
    );
    await dialog.getByLabel(t('Checkout.Street')).fill('Rue de Fer');
    await dialog.locator('#address-form-BillingHouseNumber').fill('25');
    await dialog.getByLabel(t('ShoppingCarts.PostalCode')).fill('500');
    await dialog.getByLabel(t('ShoppingCarts.City')).fill('Namur');
    await dialog.getByRole('button', { name: t('Core.Save') }).click();
    // The unobtrusive rule of Belgium: 4 digits.
    await expect(dialog.getByText(t('Checkout.PostalCodeInvalid'))).toBeVisible();
    await dialog.getByLabel(t('ShoppingCarts.PostalCode')).fill('5000');
    await dialog.getByRole('button', { name: t('Core.Save') }).click();
    await expect(dialog).toBeHidden();
    const added = billing.getByRole('radio', { name: /Rue de Fer 25/ });
    await expect(added).toBeChecked();
    await expect(added).toBeFocused();
    await expect(page.locator('[data-address-status]')).toHaveText(t('Checkout.AddressSaved'));
  });

  test('edits an address, and a shipping address makes the cart ship there (nl, phone)', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const t = await translator('nl');
    await openCheckout(page, 'nl', 'demo');
    await addressPickerReady(page);
    const shipping = page.locator('.address-picker--shipping');
    const choice = page.waitForResponse('**/api/v1/checkout/addresses/choice');
    await page.getByLabel(t('ShoppingCarts.SameAddressForShipping')).uncheck();
    expect((await (await choice).json()).ShippingCountryCode).toBe('BE');
    await expect(shipping).toBeVisible();
    const lille = page.waitForResponse('**/api/v1/checkout/addresses/choice');
    await shipping.getByRole('radio', { name: /Lille/ }).check();
    expect((await (await lille).json()).ShippingCountryCode).toBe('FR');

    await shipping.getByRole('link', { name: new RegExp(`${t('Core.Edit')}.*Lille`) }).click();
    const dialog = page.getByRole('dialog', { name: t('Checkout.EditAddressTitle') });
    const street = dialog.getByLabel(t('Checkout.Street'));
    await expect(street).toHaveValue('Rue Nationale');
    expect((await sideways(page)).culprits).toEqual([]);
    await page.screenshot({ path: 'test-results/checkout-address-dialog-phone.png' });
    await street.fill('Rue Esquermoise');
    await dialog.getByRole('button', { name: t('Core.Save') }).click();
    await expect(dialog).toBeHidden();
    await expect(shipping.getByRole('radio', { name: /Rue Esquermoise 42/ })).toBeChecked();
    expect((await sideways(page)).culprits).toEqual([]);
    await page.screenshot({ path: 'test-results/checkout-addresses-phone.png', fullPage: true });
  });

  test('the company account may neither add nor edit (fr)', async ({ page }) => {
    const t = await translator('fr');
    await openCheckout(page, 'fr', 'pro');
    await expect(
      page.locator('.address-picker--billing').getByRole('radio', { name: /Veldstraat 10/ }),
    ).toBeChecked();
    await expect(page.locator('[data-address-dialog]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: t('Checkout.AddBillingAddress') })).toHaveCount(0);
    // The company's name and VAT field are shown for a company.
    await expect(page.getByLabel(t('Checkout.CompanyName'))).toHaveValue('Atelier Verhaegen');
    await expectAccessible(page);
  });
});

test('a choice that fails is put back and says why; a 401 opens the login modal', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 500|status of 401/);
  const t = await translator('fr');
  await openCheckout(page, 'fr', 'demo');
  await addressPickerReady(page);
  const CHOICE = '**/api/v1/checkout/addresses/choice';
  const same = page.getByLabel(t('ShoppingCarts.SameAddressForShipping'));
  await page.route(CHOICE, (route) => route.fulfill({ status: 500, json: {} }));
  await same.click();
  await expect(page.getByText(t('Checkout.AnErrorHasOccured'))).toBeVisible();
  await expect(same).toBeChecked();
  await page.unroute(CHOICE);
  await page.route(CHOICE, (route) =>
    route.fulfill({ status: 200, json: { Shipping: 'malformed' } }),
  );
  problems.allow(/malformed answer/);
  await page.getByLabel(t('Checkout.AccountCompany')).click();
  await expect(page.getByLabel(t('Checkout.AccountPrivate'))).toBeChecked();
  await page.unroute(CHOICE);
  await page.route(CHOICE, (route) => route.fulfill({ status: 401, json: {} }));
  await same.click();
  await expect(page.locator('.login-modal')).toBeVisible();
  await expect(same).toBeChecked();
});

test.describe('the address modal’s failures and keyboard', () => {
  test('a 500 says "An error has occured" and keeps what was typed; a 422 marks the field', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 500|status of 422|ERR_FAILED/);
    const t = await translator('fr');
    await openCheckout(page, 'fr', 'demo');
    await addressPickerReady(page);
    await page.getByRole('link', { name: t('Checkout.AddBillingAddress') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t('Checkout.Street')).fill('Avenue Louise');
    await dialog.locator('#address-form-BillingHouseNumber').fill('54');
    await dialog.getByLabel(t('ShoppingCarts.PostalCode')).fill('1050');
    await dialog.getByLabel(t('ShoppingCarts.City')).fill('Ixelles');
    await page.route(SAVE, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await dialog.getByRole('button', { name: t('Core.Save') }).click();
    await expect(page.getByText(t('Checkout.AnErrorHasOccured'))).toBeVisible();
    await expect(dialog.getByLabel(t('Checkout.Street'))).toHaveValue('Avenue Louise');
    await expect(dialog.getByLabel(t('ShoppingCarts.City'))).toHaveValue('Ixelles');

    await page.unroute(SAVE);
    await page.route(SAVE, (route) => route.abort('failed'));
    // The forms runtime checks the rules before it posts: wait for the post itself to fail, or
    // the next route would be in place before it leaves.
    const failed = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/checkout/address/save'),
    );
    // Enter in a field submits: the growls shown meanwhile may cover the button.
    await dialog.getByLabel(t('ShoppingCarts.City')).press('Enter');
    await failed;
    await expect(dialog.getByLabel(t('ShoppingCarts.PostalCode'))).toHaveValue('1050');

    await page.unroute(SAVE);
    await page.route(SAVE, (route) =>
      route.fulfill({ status: 422, json: { Message: 'x', Errors: { BillingCity: 'Inconnue' } } }),
    );
    // Enter in a field submits: the growls shown meanwhile may cover the button.
    await dialog.getByLabel(t('ShoppingCarts.City')).press('Enter');
    await expect(dialog.getByText('Inconnue')).toBeVisible();
    await expect(dialog.getByLabel(t('ShoppingCarts.City'))).toBeFocused();
    await expect(dialog.getByLabel(t('ShoppingCarts.City'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await page.unroute(SAVE);
    await page.route(SAVE, (route) => route.fulfill({ status: 200, json: { Id: 'not a number' } }));
    const malformed = page.waitForResponse(SAVE);
    // Enter in a field submits: the growls shown meanwhile may cover the button.
    await dialog.getByLabel(t('ShoppingCarts.City')).press('Enter');
    await malformed;
    await expect(dialog.getByLabel(t('Checkout.Street'))).toHaveValue('Avenue Louise');
    problems.allow(/malformed answer/);
  });

  test('a 401 on save opens the login modal', async ({ page, problems }) => {
    problems.allow(/status of 401/);
    const t = await translator('fr');
    await openCheckout(page, 'fr', 'demo');
    await addressPickerReady(page);
    await page.getByRole('link', { name: t('Checkout.AddBillingAddress') }).click();
    const dialog = page.getByRole('dialog', { name: t('Checkout.AddAddressTitle') });
    await dialog.getByLabel(t('Checkout.Street')).fill('Avenue Louise');
    await dialog.locator('#address-form-BillingHouseNumber').fill('54');
    await dialog.getByLabel(t('ShoppingCarts.PostalCode')).fill('1050');
    await dialog.getByLabel(t('ShoppingCarts.City')).fill('Ixelles');
    await page.route(SAVE, (route) => route.fulfill({ status: 401, json: { Message: 'Login' } }));
    await dialog.getByRole('button', { name: t('Core.Save') }).click();
    await expect(page.locator('.login-modal')).toBeVisible();
    // What was typed is still there behind the login modal.
    await expect(dialog.getByLabel(t('ShoppingCarts.City'))).toHaveValue('Ixelles');
  });

  test('a form that cannot load: 401 opens the login modal, 500 the growl', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 401|status of 500/);
    const t = await translator('fr');
    await openCheckout(page, 'fr', 'demo');
    await addressPickerReady(page);
    const FORM = '**/checkout/address/add?*';
    await page.route(FORM, (route) => route.fulfill({ status: 500, body: '' }));
    const add = page.getByRole('link', { name: t('Checkout.AddBillingAddress') });
    await add.click();
    await expect(page.getByText(t('Checkout.AnErrorHasOccured'))).toBeVisible();
    await expect(page.getByRole('dialog', { name: t('Checkout.AddAddressTitle') })).toBeHidden();
    await page.unroute(FORM);
    await page.route(FORM, (route) => route.fulfill({ status: 401, json: {} }));
    await add.click();
    await expect(page.locator('.login-modal')).toBeVisible();
  });

  test('by keyboard: opens with Enter, Esc closes and focus returns to the link', async ({
    page,
  }) => {
    const t = await translator('fr');
    await openCheckout(page, 'fr', 'demo');
    const add = page.getByRole('link', { name: t('Checkout.AddBillingAddress') });
    await add.focus();
    await expect(page.locator('#checkout-addresses')).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: t('Checkout.AddAddressTitle') });
    await expect(dialog.getByLabel(t('Checkout.AddressTypeBoth'), { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(add).toBeFocused();

    // Again, filled and saved with the keyboard only: focus goes to the saved address.
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel(t('Checkout.AddressTypeBoth'), { exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel(t('Currency.Country'))).toBeFocused();
    for (const [id, value] of [
      ['Street1', 'Chaussée de Louvain'],
      ['HouseNumber', '7'],
      ['BoxNumber', ''],
      ['PostalCode', '1210'],
      ['City', 'Saint-Josse'],
    ] as const) {
      await page.keyboard.press('Tab');
      await expect(dialog.locator(`#address-form-Billing${id}`)).toBeFocused();
      if (value) await page.keyboard.type(value);
    }
    await expect(dialog.getByLabel(t('ShoppingCarts.City'))).toHaveValue('Saint-Josse');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('radio', { name: /Chaussée de Louvain 7/ })).toBeFocused();
    await expect(page.getByRole('radio', { name: /Chaussée de Louvain 7/ })).toBeChecked();
  });
});
