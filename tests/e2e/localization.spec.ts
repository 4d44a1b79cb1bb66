/** Currency and country (issue 3 §4, spec 001 §4, §7). */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { addToBasket } from './shop';

/** The currency the page settings say, once the reload has settled. */
async function settingsCurrency(page: Page): Promise<string | undefined> {
  await page.waitForLoadState();
  return page
    .evaluate(
      () => JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}').currency,
    )
    .catch(() => undefined);
}

test('changing currency with an empty basket reloads the page in that currency', async ({
  page,
}) => {
  const t = await translator('fr');
  await page.goto('/fr/');
  await widgetsMounted(page);
  const reloaded = page.waitForEvent('load');
  await page.getByLabel(t('Currency.Currency')).selectOption('USD');
  await reloaded;
  await expect(page.getByLabel(t('Currency.Currency'))).toHaveValue('USD');
  await expect(page.locator('.vitrine-basket-summary__amount')).toContainText('$');
  await expect.poll(() => settingsCurrency(page)).toBe('USD');
});

test('with a basket, the currency change asks first: cancel keeps it, force changes it', async ({
  page,
}) => {
  const t = await translator('fr');
  await page.goto('/fr/');
  await widgetsMounted(page);
  expect(await addToBasket(page)).toBe(200);
  const select = page.getByLabel(t('Currency.Currency'));
  await select.selectOption('GBP');
  // issue 10 §4: the title names the currency; the question is the body and the description.
  const dialog = page.getByRole('alertdialog', { name: t('Currency.Currency') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(t('Currency.ConfirmChange'));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t('Core.Cancel') }).click();
  await expect(select).toHaveValue('EUR');
  await select.selectOption('GBP');
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('Currency.Force') })
    .click();
  await expect.poll(() => settingsCurrency(page)).toBe('GBP');
  await expect(page.locator('.vitrine-basket-summary__amount')).toContainText('£');
});

test('choosing a country for sales taxes reloads with that country', async ({ page }) => {
  const t = await translator('nl');
  await page.goto('/nl/');
  await widgetsMounted(page);
  const reloaded = page.waitForEvent('load');
  await page.getByLabel(t('Currency.Country')).selectOption('DE');
  await reloaded;
  await widgetsMounted(page);
  await expect(page.getByLabel(t('Currency.Country'))).toHaveValue('DE');
});
