/**
 * What the orders' checkout spec needs: a basket with home delivery, the checkout page with
 * its widgets mounted, a guest's fields filled in, the GA4 events pushed.
 */
import { expect, type Page } from '@playwright/test';
import { first } from './cartPage';
import { widgetsMounted } from './fixtures';
import { addToBasket } from './shop';

/** Home delivery in Belgium (the session's default country): country id 21 × 10 + 1. */
export const HOME_DELIVERY = 211;

/** A page-side call with the anti-forgery token, as the bundle makes it. */
export function call(page: Page, path: string, data: unknown): Promise<number> {
  return page.evaluate(
    async ({ path, data }) => {
      const settings = JSON.parse(document.getElementById('vitrine-settings')?.textContent ?? '{}');
      const response = await fetch(`${settings.appPath}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          RequestVerificationToken: settings.antiForgeryToken,
        },
        body: JSON.stringify(data),
      });
      return response.status;
    },
    { path, data },
  );
}

/** A basket of one line with home delivery, then the checkout page, its widgets mounted. */
export async function openCheckout(page: Page, culture: string, quantity = 1): Promise<void> {
  await page.goto(`/${culture}/`);
  expect(await addToBasket(page, first.ProductVariantId, quantity)).toBe(200);
  expect(
    await call(page, 'api/v1/shoppingcarts/shippingmethod', { ShippingMethodId: HOME_DELIVERY }),
  ).toBe(200);
  await page.goto(`/${culture}/checkout`);
  await widgetsMounted(page);
}

export async function fillGuest(page: Page): Promise<void> {
  const form = page.locator('#checkout-form');
  await form.locator('[name="Email"]').fill('lea.peeters@example.com');
  await form.locator('[name="FirstName"]').fill('Lea');
  await form.locator('[name="LastName"]').fill('Peeters');
  await form.locator('[name="Phone"]').fill('+32 9 123 45 67');
  await form.locator('[name="BillingPostalCode"]').fill('9000');
  await form.locator('[name="BillingCity"]').fill('Gent');
  await form.locator('[name="BillingStreet1"]').fill('Veldstraat');
  await form.locator('[name="BillingHouseNumber"]').fill('12');
  await form.locator('input[name="PaymentMethod"][value="banktransfer"]').check();
  await page.locator('input[name="AcceptTerms"]').check();
}

/** The GA4 events of a name pushed on this page view. */
export const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  );
