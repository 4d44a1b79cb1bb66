/** What the checkout address specs share: a shopper with a basket on the checkout page. */
import { expect, type Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { first } from './cartPage';
import { widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { addToBasket } from './shop';

export { DESKTOP, PHONE } from './cartPage';

export const ACCOUNTS = {
  demo: ['demo@vitrine.shop', 'vitrine-demo'],
  pro: ['pro@vitrine.shop', 'vitrine-pro'],
} as const;

/** Signs in (or not), fills the basket and opens the checkout of `culture`. */
export async function openCheckout(
  page: Page,
  culture: Culture,
  account?: keyof typeof ACCOUNTS,
): Promise<void> {
  const t = await translator(culture);
  if (account) {
    const [email, password] = ACCOUNTS[account];
    await page.goto(`/${culture}/security/login?returnUrl=${encodeURIComponent(`/${culture}/`)}`);
    await page.getByLabel(t('Security.Email')).fill(email);
    await page.getByLabel(t('Security.Password')).fill(password);
    await page
      .locator('main')
      .getByRole('button', { name: t('Security.SignIn') })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/$`));
  } else {
    await page.goto(`/${culture}/`);
  }
  expect(await addToBasket(page, first.ProductVariantId, 1)).toBe(200);
  await page.goto(`/${culture}/checkout`);
  await widgetsMounted(page);
}

/** Waits for the address section's behaviour (mounted on the first interaction). */
export async function addressPickerReady(page: Page): Promise<void> {
  const section = page.locator('#checkout-addresses');
  await section.hover();
  await expect(section).toHaveAttribute('data-widget-state', 'mounted');
}

/** Counts the checkout page's loads and refreshes (document or shell fetch of /checkout). */
export function countPageLoads(page: Page, culture: Culture): { count: () => number } {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === `/${culture}/checkout`) count += 1;
  });
  return { count: () => count };
}
