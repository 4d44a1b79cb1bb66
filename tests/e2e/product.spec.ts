/**
 * Product detail (issue 5; spec 000 §4, §5, §7): choosing variants by mouse and keyboard,
 * unavailable values, quantity rules by typing and by the stepper, degressive prices, add to
 * cart with its dialog, one request for five clicks, the basket in another tab, and a failure
 * that keeps the selection. Expectations come from the seeded catalogue, not from constants.
 */
import type { Page } from '@playwright/test';
import type { Product, ProductVariant } from '../../demo/data/catalog/types';
import { formatLabel } from '../../src/core/format';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import {
  degressiveProduct,
  euros,
  labelOf,
  orderable,
  otherPricedVariant,
  productWithRule,
  swatchProduct,
  unitsOf,
} from './productData';

const open = async (page: Page, product: Product, variant?: ProductVariant) => {
  const query = variant ? `?variant=${variant.ProductVariantId}` : '';
  await page.goto(`/fr/catalog/product/${product.slug}${query}`);
  await expect(page.locator('.vitrine-variations')).toBeVisible();
};
const price = (page: Page) => page.locator('.vitrine-variations__amount');
const sku = (page: Page) => page.locator('.vitrine-variations__sku span');
const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantité' });
const addButton = (page: Page) => page.getByRole('button', { name: 'Ajouter au panier' });
const radio = (page: Page, group: string, label: string) =>
  page.getByRole('group', { name: new RegExp(`^${group}`) }).getByRole('radio', {
    name: new RegExp(`^${label}`),
  });

test.describe('choosing a variant', () => {
  const product = swatchProduct();
  const first = product.variants.find(orderable) as ProductVariant;
  const target = otherPricedVariant(product, first);
  const colourName = product.attributes[0]?.name.fr ?? '';
  const sizeName = product.attributes[1]?.name.fr ?? '';

  test('a click on a size changes price, SKU, address and the blocks that follow the variant', async ({
    page,
  }) => {
    await open(page, product, first);
    await expect(price(page)).toHaveText(euros(first.priceTaxIncl));
    await expect(sku(page)).toHaveText(first.SKU);
    const stock = page.locator('[data-src="widget/catalog/StockByWarehouse"]');
    const variation = page.waitForResponse((r) => r.url().includes('/productvariants'));
    await radio(page, colourName, labelOf(product, 0, target.valueIds[0] as number)).check();
    await radio(page, sizeName, labelOf(product, 1, target.valueIds[1] as number)).check();
    await variation;
    await expect(price(page)).toHaveText(euros(target.priceTaxIncl));
    await expect(sku(page)).toHaveText(target.SKU);
    await expect(page).toHaveURL(new RegExp(`\\?variant=${target.ProductVariantId}$`));
    await expect(
      stock.locator(`a[href*="productVariantId=${target.ProductVariantId}"]`).first(),
    ).toBeAttached();
    await expect(
      page.getByRole('status').filter({ hasText: euros(target.priceTaxIncl) }),
    ).toBeAttached();
  });

  test('arrow keys move between colours and the gallery follows the colour', async ({ page }) => {
    await open(page, product, first);
    const colours = product.attributes[0]?.values ?? [];
    const current = colours.findIndex(
      (value) => value.ProductAttributeValueId === first.valueIds[0],
    );
    await radio(page, colourName, labelOf(product, 0, first.valueIds[0] as number)).focus();
    // The next colour that exists with the chosen size, as the browser's radio group skips disabled ones.
    const next = [...colours.slice(current + 1), ...colours.slice(0, current)].find((value) =>
      product.variants.some(
        (variant) =>
          variant.available &&
          variant.valueIds[0] === value.ProductAttributeValueId &&
          variant.valueIds[1] === first.valueIds[1],
      ),
    );
    if (!next) throw new Error('no other colour for this size');
    const landed = product.variants.find(
      (variant) =>
        variant.valueIds[0] === next.ProductAttributeValueId &&
        variant.valueIds[1] === first.valueIds[1],
    ) as ProductVariant;
    await page.keyboard.press('ArrowRight');
    await expect(radio(page, colourName, next.label.fr)).toBeChecked();
    await expect(sku(page)).toHaveText(landed.SKU);
    await expect(
      page.locator(`.product__gallery img[src$="v=${next.ProductAttributeValueId}"]`).first(),
    ).toBeAttached();
  });

  test('each choice is announced by what changed, then price and availability (issue 10 §2)', async ({
    page,
  }) => {
    const t = await translator('de');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/de/catalog/product/${product.slug}?variant=${first.ProductVariantId}`);
    await expect(page.locator('.vitrine-variations')).toBeVisible();
    const status = page.locator('.vitrine-variations > [role="status"]');
    const sizeName = product.attributes[1]?.name.de ?? '';
    const sizeOf = (variant: ProductVariant) =>
      product.attributes[1]?.values.find(
        (value) => value.ProductAttributeValueId === variant.valueIds[1],
      )?.label.de ?? '';
    const said = (variant: ProductVariant) => {
      const units = unitsOf(variant);
      const stock = units <= 3 ? t('Catalog.LowStock', { count: units }) : t('Catalog.InStock');
      const price = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' });
      const chosen = formatLabel(sizeName, sizeOf(variant), 'de-DE');
      return `${chosen}, ${price.format(variant.priceTaxIncl)}, ${stock}`;
    };
    const sizes = page.getByRole('group', { name: new RegExp(`^${sizeName}`) });
    for (const variant of [target, first]) {
      await sizes.getByRole('radio', { name: new RegExp(`^${sizeOf(variant)}`) }).check();
      await expect(status).toHaveText(said(variant));
    }
  });

  test('a focused swatch shows the site’s focus ring (issue 10 §2)', async ({ page }) => {
    await open(page, product, first);
    const ring = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} ${style.outlineOffset}`;
    };
    // Keyboard focus, as :focus-visible needs.
    await page.keyboard.press('Shift');
    const link = page.locator('.main-nav a').first();
    await link.focus();
    const site = await link.evaluate(ring);
    expect(site).toMatch(/^solid 3px/);
    const swatch = radio(page, colourName, labelOf(product, 0, first.valueIds[0] as number));
    await swatch.focus();
    await page.keyboard.press('Shift');
    await expect(swatch).toBeFocused();
    const shown = swatch.locator('xpath=following-sibling::span[1]');
    expect(await shown.evaluate(ring)).toBe(site);
    const box = await shown.locator('xpath=ancestor::fieldset[1]').boundingBox();
    if (box) {
      const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
      await page.screenshot({ path: '/tmp/a11y-swatch-ring.png', clip });
    }
  });

  test('values that do not exist with the chosen size are disabled and say so', async ({
    page,
  }) => {
    const missing = product.variants.find((variant) => !variant.available) as ProductVariant;
    const sameSize = product.variants.find(
      (variant) => orderable(variant) && variant.valueIds[1] === missing.valueIds[1],
    ) as ProductVariant;
    await open(page, product, sameSize);
    const colour = radio(page, colourName, labelOf(product, 0, missing.valueIds[0] as number));
    await expect(colour).toBeDisabled();
    await expect(page.locator('.vitrine-variations__option.is-unavailable').first()).toContainText(
      '(indisponible)',
    );
  });

  test('a shared address opens its variant', async ({ page }) => {
    await open(page, product, target);
    await expect(sku(page)).toHaveText(target.SKU);
    await expect(
      radio(page, sizeName, labelOf(product, 1, target.valueIds[1] as number)),
    ).toBeChecked();
  });
});

test.describe('quantity rules (spec 000 §5)', () => {
  test('a product sold by 3: typing snaps after 600 ms, the stepper moves by 3', async ({
    page,
  }) => {
    const product = productWithRule((rule) => rule.step === 3);
    await open(page, product);
    await expect(quantity(page)).toHaveValue(String(Math.ceil(product.quantity.min / 3) * 3));
    const asked = page.waitForRequest(
      (r) => r.url().includes('/productvariants') && r.url().includes('Quantity=9'),
    );
    await quantity(page).fill('7');
    await expect(quantity(page)).toHaveValue('7');
    await expect(quantity(page)).toHaveValue('9');
    await asked;
    await page.getByRole('button', { name: 'Augmenter la quantité' }).click();
    await expect(quantity(page)).toHaveValue('12');
    await page.getByRole('button', { name: 'Diminuer la quantité' }).click();
    await expect(quantity(page)).toHaveValue('9');
    await expect(page.getByText('Vendu par multiple de 3')).toBeVisible();
  });

  test('a maximum clamps typing and disables plus; text becomes empty then min on leaving', async ({
    page,
  }) => {
    const product = productWithRule((rule) => rule.max > 0 && rule.step === 1);
    await open(page, product);
    await quantity(page).fill('250');
    await expect(quantity(page)).toHaveValue(String(product.quantity.max));
    await expect(page.getByRole('button', { name: 'Augmenter la quantité' })).toBeDisabled();
    await quantity(page).fill('abc');
    await expect(quantity(page)).toHaveValue('');
    await quantity(page).blur();
    await expect(quantity(page)).toHaveValue(String(product.quantity.min));
  });

  test('a quantity past a degressive step shows the lower unit price', async ({ page }) => {
    const product = degressiveProduct();
    const step = product.degressivePrices[0];
    if (!step) throw new Error('no degressive step');
    await open(page, product);
    await quantity(page).fill(String(step.fromQuantity));
    await quantity(page).press('Enter');
    await expect(price(page)).toHaveText(euros(step.unitPriceTaxIncl));
    await expect(page.locator('.vitrine-variations__total')).toHaveText(
      `Total : ${euros(step.unitPriceTaxIncl * step.fromQuantity)}`,
    );
  });
});

test.describe('add to cart (spec 000 §4)', () => {
  const product = swatchProduct();
  const variant = product.variants.find(orderable) as ProductVariant;
  const count = (page: Page) => page.locator('.site-header .vitrine-basket-summary__count');

  test('five fast clicks send one order; the dialog shows item, quantity and totals; other tabs follow', async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await other.goto('/fr/');
    await expect(count(other)).toHaveText('0');
    await open(page, product, variant);
    const orders: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/addtocart')) orders.push(request.postData() ?? '');
    });
    // Hold the answer so all five clicks land while the first order is in flight.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/addtocart?*', async (route) => {
      await held;
      await route.continue();
    });
    await quantity(page).fill('2');
    await quantity(page).press('Enter');
    // force: the busy button is aria-disabled, which Playwright would wait on; a shopper just clicks.
    for (let i = 0; i < 5; i++) await addButton(page).click({ force: true });
    await expect(addButton(page)).toHaveAttribute('aria-busy', 'true');
    release();
    const dialog = page.getByRole('dialog', { name: 'Ajouté à votre panier' });
    await expect(dialog).toBeVisible();
    expect(orders).toHaveLength(1);
    expect(JSON.parse(orders[0] ?? '{}')).toMatchObject({
      ProductVariantId: variant.ProductVariantId,
      Quantity: 2,
      Name: product.name.fr,
    });
    await expect(dialog).toContainText(product.name.fr);
    await expect(dialog.locator('dd').first()).toHaveText('2');
    await expect(dialog).toContainText('2 articles');
    await expect(count(page)).toHaveText('2');
    await expect(count(other)).toHaveText('2');
    await expectAccessible(page, '.vitrine-modal');
    await dialog.getByRole('button', { name: 'Continuer mes achats' }).click();
    await expect(dialog).toBeHidden();
    await expect(addButton(page)).toBeFocused();
  });

  test('"go to basket" opens the basket page', async ({ page }) => {
    await open(page, product, variant);
    await addButton(page).click();
    await page.getByRole('link', { name: 'Voir mon panier' }).click();
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
  });

  test('a server error keeps the selection and says what went wrong', async ({
    page,
    problems,
  }) => {
    problems.allow(/status of 500/);
    await open(page, product, variant);
    await page.route('**/addtocart?*', (route) => route.fulfill({ status: 500, body: '' }));
    await addButton(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'n’a pas pu être ajouté' }),
    ).toBeVisible();
    await expect(sku(page)).toHaveText(variant.SKU);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an out-of-stock variant cannot be ordered and says why', async ({ page }) => {
    const sold = product.variants.find((v) => v.available && !orderable(v)) as ProductVariant;
    await open(page, product, sold);
    await expect(addButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(page.locator('.vitrine-variations__blocked')).toHaveText('En rupture de stock');
    await expectAccessible(page);
  });
});

test.describe('in the other cultures', () => {
  for (const culture of ['nl', 'es', 'de', 'it', 'pt'] as const) {
    test(`${culture}: a variant is chosen and added, in the page's language`, async ({ page }) => {
      const t = await translator(culture);
      const product = swatchProduct();
      const first = product.variants.find(orderable) as ProductVariant;
      const target = otherPricedVariant(product, first);
      await page.goto(
        `/${culture}/catalog/product/${product.slug}?variant=${first.ProductVariantId}`,
      );
      const size = product.attributes[1]?.values.find(
        (value) => value.ProductAttributeValueId === target.valueIds[1],
      );
      const colour = product.attributes[0]?.values.find(
        (value) => value.ProductAttributeValueId === target.valueIds[0],
      );
      await page.getByRole('radio', { name: new RegExp(`^${colour?.label[culture]}`) }).check();
      await page.getByRole('radio', { name: size?.label[culture] ?? '', exact: true }).check();
      await expect(page.locator('.vitrine-variations__sku span')).toHaveText(target.SKU);
      await page.getByRole('button', { name: t('Catalog.AddToCart') }).click();
      const dialog = page.getByRole('dialog', { name: t('ShoppingCarts.AddedToBasket') });
      await expect(dialog).toContainText(product.name[culture]);
      await expect(
        dialog.getByRole('link', { name: t('ShoppingCarts.GoToBasket') }),
      ).toHaveAttribute('href', `/${culture}/shoppingcarts`);
    });
  }
});
