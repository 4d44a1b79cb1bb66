/**
 * The checkout's VAT check and a guest's inline address form (issue 12; spec 001 §2, §3, §4,
 * §5): the three answers and the reload rule (page refreshes counted), the guest's fields with
 * their autocomplete tokens and postal-code rules, the "Sign in" link's login modal.
 */
import type { Page } from '@playwright/test';
import {
  addressPickerReady,
  countPageLoads,
  DESKTOP,
  openCheckout,
  PHONE,
} from './checkoutAddresses';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

const isCheckout =
  (culture: string) => (response: { url: () => string; request: () => { method: () => string } }) =>
    new URL(response.url()).pathname === `/${culture}/checkout` &&
    response.request().method() === 'GET';

/** Types a VAT number (the behaviour mounts on focus) and leaves the field. */
async function typeVat(page: Page, label: string, vat: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.focus();
  await expect(page.locator('[data-widget="vat-check"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  const answer = page.waitForResponse('**/api/v1/checkout/vat?*');
  await field.fill(vat);
  await field.press('Tab');
  return answer;
}

for (const [culture, size] of [
  ['fr', DESKTOP],
  ['de', PHONE],
] as const) {
  test(`the VAT field's three answers and the reload rule (${culture})`, async ({ page }) => {
    await page.setViewportSize(size);
    const t = await translator(culture);
    await openCheckout(page, culture, 'pro');
    const loads = countPageLoads(page, culture);
    const label = t('ShoppingCarts.VatNumber');
    const status = page.locator('[data-vat-status]');
    // The documented test numbers are on the page for QA.
    await expect(page.getByText('BE0123456749')).toBeVisible();

    // Not checked → valid: the page refreshes, and shows the remembered answer.
    let refreshed = page.waitForResponse(isCheckout(culture));
    expect((await (await typeVat(page, label, 'BE0123456749')).json()).IsVATValidWebService).toBe(
      true,
    );
    await refreshed;
    await expect(status).toHaveText(t('Checkout.VatValid'));
    await expect(page.getByLabel(label, { exact: true })).toHaveValue('BE0123456749');
    expect(loads.count()).toBe(1);

    // Valid → unavailable: refreshes.
    refreshed = page.waitForResponse(isCheckout(culture));
    expect(
      (await (await typeVat(page, label, 'BE0999999999')).json()).IsVATValidWebService,
    ).toBeNull();
    await refreshed;
    await expect(status).toHaveText(t('Checkout.VatUnavailable'));
    expect(loads.count()).toBe(2);

    // Unavailable → invalid: refreshes; the message is next to the field.
    refreshed = page.waitForResponse(isCheckout(culture));
    expect((await (await typeVat(page, label, 'BE0123456750')).json()).IsVATValidWebService).toBe(
      false,
    );
    await refreshed;
    await expect(status).toHaveText(t('ShoppingCarts.VatInvalid'));
    expect(loads.count()).toBe(3);

    // Invalid → unavailable: the one change that does not refresh.
    expect(
      (await (await typeVat(page, label, 'BE0999999999')).json()).IsVATValidWebService,
    ).toBeNull();
    await expect(status).toHaveText(t('Checkout.VatUnavailable'));
    await expect(status).toHaveAttribute('role', 'status');
    expect(loads.count()).toBe(3);
    await page
      .locator('#checkout-addresses')
      .screenshot({ path: `test-results/checkout-vat-${culture}.png` });
    expect((await sideways(page)).culprits).toEqual([]);
    await expectAccessible(page);
  });
}

test('a VAT check that fails says so and does not refresh', async ({ page, problems }) => {
  problems.allow(/status of 500/);
  const t = await translator('fr');
  await openCheckout(page, 'fr', 'pro');
  const loads = countPageLoads(page, 'fr');
  await page.route('**/api/v1/checkout/vat?*', (route) => route.fulfill({ status: 500, body: '' }));
  await typeVat(page, t('ShoppingCarts.VatNumber'), 'BE0123456749');
  await expect(page.locator('[data-vat-status]')).toHaveText(t('Checkout.AnErrorHasOccured'));
  expect(loads.count()).toBe(0);
});

for (const [culture, size] of [
  ['fr', PHONE],
  ['it', DESKTOP],
] as const) {
  test(`a guest fills the address inline (${culture})`, async ({ page }) => {
    await page.setViewportSize(size);
    const t = await translator(culture);
    await openCheckout(page, culture);
    await expect(page.getByLabel(t('Security.Email'))).toHaveAttribute('autocomplete', 'email');
    await expect(page.getByLabel(t('Security.Email'))).toHaveAttribute('inputmode', 'email');
    await expect(page.getByLabel(t('Checkout.Phone'))).toHaveAttribute('autocomplete', 'tel');
    await expect(page.locator('#checkout-BillingStreet1')).toHaveAttribute(
      'autocomplete',
      'billing address-line1',
    );
    const postal = page.locator('#checkout-BillingPostalCode');
    await expect(postal).toHaveAttribute('autocomplete', 'billing postal-code');
    await expect(postal).toHaveAttribute('data-val-regex-pattern', '\\d{4}');
    await expect(page.locator('.address-picker--shipping')).toBeHidden();
    await addressPickerReady(page);

    // The Netherlands: 4 digits and 2 letters, on the full keyboard.
    const guest = page.waitForResponse('**/api/v1/checkout/addresses/guest');
    await page.locator('#checkout-BillingCountry').selectOption({
      label: new Intl.DisplayNames([culture], { type: 'region' }).of('NL') ?? 'NL',
    });
    expect((await (await guest).json()).ShippingCountryCode).toBe('NL');
    await expect(postal).toHaveAttribute('data-val-regex-pattern', '\\d{4} ?[A-Za-z]{2}');
    await expect(postal).toHaveAttribute('inputmode', 'text');
    await postal.fill('1012 AB');

    await page.getByLabel(t('ShoppingCarts.SameAddressForShipping')).uncheck();
    const shippingPostal = page.locator('#checkout-PostalCode');
    await expect(shippingPostal).toBeVisible();
    await expect(shippingPostal).toHaveAttribute('autocomplete', 'shipping postal-code');
    expect((await sideways(page)).culprits).toEqual([]);
    await expectAccessible(page);
    await page.screenshot({ path: `test-results/checkout-guest-${culture}.png`, fullPage: true });

    // "Sign in" opens the login modal and comes back to the checkout with the pickers.
    await page
      .locator('#checkout-addresses')
      .getByRole('link', { name: t('Security.SignIn') })
      .click();
    const login = page.locator('.login-modal');
    await login.getByLabel(t('Security.Email')).fill('demo@vitrine.shop');
    await login.getByLabel(t('Security.Password')).fill('vitrine-demo');
    await login.getByRole('button', { name: t('Security.SignIn') }).click();
    await expect(page.locator('.address-picker--billing').getByRole('radio').first()).toBeChecked();
    await expect(page).toHaveURL(new RegExp(`/${culture}/checkout$`));
  });
}
