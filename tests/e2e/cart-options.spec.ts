/**
 * The basket page's options in Chromium (issue 11; spec 001 §3, §4, §5, §7, §8): shipping
 * country (one refresh), postal code → city, shipping method, coupons and "my coupons", with
 * their failure paths, on a phone and a desktop, in French, German and Dutch.
 */
import type { Page, Request } from '@playwright/test';
import { products } from '../../demo/data/catalog';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { addToBasket, signIn } from './shop';

const toast = (page: Page, text: string) => page.locator('.vitrine-toast', { hasText: text });

/** A basket of 2 on the basket page of `culture`, its widgets running. */
async function basketPage(page: Page, culture = 'fr') {
  await page.goto(`/${culture}/`);
  expect(await addToBasket(page, undefined, 2)).toBe(200);
  await page.goto(`/${culture}/shoppingcarts`);
  await widgetsMounted(page);
}

/**
 * The postal-code type-ahead, which loads when the shopper reaches for the field (the server's
 * field until then): a click on the field, then the combobox that took it over.
 */
async function postalCode(page: Page, label: string) {
  await page.getByRole('textbox', { name: label }).click();
  return page.getByRole('combobox', { name: label });
}

/** Page loads of the basket (a full load or the shell's fetch of the region). */
function basketLoads(page: Page, culture: string): Request[] {
  const loads: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/${culture}/shoppingcarts`) loads.push(request);
  });
  return loads;
}

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a shipping country chosen by the shopper refreshes the page once (spec 001 §4)', async ({
    page,
  }) => {
    const t = await translator('fr');
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
    await basketPage(page);
    const loads = basketLoads(page, 'fr');
    const country = page.getByLabel(t('ShoppingCarts.ShippingCountry'));
    const posted = page.waitForRequest('**/api/v1/shoppingcarts/country');
    await country.selectOption('FR');
    expect((await posted).postDataJSON()).toEqual({ CountryCode: 'FR' });
    await expect(page.locator('[data-widget="shipping-country"]')).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
    await expect(page.locator('input[name="ShippingMethodId"][value="731"]')).toBeAttached();
    await expect(country).toHaveValue('FR');
    await expect(country).toBeFocused();
    expect(loads).toHaveLength(1);
    // Every request stayed in the demo.
    expect([...hosts]).toEqual(['127.0.0.1']);
    await expectAccessible(page);
  });

  test('a shipping method is posted, kept, and a failure puts the saved one back', async ({
    page,
    problems,
  }) => {
    const t = await translator('fr');
    await basketPage(page);
    const express = page.getByRole('radio', {
      name: new RegExp(t('ShoppingCarts.DeliveryNextDay')),
    });
    const posted = page.waitForRequest('**/api/v1/shoppingcarts/shippingmethod');
    await express.check();
    expect((await posted).postDataJSON()).toEqual({ ShippingMethodId: 212 });
    await expect(express.locator('xpath=..')).toHaveClass(/is-chosen/);
    await page.reload();
    await widgetsMounted(page);
    await expect(page.locator('input[value="212"]')).toBeChecked();

    problems.allow(/status of 500/);
    await page.route('**/api/v1/shoppingcarts/shippingmethod', (route) =>
      route.fulfill({ status: 500, json: {} }),
    );
    // The choice goes back once the failure is known: a click, not a check that insists.
    await page.locator('input[value="211"]').click();
    await expect(toast(page, t('Core.ErrorServer'))).toBeVisible();
    await expect(page.locator('input[value="212"]')).toBeChecked();
  });

  test('coupons: valid, not available, failing, removed (spec 001 §4, §5, §8)', async ({
    page,
    problems,
  }) => {
    const t = await translator('fr');
    await basketPage(page);
    const field = page.getByRole('textbox', { name: t('ShoppingCarts.CouponCode') });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/shoppingcarts/coupon')) calls.push(request.method());
    });
    // An empty field does nothing, even with Enter.
    await field.press('Enter');
    await field.fill('SOLDES2024');
    // Enter is the key that applies it; others do not.
    await field.press('Tab');
    expect(calls).toEqual([]);
    await field.press('Enter');
    await expect(toast(page, t('ShoppingCarts.NoCouponAvailable'))).toBeVisible();

    problems.allow(/status of 500/);
    await page.route('**/api/v1/shoppingcarts/coupon', (route) => route.fulfill({ status: 500 }));
    await field.fill('BIENVENUE10');
    await field.press('Enter');
    await expect(toast(page, t('Core.ErrorOccurred'))).toBeVisible();
    await page.unroute('**/api/v1/shoppingcarts/coupon');

    await field.press('Enter');
    await expect(toast(page, t('ShoppingCarts.CouponValid'))).toBeVisible();
    await expect(
      page.getByText(t('ShoppingCarts.CouponApplied', { code: 'BIENVENUE10' })),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: t('ShoppingCarts.CouponCode') })).toHaveValue(
      'BIENVENUE10',
    );

    await page.getByRole('button', { name: t('ShoppingCarts.RemoveCoupon') }).click();
    await expect(
      page.getByText(t('ShoppingCarts.CouponApplied', { code: 'BIENVENUE10' })),
    ).toBeHidden();
    expect(calls).toEqual(['POST', 'POST', 'POST', 'DELETE']);
  });

  test('a customer chooses one of their coupons in the dialog (spec 001 §2, §7)', async ({
    page,
  }) => {
    const t = await translator('nl');
    await signIn(page, '/nl/', { culture: 'nl' });
    expect(await addToBasket(page, undefined, 1)).toBe(200);
    await page.goto('/nl/shoppingcarts');
    await widgetsMounted(page);
    const mine = page.getByRole('button', { name: t('ShoppingCarts.MyCoupons') });
    await mine.click();
    const dialog = page.getByRole('dialog', { name: t('ShoppingCarts.MyCoupons') });
    await expect(dialog.getByText(t('ShoppingCarts.MyCouponsIntro'))).toBeVisible();
    const use = dialog.getByRole('button', {
      name: t('ShoppingCarts.UseCoupon', { code: 'ANNIV-20' }),
    });
    await expect(use).toBeVisible();
    await expectAccessible(page, '.vitrine-modal__overlay');
    await use.press('Enter');
    await expect(dialog).toBeHidden();
    const field = page.getByRole('textbox', { name: t('ShoppingCarts.CouponCode') });
    await expect(field).toHaveValue('ANNIV-20');
    await expect(field).toBeFocused();
    await field.press('Enter');
    await expect(toast(page, t('ShoppingCarts.CouponValid'))).toBeVisible();
  });
});

test.describe('pickup methods on the basket page', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('choosing the shop pickup by keyboard opens the search; the point saved carries its id', async ({
    page,
  }) => {
    const t = await translator('es');
    await basketPage(page, 'es');
    const methods = page.locator('input[name="ShippingMethodId"]');
    await methods.first().focus();
    // Up from the first method wraps to the last one: the shop pickup (the static carrier).
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('input[value="215"]')).toBeChecked();
    const dialog = page.getByRole('dialog', { name: t('PickupPoints.DialogTitle') });
    await expect(dialog).toBeVisible();
    // Checkout waits for the point, and says so.
    await expect(page.getByText(t('ShoppingCarts.CheckoutPickupMissing'))).toBeAttached();
    // No postal code saved yet: the shopper types one.
    const postCode = dialog.getByLabel(t('PickupPoints.PostalCode'));
    await postCode.fill('1000');
    await postCode.press('Enter');
    const radios = dialog.getByRole('radio');
    await expect(radios.first()).toBeVisible();
    await radios.first().focus();
    await page.keyboard.press('Space');
    const saved = page.waitForRequest((r) =>
      r.url().endsWith('/shoppingcarts/externalpickuppoint'),
    );
    await dialog.getByRole('button', { name: t('PickupPoints.Choose') }).click();
    const body = (await saved).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ ShippingMethodId: 215, ShippingCountryId: 21 });
    expect(body.PickupPointId).toEqual(expect.any(String));
    // The page refreshed: the chosen point is named under its method, which stays chosen.
    const chosen = page.locator('.cart-methods__item.is-chosen .vitrine-pickup-point__chosen');
    await expect(chosen).toContainText(String(body.PickupPointName));
    await expect(page.locator('input[value="215"]')).toBeChecked();
    await expect(page.getByRole('link', { name: t('ShoppingCarts.Checkout') })).toBeVisible();
    await expectAccessible(page);
  });
});

test('the shipping prices follow the lines: free relay delivery once the basket reaches 50 €', async ({
  page,
}) => {
  const t = await translator('it');
  // A plain variant under 50 € whose two units reach it.
  const cheap = products
    .filter((p) => p.quantity.min === 1 && p.quantity.step === 1 && p.degressivePrices.length === 0)
    .flatMap((p) => p.variants)
    .find((v) => v.available && v.priceTaxIncl >= 26 && v.priceTaxIncl < 49);
  if (!cheap) throw new Error('no variant between 26 and 49 €');
  await page.goto('/it/');
  expect(await addToBasket(page, cheap.ProductVariantId, 1)).toBe(200);
  await page.goto('/it/shoppingcarts');
  await expect(page.locator('[data-widget="shipping-methods"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  const relay = page.locator('.cart-methods__item', { has: page.locator('input[value="213"]') });
  await expect(relay.locator('.cart-methods__price')).not.toHaveText(t('ShoppingCarts.Free'));
  const reloaded = page.waitForResponse((r) => r.url().endsWith('/it/widget/shippingmethods'));
  await page
    .locator(`[data-line="${cheap.ProductVariantId}"]`)
    .getByRole('button', { name: t('Core.IncreaseQuantity') })
    .click();
  expect((await reloaded).status()).toBe(200);
  await expect(relay.locator('.cart-methods__price')).toHaveText(t('ShoppingCarts.Free'));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a postal code finds its cities from 4 characters, and one is chosen by keyboard (spec 001 §5)', async ({
    page,
  }) => {
    const t = await translator('de');
    await basketPage(page, 'de');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/cities/')) asked.push(new URL(request.url()).pathname);
    });
    const field = await postalCode(page, t('ShoppingCarts.PostalCode'));
    await expect(field).toBeFocused();
    await field.pressSequentially('132');
    await field.press('Enter');
    await field.pressSequentially('0');
    const options = page
      .getByRole('listbox', { name: t('ShoppingCarts.Cities') })
      .getByRole('option');
    await expect(options).toHaveCount(4);
    expect(asked).toEqual(['/api/v1/countries/21/cities/1320']);
    await page.screenshot({ path: 'test-results/cart-options-city-de-375.png', fullPage: true });
    await field.press('ArrowDown');
    const saved = page.waitForRequest('**/api/v1/shoppingcarts/city');
    await field.press('Enter');
    expect((await saved).postDataJSON()).toEqual({ CityId: expect.any(Number) });
    await expect(
      page.getByText(t('ShoppingCarts.DeliveringTo', { place: '1320 Beauvechain' })),
    ).toBeVisible();
    await expect(page.getByRole('combobox', { name: t('ShoppingCarts.PostalCode') })).toBeFocused();

    await field.fill('9999');
    await expect(page.getByText(t('ShoppingCarts.NoCityFound')).first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });

  test('failures: cities unavailable, a country refused, a network error', async ({
    page,
    problems,
  }) => {
    const t = await translator('fr');
    await basketPage(page);
    problems.allow(/status of (500|422)|ERR_FAILED/);
    await page.route('**/cities/**', (route) => route.fulfill({ status: 500 }));
    await (await postalCode(page, t('ShoppingCarts.PostalCode'))).fill('1000');
    await expect(page.getByText(t('ShoppingCarts.CityUnavailable')).first()).toBeVisible();

    await page.route('**/api/v1/shoppingcarts/country', (route) =>
      route.fulfill({ status: 422, json: { Message: t('ShoppingCarts.UnknownCountry') } }),
    );
    const country = page.getByLabel(t('ShoppingCarts.ShippingCountry'));
    await country.selectOption('DE');
    await expect(toast(page, t('ShoppingCarts.UnknownCountry'))).toBeVisible();
    await expect(country).toHaveValue('BE');

    await page.route('**/api/v1/shoppingcarts/coupon', (route) => route.abort());
    const field = page.getByRole('textbox', { name: t('ShoppingCarts.CouponCode') });
    await field.fill('BIENVENUE10');
    await field.press('Enter');
    await expect(toast(page, t('Core.ErrorOccurred'))).toBeVisible();
    await expect(field).toHaveValue('BIENVENUE10');
  });
});
