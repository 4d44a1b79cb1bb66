/**
 * The customer's prepaid accounts (issue 13 "Prepaid"; spec 001 §2, §5, §7, §8): the accounts
 * and an account's page, its usage notification saved on change (surviving a reload; 500,
 * network error and 401 put the box back), the movements by `pagenbr`; buying prepaid money
 * (an empty amount growls Sales.QuantityIsMandatory and sends nothing; a valid one and the
 * basket count follows). Phone (375) in French, desktop (1280) in Spanish; axe on each state.
 */
import type { Route } from '@playwright/test';
import { DESKTOP, headerCount, PHONE } from './cartPage';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { dismissToasts, openPrepaid, toast } from './prepaidPage';
import { sideways } from './sideways';

const runs = [
  { culture: 'fr', viewport: PHONE, name: 'phone' },
  { culture: 'es', viewport: DESKTOP, name: 'desktop' },
] as const;

for (const { culture, viewport, name } of runs) {
  test.describe(`${culture}, ${name}`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize(viewport));

    test('the accounts, an account’s notification surviving a reload, its movements by pagenbr', async ({
      page,
    }) => {
      const t = await translator(culture);
      await openPrepaid(page, culture);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Sales.PrepaidAccounts'));
      await expect(page.locator('.prepaid-accounts__item')).toHaveCount(2);
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);

      await page.locator('a[href$="/account/prepaid/7002"]').click();
      await expect(page).toHaveURL(/\/account\/prepaid\/7002$/);
      const box = page.getByLabel(t('Sales.PrepaidUsageNotification'));
      await expect(box).toBeChecked();
      await expect(page.locator('[data-widget="prepaid-notification"] button')).toBeHidden();
      await box.uncheck();
      await expect(toast(page, t('Sales.PrepaidNotificationOff'))).toBeVisible();
      await expect(page.locator('.vitrine-ui [aria-live="polite"]')).toContainText(
        t('Sales.PrepaidNotificationOff'),
      );
      await page.reload();
      await expect(box).not.toBeChecked();
      await expect(page.locator('[data-widget="prepaid-notification"]')).toHaveAttribute(
        'data-widget-state',
        'mounted',
      );
      await box.check();
      await expect(toast(page, t('Sales.PrepaidNotificationOn'))).toBeVisible();
      await page.reload();
      await expect(box).toBeChecked();

      const table = page.locator('.prepaid-movements tbody tr');
      await expect(table).toHaveCount(10);
      const status = page.locator('#prepaid-movements-page');
      await expect(status).toHaveText(t('Sales.PrepaidPageOf', { page: 1, pages: 3 }));
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);
      await page.screenshot({ path: `test-results/prepaid-account-${name}.png`, fullPage: true });
      await page.getByRole('link', { name: t('Sales.PrepaidNext') }).click();
      await expect(page).toHaveURL(/\?pagenbr=2$/);
      await expect(status).toHaveText(t('Sales.PrepaidPageOf', { page: 2, pages: 3 }));
      await page.getByRole('link', { name: t('Sales.PrepaidNext') }).click();
      await expect(page).toHaveURL(/\?pagenbr=3$/);
      await expect(
        page.getByRole('cell', { name: t('Sales.PrepaidMovement_opening') }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: t('Sales.PrepaidNext') })).toHaveCount(0);
      await page.getByRole('link', { name: t('Sales.PrepaidPrevious') }).click();
      await expect(page).toHaveURL(/\?pagenbr=2$/);
    });

    test('the notification’s failures put the box back and say so; a 401 opens the login', async ({
      page,
      problems,
    }) => {
      problems.allow(/Failed to load resource/);
      problems.allow(/malformed answer/);
      const t = await translator(culture);
      await openPrepaid(page, culture, 'account/prepaid/7001');
      const box = page.getByLabel(t('Sales.PrepaidUsageNotification'));
      await expect(box).not.toBeChecked();
      const failures: Array<[string, (route: Route) => Promise<void>, string]> = [
        [
          '500',
          (route) => route.fulfill({ status: 500, body: '' }),
          'Sales.PrepaidNotificationNotSaved',
        ],
        ['network', (route) => route.abort('failed'), 'Sales.PrepaidNotificationNotSaved'],
        [
          'malformed',
          (route) => route.fulfill({ json: { saved: true } }),
          'Sales.PrepaidNotificationNotSaved',
        ],
      ];
      for (const [, answer, key] of failures) {
        await page.route('**/api/v1/sales/prepaidaccounts/setnotification', answer);
        // click, not check: the box goes back at once, which check() would call a failure.
        await box.click();
        await expect(toast(page, t(key))).toBeVisible();
        await expect(box).not.toBeChecked();
        await page.unroute('**/api/v1/sales/prepaidaccounts/setnotification');
        await dismissToasts(page);
      }
      await page.route('**/api/v1/sales/prepaidaccounts/setnotification', (route) =>
        route.fulfill({ status: 401, json: { Message: 'signed out' } }),
      );
      await box.click();
      const dialog = page.getByRole('dialog', { name: t('Security.LoginTitle') });
      await expect(dialog).toBeVisible();
      await expect(box).not.toBeChecked();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.unroute('**/api/v1/sales/prepaidaccounts/setnotification');
      await page.reload();
      await expect(box).not.toBeChecked();
    });

    test('buying prepaid money: no amount growls and sends nothing; an amount fills the basket', async ({
      page,
    }) => {
      const t = await translator(culture);
      await openPrepaid(page, culture, 'account/prepaid/buy?account=7002');
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('prepaidaccounts/addtocart')) sent.push(request.url());
      });
      const add = page.getByRole('button', { name: t('Sales.PrepaidAddToCart') });
      await add.click();
      await expect(toast(page, t('Sales.QuantityIsMandatory'))).toBeVisible();
      await expect(page.getByLabel(t('Sales.PrepaidAmountToAdd'))).toBeFocused();
      expect(sent).toEqual([]);
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/prepaid-buy-${name}.png`, fullPage: true });
      await dismissToasts(page);
      // The header's count once the basket summary has loaded (a dot until then).
      await expect(headerCount(page)).toHaveText(/^\d+$/);
      const before = Number(await headerCount(page).textContent());
      await page.getByLabel(t('Sales.PrepaidAmountToAdd')).fill('50');
      await add.click();
      await expect(toast(page, t('Sales.PrepaidAdded'))).toBeVisible();
      await expect(headerCount(page)).toHaveText(String(before + 1));
      expect(sent).toHaveLength(1);
      await expect(page.getByLabel(t('Sales.PrepaidAmountToAdd'))).toHaveValue('');
      expect((await sideways(page)).culprits).toEqual([]);
      // The basket shows the prepaid money as a line of its own.
      await page.goto(`/${culture}/shoppingcarts`);
      const line = page.locator('.basket-line--prepaid');
      await expect(line).toContainText(t('Sales.PrepaidCartLine'));
      await expect(line).toContainText(t('Sales.PrepaidCartFor', { id: 7002 }));
      await expect(line).toContainText(/50,00\s€/);
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);
      await page.screenshot({ path: `test-results/prepaid-basket-${name}.png`, fullPage: true });
    });
  });
}
