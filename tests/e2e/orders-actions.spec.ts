/**
 * Ordering again and asking for a refund (issue 13; spec 001 §2, §3, §5, §7): the basket count
 * follows a reorder, a product no longer sold is named, a failure says so; the refund form's
 * totals follow the selects, its validation is announced and focused, the request is recorded
 * and GA4 `refund` is sent once. Phone and desktop, French and German.
 */
import { SHOP_PORT } from '../../playwright.config';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { DESKTOP, mounted, ORDERS, PHONE, pushed, signInAt, toast } from './ordersPage';
import { signIn } from './shop';
import { sideways } from './sideways';

const fr = await translator('fr');
const de = await translator('de');
const headerCount = (page: import('@playwright/test').Page) =>
  page.locator('.vitrine-basket-summary__count');

test('fr desktop: order again puts the items in the basket, the header count follows, a line no longer sold is named', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, 'fr', `account/orders/${ORDERS.withWithdrawn}`);
  await mounted(page, 'reorder');
  // The header's count is the basket summary's: read once it has loaded (a dot until then).
  await expect(headerCount(page)).toHaveText(/^\d+$/);
  const before = Number((await headerCount(page).textContent()) || 0);
  await page.getByRole('button', { name: fr('Sales.Reorder') }).click();
  const status = page.locator('.vitrine-reorder__status');
  await expect(status.getByRole('link', { name: fr('Sales.OrdersSeeBasket') })).toHaveAttribute(
    'href',
    '/fr/shoppingcarts',
  );
  await expect(status.locator('.vitrine-reorder__refused')).toHaveCount(1);
  await expect(toast(page, fr('Sales.OrdersReorderSome'))).toBeVisible();
  await expect(headerCount(page)).not.toHaveText(String(before));
  expect(Number(await headerCount(page).textContent())).toBeGreaterThan(before);
  await expectAccessible(page);
});

test('de phone: a failing reorder says Manager.UnknowsErrors and the count stays', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 500/);
  await page.setViewportSize(PHONE);
  await signInAt(page, 'de', `account/orders/${ORDERS.refundable}`);
  await mounted(page, 'reorder');
  await expect(headerCount(page)).toHaveText(/^\d+$/);
  const before = (await headerCount(page).textContent()) ?? '';
  await page.route('**/api/v1/sales/orders/addtocart', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  await page.getByRole('button', { name: de('Sales.Reorder') }).click();
  await expect(toast(page, de('Manager.UnknowsErrors'))).toBeVisible();
  await expect(headerCount(page)).toHaveText(before);
  expect((await sideways(page)).culprits).toEqual([]);
});

test('de desktop: the refund form — validation announced and focused, totals follow, recorded, GA4 refund once', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, 'de', `account/orders/${ORDERS.refundable}`);
  await page.getByRole('link', { name: de('Sales.RefundRequest') }).click();
  await expect(page).toHaveURL(new RegExp(`/de/account/orders/${ORDERS.refundable}/refund$`));
  await mounted(page, 'refund-request');
  await expectAccessible(page);
  const submit = page.getByRole('button', { name: de('Sales.OrdersRefundSubmit') });
  await submit.click();
  const alert = page.getByRole('alert').filter({ hasText: de('Sales.OrdersRefundNothing') });
  await expect(alert).toBeFocused();
  const total = page.locator('.orders-refund__total strong');
  await expect(total).toHaveText(/^0,00\s€$/);
  const selects = page.locator('.vitrine-refund__lines select');
  await selects.nth(0).selectOption('1');
  const afterOne = await total.textContent();
  expect(afterOne).not.toMatch(/^0,00/);
  await selects.nth(1).selectOption('1');
  await expect(total).not.toHaveText(afterOne ?? '');
  await submit.click();
  await expect(page.getByLabel(de('Sales.OrdersRefundReason'))).toBeFocused();
  await page.getByLabel(de('Sales.OrdersRefundReason')).selectOption('Damaged');
  await submit.click();
  const state = page.locator('.vitrine-refund__done');
  await expect(state).toBeFocused();
  await expect(state).toContainText('€');
  const refunds = await pushed(page, 'refund');
  expect(refunds).toHaveLength(1);
  expect(refunds[0]?.ecommerce).toMatchObject({
    currency: 'EUR',
    transaction_id: expect.stringMatching(/^VT-/),
  });
  await page.reload();
  await expect(page.locator('.orders-refund-state')).toBeVisible();
  await expect(page.locator('[data-widget="refund-request"]')).toHaveCount(0);
  expect(await pushed(page, 'refund')).toHaveLength(0);
});

test('fr phone: the refund page fits the phone, axe passes', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAt(page, 'fr', `account/orders/${ORDERS.refundable}/refund`);
  await mounted(page, 'refund-request');
  await page.locator('.vitrine-refund__lines select').first().selectOption('1');
  await expect(page.locator('.orders-refund__total strong')).not.toHaveText(/^0,00/);
  expect((await sideways(page)).culprits).toEqual([]);
  await expectAccessible(page);
});

test.describe('under a base path (/shop)', () => {
  test.use({ baseURL: `http://127.0.0.1:${SHOP_PORT}` });

  test('fr: the delivery change and the reorder call the shop’s own addresses', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, `/shop/fr/account/orders/${ORDERS.changeable}`, { base: '/shop/' });
    await mounted(page, 'change-delivery-address');
    await mounted(page, 'reorder');
    await page.getByRole('button', { name: fr('Sales.Reorder') }).click();
    await expect(
      page
        .locator('.vitrine-reorder__status')
        .getByRole('link', { name: fr('Sales.OrdersSeeBasket') }),
    ).toHaveAttribute('href', '/shop/fr/shoppingcarts');
    await page.getByRole('button', { name: fr('Sales.ChangeDeliveryAddress') }).click();
    const dialog = page.getByRole('dialog', { name: fr('Sales.ChangeDeliveryAddress') });
    const sent = page.waitForRequest('**/shop/fr/sales/order/ChangeDeliveryAddressRequest');
    await dialog.getByRole('button', { name: fr('Sales.OrdersSendRequest') }).click();
    await sent;
    await expect(toast(page, fr('Sales.OrdersDeliveryChangeSaved'))).toBeVisible();
  });
});
