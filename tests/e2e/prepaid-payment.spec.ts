/**
 * The make-payment page (issue 13 "Prepaid"; spec 001 §2 "Make-payment page"): an order placed
 * by bank transfer is paid from a prepaid account: the gift card (25 €) pays part and the rest
 * still awaits the transfer; the prepaid account pays the rest and the order is paid. Each
 * payment goes back to the order page with a notice, and shows in the account's movements.
 * Phone (375) in French, axe on each state; a refusal (500) loses nothing, at desktop in Italian.
 */
import { DESKTOP, PHONE } from './cartPage';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { openPrepaid, placeTransferOrder, toast } from './prepaidPage';
import { sideways } from './sideways';

test('fr, phone: the gift card pays part, the prepaid account the rest', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const t = await translator('fr');
  await openPrepaid(page, 'fr', 'account/prepaid');
  // Two items, so the order is worth more than the gift card's 25 €.
  const { id, number } = await placeTransferOrder(page, 'fr', 2);
  await page.goto(`/fr/account/orders/${id}/make-payment`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Sales.PrepaidMakePayment'));
  const gift = page.locator('#prepaid-pay-7001');
  await expect(gift).toBeChecked();
  // The gift card cannot cover all: it says it pays part.
  await expect(page.locator('#prepaid-pay-7001-part')).toBeVisible();
  await expectAccessible(page);
  expect((await sideways(page)).culprits).toEqual([]);
  await page.screenshot({ path: 'test-results/prepaid-make-payment-phone.png', fullPage: true });

  await page.getByRole('button', { name: t('Sales.PrepaidPay') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/account/orders/${id}$`));
  const part = toast(page, number);
  await expect(part).toBeVisible();
  await expect(part).toContainText(/25,00\s€/);

  await page.goto(`/fr/account/orders/${id}/make-payment`);
  await expect(page.locator('#prepaid-pay-7001')).toBeDisabled();
  await expect(page.locator('#prepaid-pay-7002')).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('Sales.PrepaidPay') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/account/orders/${id}$`));
  await expect(toast(page, t('Sales.PrepaidPaidFull', { number }))).toBeVisible();

  await page.goto(`/fr/account/orders/${id}/make-payment`);
  await expect(page.locator('main').getByRole('status')).toHaveText(t('Sales.PrepaidNothingToPay'));
  await page.goto('/fr/account/prepaid/7001');
  await expect(page.locator('.prepaid-movements tbody tr').first()).toContainText(
    t('Sales.PrepaidMovement_payment', { reference: '' }).trim(),
  );
  await expect(page.locator('.prepaid-balance')).toContainText('0,00');
});

test('it, desktop: a refused payment says why and keeps the choice; a 401 opens the login', async ({
  page,
  problems,
}) => {
  problems.allow(/Failed to load resource/);
  await page.setViewportSize(DESKTOP);
  const t = await translator('it');
  await openPrepaid(page, 'it', 'account/prepaid');
  const { id } = await placeTransferOrder(page, 'it', 1);
  await page.goto(`/it/account/orders/${id}/make-payment`);
  await page.locator('#prepaid-pay-7002').check();
  await page.route('**/api/v1/sales/prepaidaccounts/payorder', (route) =>
    route.fulfill({ status: 500, body: '' }),
  );
  await page.getByRole('button', { name: t('Sales.PrepaidPay') }).click();
  await expect(toast(page, t('Sales.PrepaidPayFailed'))).toBeVisible();
  await expect(page).toHaveURL(/\/make-payment$/);
  await expect(page.locator('#prepaid-pay-7002')).toBeChecked();
  await page.unroute('**/api/v1/sales/prepaidaccounts/payorder');
  await page.route('**/api/v1/sales/prepaidaccounts/payorder', (route) =>
    route.fulfill({ status: 401, json: { Message: 'signed out' } }),
  );
  await page.getByRole('button', { name: t('Sales.PrepaidPay') }).click();
  const dialog = page.getByRole('dialog', { name: t('Security.LoginTitle') });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.unroute('**/api/v1/sales/prepaidaccounts/payorder');
  // Nothing was taken: the whole amount is still due.
  await page.reload();
  await expect(page.locator('#prepaid-pay-7002')).toBeEnabled();
  await expect(page.locator('main').getByRole('status')).toHaveCount(0);
});
