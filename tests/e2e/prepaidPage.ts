/** What the prepaid specs share: the demo customer signed in, a bank-transfer order placed. */
import { expect, type Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { openCheckout } from './checkoutOrders';
import { widgetsMounted } from './fixtures';
import { signIn } from './shop';

export const toast = (page: Page, text: string) =>
  page.locator('.vitrine-toast', { hasText: text });

/** Dismisses the toasts shown so far: the next one is the next step's. */
export async function dismissToasts(page: Page) {
  await page.locator('.vitrine-toast__dismiss').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(page.locator('.vitrine-toast')).toHaveCount(0);
}

/** Signs the demo customer in and opens a prepaid page, its widgets mounted. */
export async function openPrepaid(page: Page, culture: Culture, path = 'account/prepaid') {
  await signIn(page, `/${culture}/${path}`, { culture });
  await expect(page).toHaveURL(new RegExp(`/${culture}/${path.replace('?', '\\?')}$`));
  await widgetsMounted(page);
}

/** Places an order paid by bank transfer (signed in already): its id and its number. */
export async function placeTransferOrder(page: Page, culture: Culture, quantity: number) {
  await openCheckout(page, culture, quantity);
  await page.locator('input[name="PaymentMethod"][value="banktransfer"]').check();
  await page.locator('input[name="AcceptTerms"]').check();
  await page.locator('.checkout__submit').click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/[\w-]+$/);
  const number = (await page.locator('.order-confirmation__number strong').textContent()) ?? '';
  return { id: page.url().split('/').at(-1) ?? '', number };
}
