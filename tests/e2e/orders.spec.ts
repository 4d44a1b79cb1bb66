/**
 * The customer's orders (issue 13; spec 001 §2, §4, §8): the list and its pages (`pagenbr`),
 * the order page, the delivery address change (success, an error message, 500, network error,
 * 401 → login → back), at a phone and a desktop width, in French and Dutch; axe on each page and
 * with the dialog open. Each test signs in anew: its seeded orders are its session's own.
 */
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { DESKTOP, mounted, ORDERS, PHONE, signInAt, toast } from './ordersPage';
import { sideways } from './sideways';

const fr = await translator('fr');
const nl = await translator('nl');

test('fr desktop: the list, its second page through the shell, an order page', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signInAt(page, 'fr', 'account/orders');
  await expect(page.getByRole('heading', { level: 1, name: fr('Sales.Orders') })).toBeVisible();
  await expect(page.locator('.orders-table tbody tr')).toHaveCount(10);
  await expect(page.locator('.orders-table thead')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: fr('Sales.OrdersNext') }).click();
  await expect(page).toHaveURL(/\/fr\/account\/orders\?pagenbr=2$/);
  // The 14 past orders make two pages; the orders other tests place for the same customer
  // (checkout orders outlive the session) may make more, newest first.
  const where = fr('Sales.OrdersPageOf', { page: 2, count: 999 }).replace('999', '(\\d+)');
  await expect(page.locator('.orders-pagination__where')).toHaveText(new RegExp(`^${where}$`));
  const rows = page.locator('.orders-table tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(4);
  await expect(rows.locator('.orders-status').first()).not.toBeEmpty();
  await rows.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(fr('Sales.Order'));
  await expect(page.locator('.order-lines a').first()).toHaveAttribute(
    'href',
    /catalog\/product\//,
  );
  await expectAccessible(page);
});

test('nl phone: the orders as cards, nothing sideways; the order awaiting a transfer links to its payment', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAt(page, 'nl', 'account/orders');
  await expect(page.locator('.orders-table tbody tr').first()).toBeVisible();
  await expect(page.locator('.orders-table thead')).toHaveCSS('position', 'absolute');
  expect((await sideways(page)).culprits).toEqual([]);
  await expectAccessible(page);
  await page.goto(`/nl/account/orders/${ORDERS.awaitingTransfer}`);
  await expect(page.getByRole('link', { name: nl('Sales.OrdersPayWithPrepaid') })).toHaveAttribute(
    'href',
    `/nl/account/orders/${ORDERS.awaitingTransfer}/make-payment`,
  );
  await expect(page.getByText(nl('Sales.OrdersStatusAwaitingTransfer')).first()).toBeVisible();
  expect((await sideways(page)).culprits).toEqual([]);
  await expectAccessible(page);
});

test('an unknown order is the 404 page; the list asks a visitor to sign in (401)', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 40[14]/);
  const visitor = await page.goto('/fr/account/orders');
  expect(visitor?.status()).toBe(401);
  await signInAt(page, 'fr', 'account/orders');
  const unknown = await page.goto('/fr/account/orders/not-an-order');
  expect(unknown?.status()).toBe(404);
});

test.describe('change the delivery address (spec 001 §4)', () => {
  test('fr phone: the dialog, sent, a notice; the button disabled and relabelled, also after a reload', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await signInAt(page, 'fr', `account/orders/${ORDERS.changeable}`);
    await mounted(page, 'change-delivery-address');
    await page.getByRole('button', { name: fr('Sales.ChangeDeliveryAddress') }).click();
    const dialog = page.getByRole('dialog', { name: fr('Sales.ChangeDeliveryAddress') });
    await expect(dialog.getByLabel(fr('ShoppingCarts.City'))).toHaveValue('Bruxelles');
    expect((await sideways(page)).culprits).toEqual([]);
    await expectAccessible(page);
    await dialog.getByLabel(fr('Checkout.Street')).fill('Rue Neuve');
    await dialog.getByRole('button', { name: fr('Sales.OrdersSendRequest') }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, fr('Sales.OrdersDeliveryChangeSaved'))).toBeVisible();
    const done = page.getByRole('button', { name: fr('Sales.DeliveryAddressChangeRequested') });
    await expect(done).toBeDisabled();
    await expect(page.getByText(fr('Sales.OrdersDeliveryChangePending'))).toBeFocused();
    await page.reload();
    await expect(
      page.getByRole('button', { name: fr('Sales.DeliveryAddressChangeRequested') }),
    ).toBeDisabled();
  });

  test('nl desktop: an error message closes the dialog with an error toast', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'nl', `account/orders/${ORDERS.changeable}`);
    await mounted(page, 'change-delivery-address');
    await page.route('**/sales/order/ChangeDeliveryAddressRequest', (route) =>
      route.fulfill({ json: { Success: false, Message: nl('Sales.OrdersDeliveryChangeTooLate') } }),
    );
    await page.getByRole('button', { name: nl('Sales.ChangeDeliveryAddress') }).click();
    const dialog = page.getByRole('dialog', { name: nl('Sales.ChangeDeliveryAddress') });
    await dialog.getByRole('button', { name: nl('Sales.OrdersSendRequest') }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, nl('Sales.OrdersDeliveryChangeTooLate'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: nl('Sales.ChangeDeliveryAddress') }),
    ).toBeFocused();
  });

  for (const [failure, answer] of [
    ['a 500', { status: 500, body: 'boom' }],
    ['a network error', 'abort'],
  ] as const) {
    test(`fr desktop: ${failure} says Manager.UnknowsErrors and keeps the dialog as typed`, async ({
      page,
      problems,
    }) => {
      problems.allow(/status of 500|ERR_FAILED|Failed to fetch/);
      await page.setViewportSize(DESKTOP);
      await signInAt(page, 'fr', `account/orders/${ORDERS.changeable}`);
      await mounted(page, 'change-delivery-address');
      await page.route('**/sales/order/ChangeDeliveryAddressRequest', (route) =>
        answer === 'abort' ? route.abort('failed') : route.fulfill(answer),
      );
      await page.getByRole('button', { name: fr('Sales.ChangeDeliveryAddress') }).click();
      const dialog = page.getByRole('dialog', { name: fr('Sales.ChangeDeliveryAddress') });
      await dialog.getByLabel(fr('ShoppingCarts.City')).fill('Namur');
      await dialog.getByRole('button', { name: fr('Sales.OrdersSendRequest') }).click();
      await expect(toast(page, fr('Manager.UnknowsErrors'))).toBeVisible();
      await expect(dialog.getByLabel(fr('ShoppingCarts.City'))).toHaveValue('Namur');
    });
  }

  test('fr desktop: a 401 opens the login modal, and signing in comes back to the order', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 401/);
    await page.setViewportSize(DESKTOP);
    await signInAt(page, 'fr', `account/orders/${ORDERS.changeable}`);
    await mounted(page, 'change-delivery-address');
    await page.route('**/sales/order/ChangeDeliveryAddressRequest', (route) =>
      route.fulfill({ status: 401, json: { Message: 'Login required' } }),
    );
    await page.getByRole('button', { name: fr('Sales.ChangeDeliveryAddress') }).click();
    const dialog = page.getByRole('dialog', { name: fr('Sales.ChangeDeliveryAddress') });
    await dialog.getByRole('button', { name: fr('Sales.OrdersSendRequest') }).click();
    const login = page.locator('.login-modal');
    await expect(login).toBeVisible();
    await expect(login.locator('input[name="returnUrl"]')).toHaveValue(
      `/fr/account/orders/${ORDERS.changeable}`,
    );
    await expectAccessible(page);
    await login.getByLabel(fr('Security.Email')).fill('demo@vitrine.shop');
    await login.getByLabel(fr('Security.Password')).fill('vitrine-demo');
    await login.getByRole('button', { name: fr('Security.SignIn') }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/account/orders/${ORDERS.changeable}$`));
    await expect(
      page.getByRole('button', { name: fr('Sales.ChangeDeliveryAddress') }),
    ).toBeVisible();
  });

  test('the order whose change is pending shows it disabled from the start', async ({ page }) => {
    await signInAt(page, 'fr', `account/orders/${ORDERS.pending}`);
    await mounted(page, 'change-delivery-address');
    await expect(
      page.getByRole('button', { name: fr('Sales.DeliveryAddressChangeRequested') }),
    ).toBeDisabled();
  });
});

test('de desktop: a customer without orders sees the empty state', async ({ page }) => {
  const de = await translator('de');
  await page.setViewportSize(DESKTOP);
  // The sales account places no orders (no spec places any for it): its list is empty.
  await page.goto(`/de/security/login?returnUrl=${encodeURIComponent('/de/account/orders')}`);
  await page.getByLabel(de('Security.Email')).fill('staff@vitrine.shop');
  await page.getByLabel(de('Security.Password')).fill('vitrine-staff');
  await page
    .locator('main')
    .getByRole('button', { name: de('Security.SignIn') })
    .click();
  await expect(page).toHaveURL(/\/de\/account\/orders$/);
  await expect(page.getByText(de('Sales.OrdersEmpty'))).toBeVisible();
  await expect(page.locator('.orders-table')).toHaveCount(0);
  await expectAccessible(page);
});
