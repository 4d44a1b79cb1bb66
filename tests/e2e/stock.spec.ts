/**
 * Stock on the product page (issue 5; spec 000 §2, §7): the stock-by-warehouse block and its
 * dialog, the back-in-stock popup and its form, the product page in the six cultures, and the
 * add-to-cart refusal for an out-of-stock variant. Products come from the seeded catalogue.
 */
import type { Page } from '@playwright/test';
import { products } from '../../demo/data/catalog';
import type { Culture, Product, ProductVariant } from '../../demo/data/catalog/types';
import { cultures } from '../../demo/data/catalog/types';
import { SHOP_PORT } from '../../playwright.config';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';

const stockOf = (variant: ProductVariant) =>
  Object.values(variant.stock).reduce((sum, count) => sum + count, 0);

function pick(test: (product: Product, variant: ProductVariant) => boolean) {
  for (const product of products) {
    const variant = product.variants.find((v) => test(product, v));
    if (variant) return { product, variant };
  }
  throw new Error('no such variant in the catalogue');
}

/** Every widget that starts at once has mounted (the 360 viewer waits until it is visible). */
async function eagerWidgetsMounted(page: Page) {
  const eager = page.locator('[data-widget]:not([data-hydrate])');
  await expect(eager.first()).toBeAttached();
  await expect(eager.and(page.locator(':not([data-widget-state="mounted"])'))).toHaveCount(0);
  await expect(page.locator('[data-widget-state="failed"]')).toHaveCount(0);
}

/** The first available variant is the one a product page shows without ?variant=. */
const inStock = pick(
  (p, v) => v === p.variants.find((first) => first.available) && stockOf(v) > 10,
);
const outOfStock = pick((_, v) => v.available && stockOf(v) === 0);

const open = (page: Page, product: Product, variant?: ProductVariant, culture: Culture = 'fr') =>
  page.goto(
    `/${culture}/catalog/product/${product.slug}${variant ? `?variant=${variant.ProductVariantId}` : ''}`,
  );
const stockRegion = (page: Page) => page.locator('.product__stock');

test('the stock block opens every warehouse in a dialog; closing returns focus', async ({
  page,
}) => {
  const t = await translator('fr');
  await open(page, inStock.product);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(inStock.product.name.fr);
  await expect(stockRegion(page)).toContainText(t('Catalog.InStock'));
  const link = stockRegion(page).getByRole('link', { name: t('Catalog.StockAllWarehouses') });
  await link.click();
  const dialog = page.getByRole('dialog', { name: t('Catalog.StockByWarehouse') });
  await expect(dialog).toBeVisible();
  const table = dialog.getByRole('table');
  await expect(table.locator('caption')).toContainText(inStock.product.name.fr);
  await expect(table.getByRole('rowheader')).toHaveCount(3);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('an out-of-stock variant offers the back-in-stock form, which validates and thanks', async ({
  page,
}) => {
  const t = await translator('fr');
  await open(page, outOfStock.product, outOfStock.variant);
  await expect(stockRegion(page)).toContainText(t('Catalog.OutOfStock'));
  const link = stockRegion(page).getByRole('link', { name: t('Catalog.NotifyWhenBackInStock') });
  await expect(link).toHaveAttribute(
    'href',
    `/fr/catalog/stocknotification/subscribe?ProductVariantId=${outOfStock.variant.ProductVariantId}&ProductId=${outOfStock.product.id}`,
  );
  await link.click();
  const dialog = page.getByRole('dialog', { name: t('Catalog.NotifyWhenBackInStock') });
  const email = dialog.getByLabel(t('Catalog.StockNotifyEmail'));
  const message = dialog.locator('[data-valmsg-for="Email"]');
  const submit = dialog.getByRole('button', { name: t('Catalog.StockNotifySubmit') });
  await expect(email).toBeVisible();

  await submit.click();
  await expect(message).toHaveText(t('Validation.Required'));
  await expect(email).toBeFocused();
  await email.fill('ana@example');
  await submit.click();
  await expect(message).toHaveText(t('Validation.Email'));
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  const posted = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/stocknotification/'),
  );
  await email.fill('ana@example.com');
  await submit.click();
  expect((await posted).headers().requestverificationtoken).toBeTruthy();
  await expect(dialog.getByRole('status')).toContainText('ana@example.com');
  await expect(dialog.locator('form')).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: t('Core.Close') }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('add to cart refuses an out-of-stock variant in the page culture', async ({ page }) => {
  const t = await translator('de');
  await open(page, outOfStock.product, outOfStock.variant, 'de');
  // Through the API client: a 422 in the page would be a console error.
  const settings = JSON.parse((await page.locator('#vitrine-settings').textContent()) ?? '{}') as {
    antiForgeryToken: string;
  };
  const response = await page.request.post('/api/v1/catalog/products/addtocart', {
    headers: { RequestVerificationToken: settings.antiForgeryToken },
    data: { ProductVariantId: outOfStock.variant.ProductVariantId, Quantity: 1, Name: 'e2e' },
  });
  const answer = { status: response.status(), body: await response.json() };
  expect(answer).toEqual({ status: 422, body: { Message: t('Catalog.OrderOutOfStock') } });
});

for (const culture of cultures) {
  test(`the product page speaks ${culture} and mounts every widget`, async ({ page }) => {
    const t = await translator(culture);
    await open(page, inStock.product, undefined, culture);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(inStock.product.name[culture]);
    await expect(stockRegion(page)).toContainText(t('Catalog.InStock'));
    await expect(
      stockRegion(page).getByRole('link', { name: t('Catalog.StockAllWarehouses') }),
    ).toBeVisible();
    await eagerWidgetsMounted(page);
    await expect(page.locator('h1')).toHaveCount(1);
  });
}

test('under a base path the stock dialog and the product page work', async ({ page }) => {
  const t = await translator('nl');
  await page.goto(`http://127.0.0.1:${SHOP_PORT}/shop/nl/catalog/product/${inStock.product.slug}`);
  const link = stockRegion(page).getByRole('link', { name: t('Catalog.StockAllWarehouses') });
  await expect(link).toHaveAttribute('href', /^\/shop\/widget\/catalog\/StockByWarehouse\?/);
  await link.click();
  const dialog = page.getByRole('dialog', { name: t('Catalog.StockByWarehouse') });
  await expect(dialog.getByRole('rowheader')).toHaveCount(3);
});

test('the product page has no horizontal scroll on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, outOfStock.product, outOfStock.variant);
  await eagerWidgetsMounted(page);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await expectAccessible(page);
});
