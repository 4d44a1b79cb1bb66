/** What the checkout-choices specs share: a basket, the demo customer signed in, the page open. */
import { expect, type Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { first } from './cartPage';
import { widgetsMounted } from './fixtures';
import { addToBasket, signIn } from './shop';

/** Opens the checkout of `culture` with `quantity` of a plain variant, signed in or as a guest. */
export async function openCheckout(
  page: Page,
  culture: Culture,
  { signedIn = true, quantity = 2 }: { signedIn?: boolean; quantity?: number } = {},
) {
  if (signedIn) await signIn(page, `/${culture}/`, { culture });
  else await page.goto(`/${culture}/`);
  expect(await addToBasket(page, first.ProductVariantId, quantity)).toBe(200);
  await page.goto(`/${culture}/checkout`);
  await widgetsMounted(page);
}

export const summary = (page: Page) => page.locator('#checkout-summary');
export const toast = (page: Page, text: string) =>
  page.locator('.vitrine-toast', { hasText: text });

/** The totals as the server sees them (the call the submit makes before paying). */
export async function serverTotals(page: Page): Promise<{ TotalIncl: number; ToPay: number }> {
  return page.evaluate(async () => {
    const settings = JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}');
    const response = await fetch(`${settings.appPath}api/v1/checkout/totals`);
    return response.json();
  });
}
