/**
 * Shopping details of the product page (issue 10 §4): it opens on a variant the shopper can
 * order, a sale shows its old price and badge, and the add-to-cart confirmation shows the
 * picture and the unit price. At a phone and a desktop width, in several cultures.
 */
import type { Page } from '@playwright/test';
import { onSale, products } from '../../demo/data/catalog';
import type { Product, ProductVariant } from '../../demo/data/catalog/types';
import { formatDiscount } from '../../src/core/format';
import { localeOf } from '../../src/core/locale';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { orderable, swatchProduct } from './productData';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const money = (culture: Culture, amount: number) =>
  new Intl.NumberFormat(localeOf(culture), { style: 'currency', currency: 'EUR' }).format(amount);
/** Intl writes no-break spaces; compare with plain ones. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** A product whose first existing variant is sold out while another is in stock. */
const soldOutFirst = products.find((product) => {
  const first = product.variants.find((variant) => variant.available);
  return first && !orderable(first) && product.variants.some(orderable);
}) as Product;

/** A product on sale, with sizes to choose, that can be ordered one at a time. */
const saleProduct = products.find(
  (product) =>
    onSale(product) &&
    product.quantity.min === 1 &&
    product.quantity.step === 1 &&
    product.variants.filter(orderable).length > 1,
) as Product;

async function openProduct(page: Page, culture: Culture, product: Product, query = '') {
  await page.goto(`/${culture}/catalog/product/${product.slug}${query}`);
  await widgetsMounted(page);
  await expect(page.locator('.vitrine-variations')).toBeVisible();
}

test.describe('the product page opens on a variant the shopper can order (issue 10 §4)', () => {
  const first = soldOutFirst.variants.find((variant) => variant.available) as ProductVariant;
  const stocked = soldOutFirst.variants.find(orderable) as ProductVariant;

  for (const [culture, size] of [
    ['fr', PHONE],
    ['de', DESKTOP],
  ] as const) {
    test(`${culture} at ${size.width} px: the first variant in stock, the button usable`, async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.setViewportSize(size);
      await openProduct(page, culture, soldOutFirst);
      await expect(page.locator('.vitrine-variations__sku span')).toHaveText(stocked.SKU);
      const add = page.getByRole('button', { name: t('Catalog.AddToCart') });
      await expect(add).not.toHaveAttribute('aria-disabled', 'true');
      await expect(page.locator('.vitrine-variations__blocked')).toHaveCount(0);
      await add.click();
      await expect(
        page.getByRole('dialog', { name: t('ShoppingCarts.AddedToBasket') }),
      ).toBeVisible();
    });
  }

  test('?variant= still opens the sold-out variant it names, which says why it cannot be ordered', async ({
    page,
  }) => {
    const t = await translator('nl');
    await openProduct(page, 'nl', soldOutFirst, `?variant=${first.ProductVariantId}`);
    await expect(page.locator('.vitrine-variations__sku span')).toHaveText(first.SKU);
    await expect(page.getByRole('button', { name: t('Catalog.AddToCart') })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(page.locator('.vitrine-variations__blocked')).toHaveText(t('Catalog.OutOfStock'));
  });
});

test.describe('a product on sale (issue 10 §4)', () => {
  for (const [culture, size] of [
    ['fr', PHONE],
    ['it', DESKTOP],
  ] as const) {
    test(`${culture} at ${size.width} px: the old price struck through and said, and the badge`, async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.setViewportSize(size);
      await openProduct(page, culture, saleProduct);
      const variant = saleProduct.variants.find(orderable) as ProductVariant;
      const regular = variant.regularPriceTaxIncl as number;
      const price = page.locator('.vitrine-variations__price');
      await expect(price.locator('.vitrine-variations__amount')).toHaveText(
        money(culture, variant.priceTaxIncl),
      );
      const was = price.locator('s');
      await expect(was).toBeVisible();
      expect(plain(await was.textContent())).toBe(
        plain(`${t('Catalog.InsteadOf')} ${money(culture, regular)}`),
      );
      // Said, not only drawn: the words are in the accessibility tree, hidden from the eye.
      await expect(was.locator('.vitrine-visually-hidden')).toHaveText(
        `${t('Catalog.InsteadOf')} `,
      );
      await expect(price.locator('.vitrine-variations__badge')).toHaveText(
        formatDiscount(regular, variant.priceTaxIncl, localeOf(culture)),
      );
      await expectAccessible(page);
      await price.screenshot({ path: `/tmp/shop-sale-product-${culture}-${size.width}.png` });
    });
  }
});

test.describe('the add-to-cart confirmation (issue 10 §4)', () => {
  for (const [culture, size] of [
    ['de', PHONE],
    ['pt', DESKTOP],
  ] as const) {
    test(`${culture} at ${size.width} px: picture, unit price, quantity and totals`, async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.setViewportSize(size);
      const product = swatchProduct();
      const variant = product.variants.find(orderable) as ProductVariant;
      await openProduct(page, culture, product, `?variant=${variant.ProductVariantId}`);
      const quantity = page.getByRole('textbox', { name: t('ShoppingCarts.Quantity') });
      await quantity.fill('2');
      await quantity.press('Enter');
      await expect(page.locator('.vitrine-variations__total')).toBeVisible();
      await page.getByRole('button', { name: t('Catalog.AddToCart') }).click();
      const dialog = page.getByRole('dialog', { name: t('ShoppingCarts.AddedToBasket') });
      await expect(dialog).toBeVisible();
      const image = dialog.locator('img.vitrine-added__image');
      await expect(image).toHaveAttribute('src', /\/media\/product\/\d+\/0\.svg/);
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      const facts = dialog.locator('dl');
      const row = (term: string) =>
        facts.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
      await expect(row(t('ShoppingCarts.Quantity'))).toHaveText('2');
      expect(plain(await row(t('ShoppingCarts.UnitPrice')).textContent())).toBe(
        plain(money(culture, variant.priceTaxIncl)),
      );
      await expect(row(t('ShoppingCarts.TotalTaxIncl'))).not.toBeEmpty();
      await expectAccessible(page, '.vitrine-modal');
      await page.screenshot({ path: `/tmp/shop-added-${culture}-${size.width}.png` });
      await dialog.getByRole('button', { name: t('ShoppingCarts.ContinueShopping') }).click();
      await expect(dialog).toBeHidden();
    });
  }
});
