/** What the cart specs share: plain variants, the money they cost, a basket page to open. */
import { expect, type Page } from '@playwright/test';
import { products } from '../../demo/data/catalog';
import type { ProductVariant } from '../../demo/data/catalog/types';
import { localeOf } from '../../src/core/locale';
import type { Culture } from '../../src/core/settings';
import { widgetsMounted } from './fixtures';
import { unitsOf } from './productData';
import { addToBasket } from './shop';

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };

/** Plain variants (no quantity rule, no degressive price, 20 in stock at least). */
const plain: ProductVariant[] = products
  .filter(
    (p) =>
      p.quantity.min === 1 &&
      p.quantity.step === 1 &&
      p.quantity.max === 0 &&
      p.degressivePrices.length === 0,
  )
  .flatMap((p) => p.variants.filter((v) => v.available && unitsOf(v) >= 20).slice(0, 1))
  .slice(0, 3);
export const [first, second, third] = plain as [ProductVariant, ProductVariant, ProductVariant];

export const money = (culture: Culture, amount: number) =>
  new Intl.NumberFormat(localeOf(culture, 'BE'), { style: 'currency', currency: 'EUR' }).format(
    Math.round(amount * 100) / 100,
  );

export async function openCart(
  page: Page,
  culture: Culture,
  lines: Array<[ProductVariant, number]>,
  root = '/',
) {
  await page.goto(`${root}${culture}/`);
  for (const [variant, quantity] of lines) {
    expect(await addToBasket(page, variant.ProductVariantId, quantity)).toBe(200);
  }
  await page.goto(`${root}${culture}/shoppingcarts`);
  await widgetsMounted(page);
  await expect(page.locator('[data-widget="cart-items"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
}

export const line = (page: Page, variant: ProductVariant) =>
  page.locator(`[data-line="${variant.ProductVariantId}"]`);
export const totalIncl = (page: Page) => page.locator('.basket-totals__row--total dd');
export const headerCount = (page: Page) => page.locator('.vitrine-basket-summary__count');
