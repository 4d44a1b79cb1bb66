/**
 * The second demo customer buys (issue 12 "Done when": both demo customers and a guest complete
 * an order): pro@vitrine.shop buys for its company, its VAT number checked valid (spec 001 §3,
 * §4), by bank transfer, in Italian on a phone. It may neither add nor edit addresses (spec 001
 * §2, §6), and the confirmation names the company and its VAT number.
 */

import { addressPickerReady, openCheckout, PHONE } from './checkoutAddresses';
import { HOME_DELIVERY } from './checkoutOrders';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

test('it, phone: the company customer buys by bank transfer with a valid VAT number', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const t = await translator('it');
  await openCheckout(page, 'it', 'pro');
  await addressPickerReady(page);
  const addresses = page.locator('#checkout-addresses');
  // spec 001 §2, §6: this customer's flags allow neither creating nor editing.
  await expect(addresses.locator('[data-address-dialog]')).toHaveCount(0);
  await expect(page.locator('input[name="AccountType"][value="company"]')).toBeChecked();

  const vat = page.locator('input[name="BillingVAT"]');
  await vat.focus();
  await expect(page.locator('[data-widget="vat-check"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  const checked = page.waitForResponse('**/api/v1/checkout/vat?*');
  // A new validity refreshes the page (spec 001 §4): what is chosen before the new page is in
  // would be chosen on the page that leaves.
  const refreshed = page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        document.addEventListener('vitrine:page-finished', () => resolve(), { once: true }),
      ),
  );
  await vat.fill('BE0123456749');
  await vat.press('Tab');
  expect((await (await checked).json()).IsVATValidWebService).toBe(true);
  await refreshed;
  // The number and its answer stay.
  await expect(page.locator('input[name="BillingVAT"]')).toHaveValue('BE0123456749');

  await page.locator(`input[name="ShippingMethodId"][value="${HOME_DELIVERY}"]`).check();
  await page.locator('input[name="PaymentMethod"][value="banktransfer"]').check();
  await page.locator('input[name="AcceptTerms"]').check();
  // The summary has followed the method and the payment (it reloads after each).
  await expect(page.locator('#checkout-summary[aria-busy]')).toHaveCount(0);
  await expectAccessible(page);
  expect((await sideways(page)).culprits).toEqual([]);
  await page.locator('.checkout__submit').click();

  await expect(page).toHaveURL(/\/it\/checkout\/confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Checkout.ConfirmationTitle'));
  const confirmation = page.locator('main');
  await expect(confirmation).toContainText('Atelier Verhaegen');
  await expect(confirmation).toContainText('BE0123456749');
  await expect(page.locator('.order-status--transfer')).toBeVisible();
  await expectAccessible(page);
  expect((await sideways(page)).culprits).toEqual([]);
});
