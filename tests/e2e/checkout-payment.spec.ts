/**
 * Card payment (issue 12; spec 001 §3, §7 payment session, §8): the pay-again page with the
 * demo provider, success, refusal then paying again (one order), the confirmation step, the
 * session call's failures, and the Adyen chunk never requested. Phone and desktop, several
 * cultures. Orders are placed by posting the checkout form (checkoutPayment.ts).
 */
import type { Page } from '@playwright/test';
import { DESKTOP, PHONE } from './cartPage';
import { CARDS, payWith, placeCardOrder } from './checkoutPayment';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';

/** Every address the page asked for, to prove what was never loaded. */
function watchRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(request.url()));
  return seen;
}
const adyen = (urls: string[]) => urls.filter((url) => /adyen/i.test(url));

test('desktop, fr: a card that succeeds goes to the confirmation; the order is paid', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('fr');
  const requests = watchRequests(page);
  const orderId = await placeCardOrder(page, 'fr');
  // The checkout page itself: the payment form waits, hidden; no provider code was loaded.
  await expect(page.locator('[data-widget="payment-form"]')).toBeHidden();
  expect(requests.filter((url) => url.includes('payment-provider/form.js'))).toEqual([]);

  await page.goto(`/fr/checkout/pay/${orderId}`);
  const heading = page.getByRole('heading', { name: t('Checkout.CardPayment') });
  await expect(heading).toBeFocused();
  await expect(page.locator('.demopay')).toBeVisible();
  // Nothing failed yet: no "try again".
  await expect(page.getByRole('button', { name: t('Checkout.PaymentRetry') })).toBeHidden();
  // Five submits in a row (a double click and more): one payment.
  await payWith(page, t, CARDS.success, { submits: 5 });
  await page.waitForURL(`**/fr/checkout/confirmation/${orderId}`);
  // The confirmation asks the server: the order is paid.
  await expect(page.locator('.order-status--paid')).toHaveText(t('Checkout.ConfirmationPaid'));
  expect(requests.filter((url) => url.endsWith('/payments'))).toHaveLength(1);
  // Paid on the server: the pay page sends to the confirmation, a new session is refused.
  const again = await page.request.get(`/fr/checkout/pay/${orderId}`, { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  expect(adyen(requests)).toEqual([]);
});

test('phone, nl: a refused card says so, paying again works, for the same order', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const t = await translator('nl');
  const requests = watchRequests(page);
  const orderId = await placeCardOrder(page, 'nl');
  await page.goto(`/nl/checkout/pay/${orderId}`);
  await expect(page.locator('.demopay')).toBeVisible();
  await expectAccessible(page);
  await payWith(page, t, CARDS.refused);
  await expect(page.getByRole('alert').getByText(t('Checkout.PaymentRefused'))).toBeVisible();
  await expect(page.locator('.demopay')).toHaveCount(0);
  const retry = page.getByRole('button', { name: t('Checkout.PaymentRetry') });
  await expect(retry).toBeFocused();
  await retry.click();
  await expect(page.locator('.demopay')).toHaveCount(1);
  await expect(page.getByText(t('Checkout.PaymentRefused'))).toBeHidden();
  await payWith(page, t, CARDS.success);
  await page.waitForURL(`**/nl/checkout/confirmation/${orderId}`);
  // Two sessions, one order: both asked for this order's id.
  const sessions = requests.filter((url) => url.includes('/paymentsession'));
  expect(sessions).toEqual([
    expect.stringContaining(`/orders/${orderId}/paymentsession`),
    expect.stringContaining(`/orders/${orderId}/paymentsession`),
  ]);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  expect(adyen(requests)).toEqual([]);
});

test('desktop, de: the confirmation step goes to the bank and back, then to the confirmation', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('de');
  const orderId = await placeCardOrder(page, 'de');
  await page.goto(`/de/checkout/pay/${orderId}`);
  await payWith(page, t, CARDS.challenge);
  await expect(
    page.getByRole('heading', { name: t('Checkout.DemoPayChallengeTitle') }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: t('Checkout.DemoPayConfirm') }).click();
  await page.waitForURL(`**/de/checkout/confirmation/${orderId}`);
  expect(new URL(page.url()).search).toBe('');
});

test('desktop, es: on the checkout page, the card form mounts when the order is placed by card', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('es');
  const requests = watchRequests(page);
  const orderId = await placeCardOrder(page, 'es');
  const form = page.locator('[data-widget="payment-form"]');
  await expect(form).toBeHidden();
  // Its behaviour listens once mounted: an event emitted before would be nobody's.
  await expect(form).toHaveAttribute('data-widget-state', 'mounted');
  // The orders slice fires this once the order is placed to be paid by card.
  await page.evaluate((id) => {
    window.Vitrine?.emit('vitrine:order-placed', { orderId: id, paymentMethod: 'banktransfer' });
  }, orderId);
  await expect(form).toBeHidden();
  expect(requests.filter((url) => /paymentsession|payment-provider\/form\.js/.test(url))).toEqual(
    [],
  );
  await page.evaluate((id) => {
    window.Vitrine?.emit('vitrine:order-placed', { orderId: id, paymentMethod: 'card' });
  }, orderId);
  await expect(form.locator('.demopay')).toBeVisible();
  await expect(page.getByRole('heading', { name: t('Checkout.CardPayment') })).toBeFocused();
  await expectAccessible(page);
  expect(adyen(requests)).toEqual([]);
});

test('phone, fr: a cancelled confirmation step comes back to pay again', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const t = await translator('fr');
  const orderId = await placeCardOrder(page, 'fr');
  await page.goto(`/fr/checkout/pay/${orderId}`);
  await payWith(page, t, CARDS.challenge);
  await page.getByRole('button', { name: t('Checkout.DemoPayCancel') }).click();
  await page.waitForURL(new RegExp(`/fr/checkout/pay/${orderId}$`));
  await expect(page.getByText(t('Checkout.PaymentLastRefused'))).toBeVisible();
  await expect(page.locator('.demopay')).toBeVisible();
});

for (const failure of ['500', 'network', 'malformed'] as const) {
  test(`desktop, fr: the session call fails (${failure}): a message, then try again works`, async ({
    page,
    problems,
  }) => {
    problems.allow(/payment|500|Failed to load resource|malformed/i);
    await page.setViewportSize(DESKTOP);
    const t = await translator('fr');
    const orderId = await placeCardOrder(page, 'fr');
    await page.route('**/paymentsession', (route) =>
      failure === 'network'
        ? route.abort('failed')
        : failure === '500'
          ? route.fulfill({ status: 500, json: { Message: 'boom' } })
          : route.fulfill({ status: 200, json: { Provider: 'demopay', Id: 3 } }),
    );
    await page.goto(`/fr/checkout/pay/${orderId}`);
    await expect(page.getByRole('alert').getByText(t('Checkout.PaymentError'))).toBeVisible();
    await page.unroute('**/paymentsession');
    await page.getByRole('button', { name: t('Checkout.PaymentRetry') }).click();
    await expect(page.locator('.demopay')).toBeVisible();
  });
}

test('phone, it: a 401 on the session call opens the login dialog', async ({ page, problems }) => {
  problems.allow(/payment|401|Failed to load resource/i);
  await page.setViewportSize(PHONE);
  const t = await translator('it');
  const orderId = await placeCardOrder(page, 'it');
  await page.route('**/paymentsession', (route) =>
    route.fulfill({ status: 401, json: { Message: 'Unauthorized' } }),
  );
  await page.goto(`/it/checkout/pay/${orderId}`);
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.demopay')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: t('Checkout.CardPayment') })).toBeVisible();
});

test('phone, pt: the card form by keyboard only, from the focused heading to the confirmation', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const t = await translator('pt');
  const orderId = await placeCardOrder(page, 'pt');
  await page.goto(`/pt/checkout/pay/${orderId}`);
  await expect(page.locator('.demopay')).toBeVisible();
  await expect(page.getByRole('heading', { name: t('Checkout.CardPayment') })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t('Checkout.DemoPayHolder'))).toBeFocused();
  for (const value of ['Ana Sousa', CARDS.success, '12/39', '123']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('button', { name: t('Checkout.DemoPaySubmit') })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/pt/checkout/confirmation/${orderId}`);
});
