/**
 * The checkout's keyboard-only journey (issue 12: "home → confirmation with the keyboard only
 * (no mouse event at all), in fr and in one other culture"; spec 001 §4): home → category →
 * product → basket (home delivery) → checkout → confirmation, moving only with Tab, arrows,
 * Enter and Space. fr at desktop width as a guest paying by bank transfer; nl at a phone width
 * as the demo customer, signed in through the login page, paying by card with the demo
 * provider. No mouse event reaches any page, and the Adyen chunk is never asked for. Also axe
 * on the guest's login modal, and screenshots of the checkout, confirmation and pay pages.
 */
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE } from '../../src/core/consent';
import type { Culture } from '../../src/core/settings';
import { DESKTOP, PHONE } from './cartPage';
import { CARDS, placeCardOrder } from './checkoutPayment';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import {
  adyenChunk,
  chooseRadio,
  recordRequests,
  tabTo,
  typeInto,
  watchMouse,
} from './keyboardJourney';
import { addToBasket } from './shop';
import { sideways } from './sideways';

type T = Awaited<ReturnType<typeof translator>>;

/** From the home page to the basket, by keyboard: a bag from the home page's categories. */
async function homeToBasket(page: Page, culture: Culture, t: T) {
  await page.goto(`/${culture}/`);
  await widgetsMounted(page);
  await tabTo(
    page,
    page.locator(`main a[href$="/${culture}/catalog/category/bags"]:not(.vitrine-banner__cta)`),
  );
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/${culture}/catalog/category/bags`);
  await widgetsMounted(page);
  await tabTo(page, page.locator('#list-results a[href*="/catalog/product/"]').first(), {
    max: 200,
  });
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/${culture}/catalog/product/**`);
  await widgetsMounted(page);
  await tabTo(page, page.getByRole('button', { name: t('Catalog.AddToCart') }));
  await page.keyboard.press('Enter');
  const added = page.getByRole('dialog', { name: t('ShoppingCarts.AddedToBasket') });
  await expect(added).toBeVisible();
  // As a person would: once the dialog has taken the focus.
  await expect.poll(() => added.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await tabTo(page, added.getByRole('link', { name: t('ShoppingCarts.GoToBasket') }), { max: 10 });
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/${culture}/shoppingcarts`);
  await widgetsMounted(page);
}

/** On the basket: home delivery (Belgium: 211), then the checkout link. */
async function basketToCheckout(page: Page, culture: Culture, t: T) {
  const home = page.locator('input[name="ShippingMethodId"][value="211"]');
  const saved = page.waitForResponse('**/api/v1/shoppingcarts/shippingmethod');
  const group = page.locator('input[name="ShippingMethodId"]');
  if (!(await home.isChecked())) {
    await chooseRadio(page, page.locator('main'), home);
    expect((await saved).status()).toBe(200);
  }
  expect(await group.count()).toBeGreaterThan(1);
  await tabTo(page, page.getByRole('link', { name: t('ShoppingCarts.Checkout') }));
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/${culture}/checkout`);
  await widgetsMounted(page);
}

/** The terms, then the submit button, by keyboard. */
async function acceptAndPlace(page: Page) {
  const terms = page.locator('input[name="AcceptTerms"]');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.locator('.checkout__submit'), { max: 10 });
  await page.keyboard.press('Enter');
}

test('fr, desktop: a guest goes from home to the confirmation with the keyboard only', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('fr');
  const mouse = await watchMouse(page);
  const requests = recordRequests(page);
  await homeToBasket(page, 'fr', t);
  await basketToCheckout(page, 'fr', t);

  const form = page.locator('#checkout-form');
  await typeInto(page, form.locator('[name="Email"]'), 'lea.peeters@example.com');
  await typeInto(page, form.locator('[name="FirstName"]'), 'Léa');
  await typeInto(page, form.locator('[name="LastName"]'), 'Peeters');
  await typeInto(page, form.locator('[name="Phone"]'), '+32 470 12 34 56');
  await typeInto(page, form.locator('[name="BillingStreet1"]'), 'Veldstraat');
  await typeInto(page, form.locator('[name="BillingHouseNumber"]'), '12');
  await typeInto(page, form.locator('[name="BillingPostalCode"]'), '9000');
  await typeInto(page, form.locator('[name="BillingCity"]'), 'Gent');
  await chooseRadio(
    page,
    page.locator('#checkout-payment'),
    page.locator('input[name="PaymentMethod"][value="banktransfer"]'),
  );
  await expect(page.locator('[data-details="banktransfer"]')).toBeVisible();
  await acceptAndPlace(page);

  await page.waitForURL(/\/fr\/checkout\/confirmation\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Checkout.ConfirmationTitle'));
  await expect(page.locator('.order-confirmation__number strong')).toHaveText(/^VT-\d{4}-\d{6}$/);
  await expectAccessible(page);
  expect(mouse).toEqual([]);
  // Home, category, product, basket, checkout (bank transfer) and confirmation: no Adyen.
  const chunk = adyenChunk();
  expect(requests.filter((url) => url.includes(chunk))).toEqual([]);
  expect(requests.some((url) => /\/fr\/checkout\/confirmation\//.test(url))).toBe(true);
});

test('nl, phone: the demo customer signs in and pays by card with the keyboard only', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const t = await translator('nl');
  const mouse = await watchMouse(page);
  const requests = recordRequests(page);
  await page.goto('/nl/security/login?returnUrl=%2Fnl%2F');
  await typeInto(page, page.getByLabel(t('Security.Email')), 'demo@vitrine.shop');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(t('Security.Password'))).toBeFocused();
  await page.keyboard.type('vitrine-demo');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/nl\/$/);
  await homeToBasket(page, 'nl', t);
  await basketToCheckout(page, 'nl', t);

  // The demo customer's addresses are chosen already.
  await expect(page.locator('.address-picker--billing').getByRole('radio').first()).toBeAttached();
  await chooseRadio(
    page,
    page.locator('#checkout-payment'),
    page.locator('input[name="PaymentMethod"][value="card"]'),
  );
  await acceptAndPlace(page);

  // The card form mounts on the page, its heading focused (spec 001 §4).
  const card = page.locator('.demopay');
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: t('Checkout.CardPayment') })).toBeFocused();
  await expectAccessible(page);
  await tabTo(page, card.getByLabel(t('Checkout.DemoPayHolder')), { max: 5 });
  for (const value of ['Jan Peeters', CARDS.success, '12/39', '123']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(card.getByRole('button', { name: t('Checkout.DemoPaySubmit') })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/nl\/checkout\/confirmation\/[\w-]+$/);
  await expect(page.locator('.order-confirmation__number strong')).toHaveText(/^VT-\d{4}-\d{6}$/);
  expect((await sideways(page)).culprits).toEqual([]);
  await expectAccessible(page);
  expect(mouse).toEqual([]);
  expect(requests.filter((url) => url.includes(adyenChunk()))).toEqual([]);
});

test('de, desktop: axe on the login modal the guest opens from "Sign in"', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  const t = await translator('de');
  await page.goto('/de/');
  expect(await addToBasket(page)).toBe(200);
  await page.goto('/de/checkout');
  await widgetsMounted(page);
  await page
    .locator('#checkout-addresses')
    .getByRole('link', { name: t('Security.SignIn') })
    .click();
  const login = page.getByRole('dialog', { name: t('Security.LoginTitle') });
  await expect(login.getByLabel(t('Security.Email'))).toBeVisible();
  await expectAccessible(page);
});

for (const size of [
  { width: 360, height: 800 },
  { width: 1280, height: 900 },
]) {
  test(`screenshots at ${size.width} px: checkout (guest, customer), confirmation, pay`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/journey-${name}-${size.width}.png`, fullPage: true });
    const orderId = await placeCardOrder(page, 'fr');
    await page.goto(`/fr/checkout/pay/${orderId}`);
    await expect(page.locator('.demopay')).toBeVisible();
    expect((await sideways(page)).culprits).toEqual([]);
    await shot('pay');
    await page.goto(`/fr/checkout/confirmation/${orderId}`);
    await expect(page.locator('.order-confirmation__number')).toBeVisible();
    expect((await sideways(page)).culprits).toEqual([]);
    await shot('confirmation');
    expect(await addToBasket(page)).toBe(200);
    await page.goto('/fr/checkout');
    await widgetsMounted(page);
    expect((await sideways(page)).culprits).toEqual([]);
    await shot('checkout-customer');
    // Signed out (the cookie choice kept): the guest's checkout, in Italian.
    const consent = (await page.context().cookies()).filter((c) => c.name === CONSENT_COOKIE);
    await page.context().clearCookies();
    await page.context().addCookies(consent);
    await page.goto('/it/');
    expect(await addToBasket(page)).toBe(200);
    await page.goto('/it/checkout');
    await widgetsMounted(page);
    expect((await sideways(page)).culprits).toEqual([]);
    await shot('checkout-guest');
  });
}
