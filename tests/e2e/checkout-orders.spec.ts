/**
 * The checkout's submit and the order confirmation (issue 12 "Submit", "Order confirmation";
 * spec 001 §4): a guest buys by bank transfer; an invalid submit goes to the top with the first
 * error focused; a total changed since the page loaded blocks the order; five quick clicks
 * place one order; a 401 opens the login and the draft comes back; a 500 or a network failure
 * loses nothing; GA4 purchase is sent once, reloads included. Phone (375) and desktop, in
 * several cultures; axe on each state.
 */
import { DESKTOP, first, PHONE } from './cartPage';
import { fillGuest, openCheckout, pushed } from './checkoutOrders';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { addToBasket } from './shop';
import { sideways } from './sideways';

const pay = (page: import('@playwright/test').Page) => page.locator('.checkout__submit');

test('fr, desktop: a guest buys by bank transfer; purchase is sent once, reload included', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('fr');
  await openCheckout(page, 'fr', 2);
  expect(await pushed(page, 'begin_checkout')).toHaveLength(1);
  await fillGuest(page);
  await expectAccessible(page);
  await pay(page).click();
  await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Checkout.ConfirmationTitle'));
  const number = (await page.locator('.order-confirmation__number strong').textContent()) ?? '';
  expect(number).toMatch(/^VT-\d{4}-\d{6}$/);
  await expect(page.locator('.order-status--transfer')).toContainText(number);
  await expect(page.locator('.order-lines tbody tr')).toHaveCount(1);
  await expect(page.locator('[data-widget="purchase-tracking"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  const purchases = await pushed(page, 'purchase');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({ ecommerce: { transaction_id: number, currency: 'EUR' } });
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/orders-confirmation-desktop.png', fullPage: true });
  await page.reload();
  await expect(page.locator('[data-widget="purchase-tracking"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  expect(await pushed(page, 'purchase')).toHaveLength(0);
  // The basket became the order.
  await page.goto('/fr/checkout');
  await expect(page.locator('.checkout__empty')).toBeVisible();
});

test('de, phone: an invalid submit goes to the top, focuses the first error and says it', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const t = await translator('de');
  await openCheckout(page, 'de');
  await pay(page).scrollIntoViewIfNeeded();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  await pay(page).click();
  const alert = page.locator('[data-checkout-errors]');
  await expect(alert).toHaveText(t('Checkout.OrderFormInvalid'));
  await expect(page.locator('[name="Email"]')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(400);
  await expect(pay(page)).not.toHaveAttribute('aria-busy');
  await expect(pay(page)).toBeEnabled();
  expect(requests.filter((r) => r.includes('/checkout') && !r.includes('.js'))).toEqual([]);
  expect((await sideways(page)).culprits).toEqual([]);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/orders-invalid-phone.png' });
});

test('nl, desktop: a total changed since the page loaded blocks the order and says the new total', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('nl');
  await openCheckout(page, 'nl');
  await fillGuest(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/nl\/checkout$/.test(r.url())) posts.push(r.url());
  });
  // Another tab adds a line meanwhile.
  expect(await addToBasket(page, first.ProductVariantId, 1)).toBe(200);
  await pay(page).click();
  const message = page.locator('[data-checkout-message]');
  await expect(message).toContainText(
    t('Checkout.OrderTotalChanged', { total: '' }).split(':')[0] ?? '',
  );
  expect(posts).toEqual([]);
  await expect(pay(page)).toBeEnabled();
  await expectAccessible(page);
  await pay(page).click();
  await expect(page).toHaveURL(/\/nl\/checkout\/confirmation\//);
  expect(posts).toHaveLength(1);
});

test('fr, phone: five quick clicks place one order', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openCheckout(page, 'fr');
  await fillGuest(page);
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/fr\/checkout$/.test(r.url())) posts.push(r.url());
  });
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('.checkout__submit');
    for (let i = 0; i < 5; i++) button?.click();
  });
  await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\//);
  expect(posts).toHaveLength(1);
  await expect(page.locator('.order-lines')).toBeVisible();
  expect((await sideways(page)).culprits).toEqual([]);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/orders-confirmation-phone.png', fullPage: true });
});

test('fr, desktop: a 401 opens the login; after signing in the checkout has the draft back', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 401/);
  await page.setViewportSize(DESKTOP);
  const t = await translator('fr');
  await openCheckout(page, 'fr');
  await fillGuest(page);
  await page.route(/\/fr\/checkout$/, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 401, body: '' })
      : route.fallback(),
  );
  await pay(page).click();
  const dialog = page.locator('.login-modal');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[name="returnUrl"]')).toHaveValue('/fr/checkout');
  await dialog.getByLabel(t('Security.Email')).fill('demo@vitrine.shop');
  await dialog.getByLabel(t('Security.Password')).fill('vitrine-demo');
  await dialog.getByRole('button', { name: t('Security.SignIn') }).click();
  await expect(page).toHaveURL(/\/fr\/checkout$/);
  await expect(page.locator('[data-widget="checkout-form"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  await expect(page.locator('input[name="AcceptTerms"]')).toBeChecked();
  await expect(page.locator('input[name="PaymentMethod"][value="banktransfer"]')).toBeChecked();
  // Signed in, the customer's saved addresses replace the guest's fields.
  await expect(page.locator('input[name="ExistingBillingAddressId"]').first()).toBeVisible();
});

for (const [failure, culture] of [
  ['a 500', 'fr'],
  ['a network failure', 'es'],
] as const) {
  test(`${culture}, phone: ${failure} on the order keeps everything and says so`, async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 500|Failed to load resource|net::ERR_FAILED/);
    await page.setViewportSize(PHONE);
    const t = await translator(culture);
    await openCheckout(page, culture);
    await fillGuest(page);
    await page.route(/\/[a-z]{2}\/checkout$/, (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      return failure === 'a 500'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.abort('failed');
    });
    await pay(page).click();
    const said = failure === 'a 500' ? t('Checkout.OrderFailed') : t('Manager.NetworkError');
    await expect(page.locator('.vitrine-toast')).toContainText(said);
    await expect(pay(page)).toBeEnabled();
    await expect(page.locator('[name="Email"]')).toHaveValue('lea.peeters@example.com');
    await expect(page.locator('input[name="AcceptTerms"]')).toBeChecked();
    await expectAccessible(page);
  });
}

test('pt, desktop: a card order locks the form; submitting again after a refresh gives the same order', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('pt');
  await openCheckout(page, 'pt');
  await fillGuest(page);
  await page.locator('input[name="PaymentMethod"][value="card"]').check();
  const placed = page.evaluate(
    () =>
      new Promise<{ orderId: string; paymentMethod: string }>((resolve) =>
        document.addEventListener('vitrine:order-placed', (event) =>
          resolve((event as CustomEvent).detail),
        ),
      ),
  );
  await pay(page).click();
  const first = await placed;
  expect(first.paymentMethod).toBe('card');
  const message = page.locator('[data-checkout-message]');
  await expect(message).toContainText(
    t('Checkout.OrderPlacedCard', { number: '' }).split(':')[1]?.trim() ?? '',
  );
  await expect(pay(page)).toBeDisabled();
  await expect(page.locator('[name="Email"]')).toBeDisabled();
  await expect(page).toHaveURL(/\/pt\/checkout$/);
  await expectAccessible(page);
  // A refresh: a new page, a new key, the same basket and amount.
  await page.reload();
  await expect(page.locator('[data-widget="checkout-form"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  await fillGuest(page);
  await page.locator('input[name="PaymentMethod"][value="card"]').check();
  const again = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('vitrine:order-placed', (event) =>
          resolve((event as CustomEvent<{ orderId: string }>).detail.orderId),
        ),
      ),
  );
  await pay(page).click();
  expect(await again).toBe(first.orderId);
});
