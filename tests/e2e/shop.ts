/** Shopper actions the end-to-end tests need before the widgets that do them exist. */
import { expect, type Page } from '@playwright/test';
import { products } from '../../demo/data/catalog';
import type { Culture } from '../../src/core/settings';
import { translator } from './i18n';

/** The first variant that can be ordered one at a time: it exists, is in stock, no quantity rule. */
export function firstAvailableVariant(): number {
  const variant = products
    .filter((product) => product.quantity.min <= 1 && product.quantity.step <= 1)
    .flatMap((product) => product.variants)
    .find((v) => v.available && Object.values(v.stock).some((units) => units > 0));
  if (!variant) throw new Error('the catalogue has no available variant');
  return variant.ProductVariantId;
}

/** Adds to the session basket as the page would (anti-forgery token included); returns the status. */
export async function addToBasket(
  page: Page,
  variantId = firstAvailableVariant(),
  quantity = 1,
): Promise<number> {
  // The page may have only just arrived (a sign-in's redirect): its settings block is read first.
  await page.locator('#vitrine-settings').waitFor({ state: 'attached' });
  return page.evaluate(
    async ({ variantId, quantity }) => {
      const settings = JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}');
      const response = await fetch(`${settings.appPath}api/v1/catalog/products/addtocart`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          RequestVerificationToken: settings.antiForgeryToken,
        },
        body: JSON.stringify({ ProductVariantId: variantId, Quantity: quantity, Name: 'e2e' }),
      });
      return response.status;
    },
    { variantId, quantity },
  );
}

/** Signs the demo account in through the login page, which then goes to `returnUrl`. */
export async function signIn(
  page: Page,
  returnUrl: string,
  { culture = 'fr', base = '/' }: { culture?: Culture; base?: string } = {},
): Promise<void> {
  const t = await translator(culture);
  await page.goto(`${base}${culture}/security/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  await page.getByLabel(t('Security.Email')).fill('demo@vitrine.shop');
  await page.getByLabel(t('Security.Password')).fill('vitrine-demo');
  await page
    .locator('main')
    .getByRole('button', { name: t('Security.SignIn') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${returnUrl.replace(/[?]/g, '\\?')}$`));
  // The address changes when the next page is committed, before it is parsed.
  await page.waitForLoadState('domcontentloaded');
}
