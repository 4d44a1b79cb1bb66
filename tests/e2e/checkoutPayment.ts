/** Placing an order to be paid by card, as the checkout form posts it (issue 12). */
import { expect, type Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { call, HOME_DELIVERY } from './checkoutOrders';
import { addToBasket, signIn } from './shop';

export const CARDS = {
  success: '4111 1111 1111 1111',
  refused: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};

/** Signs in, fills the basket, posts the checkout form with card: the order's id. */
export async function placeCardOrder(page: Page, culture: Culture): Promise<string> {
  await signIn(page, `/${culture}/`, { culture });
  expect(await addToBasket(page)).toBe(200);
  // Home delivery in Belgium: the order needs a shipping method (spec 001 §4).
  expect(
    await call(page, 'api/v1/shoppingcarts/shippingmethod', { ShippingMethodId: HOME_DELIVERY }),
  ).toBe(200);
  await page.goto(`/${culture}/checkout`);
  const token = await page.locator('input[name="__RequestVerificationToken"]').first().inputValue();
  const answer = await page.request.post(`/${culture}/checkout`, {
    headers: { Accept: 'application/json' },
    form: {
      __RequestVerificationToken: token,
      PaymentMethod: 'card',
      ShippingMethodId: String(HOME_DELIVERY),
      AcceptTerms: 'true',
      CheckoutKey: `e2e-${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { OrderId } = (await answer.json()) as { OrderId: string };
  return OrderId;
}

/** Fills the demo provider's card form and pays (`submits` times at once: a shopper's clicks). */
export async function payWith(
  page: Page,
  t: (key: string) => string,
  card: string,
  { submits = 1 } = {},
) {
  const form = page.locator('.demopay');
  await form.getByLabel(t('Checkout.DemoPayHolder')).fill('Jeanne Martin');
  await form.getByLabel(t('Checkout.DemoPayNumber')).fill(card);
  await form.getByLabel(t('Checkout.DemoPayExpiry')).fill('12/39');
  await form.getByLabel(t('Checkout.DemoPayCvc')).fill('123');
  if (submits === 1) {
    await form.getByRole('button', { name: t('Checkout.DemoPaySubmit') }).click();
    return;
  }
  await form.evaluate((element, times) => {
    for (let i = 0; i < times; i += 1) (element as HTMLFormElement).requestSubmit();
  }, submits);
}
