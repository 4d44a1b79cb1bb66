/**
 * Prepaid money through the checkout (issue 13): the demo customer buys 50 € of prepaid money
 * for the gift card 7001 with nothing else in the basket; the checkout asks no shipping method,
 * its summary lists the credit line; paid by bank transfer, the confirmation lists it with its
 * total. Phone (375) in French, desktop (1280) in Dutch; axe on the checkout and confirmation.
 */
import { DESKTOP, PHONE } from './cartPage';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { openPrepaid, toast } from './prepaidPage';
import { sideways } from './sideways';

const runs = [
  { culture: 'fr', viewport: PHONE, name: 'phone' },
  { culture: 'nl', viewport: DESKTOP, name: 'desktop' },
] as const;

for (const { culture, viewport, name } of runs) {
  test(`${culture}, ${name}: 50 € of prepaid money for the gift card, paid by bank transfer`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const t = await translator(culture);
    await openPrepaid(page, culture, 'account/prepaid/buy?account=7001');
    await page.getByLabel(t('Sales.PrepaidAmountToAdd')).fill('50');
    await page.getByRole('button', { name: t('Sales.PrepaidAddToCart') }).click();
    await expect(toast(page, t('Sales.PrepaidAdded'))).toBeVisible();

    await page.goto(`/${culture}/checkout`);
    await expect(page.locator('.checkout__empty')).toHaveCount(0);
    await expect(page.locator('#checkout-shipping')).toHaveCount(0);
    const summary = page.locator('.checkout-lines__prepaid');
    await expect(summary).toContainText(t('Sales.PrepaidCartLine'));
    await expect(summary).toContainText('50');
    await expect(page.locator('.checkout-summary__body')).toHaveAttribute('data-to-pay', '50.00');
    await expectAccessible(page);
    expect((await sideways(page)).culprits).toEqual([]);

    await page.locator('input[name="PaymentMethod"][value="banktransfer"]').check();
    await page.locator('input[name="AcceptTerms"]').check();
    await page.locator('.checkout__submit').click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/checkout/confirmation/[\\w-]+$`));
    const line = page.locator('.order-lines tbody tr');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText(t('Sales.PrepaidCartLine'));
    await expect(line).toContainText(t('Sales.PrepaidCartFor', { id: 7001 }));
    await expect(line).toContainText('50');
    await expectAccessible(page);
    expect((await sideways(page)).culprits).toEqual([]);
    await page.screenshot({ path: `test-results/prepaid-checkout-${name}.png`, fullPage: true });
  });
}
