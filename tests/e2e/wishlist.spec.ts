/**
 * Wishlists and the customer reference from the product page (issue 5; spec 000 §2, §4, §8,
 * §9; spec 001 §2-§5): the login path for anonymous shoppers, creating a list and adding, the
 * header count, isinthelist, the desired quantity, ?openWishlist / ?openBirthlist, a variant
 * change, the customer reference; axe with each dialog open; the /shop base path.
 */
import type { Page } from '@playwright/test';
import type { Product, ProductVariant } from '../../demo/data/catalog/types';
import { SHOP_PORT } from '../../playwright.config';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { labelOf, orderable, otherPricedVariant, swatchProduct } from './productData';
import { signIn } from './shop';

const t = await translator('fr');
const product = swatchProduct();
const first = product.variants.find(orderable) as ProductVariant;
const productPath = (p: Product, v: ProductVariant, extra = '') =>
  `/fr/catalog/product/${p.slug}?variant=${v.ProductVariantId}${extra}`;

const wishlistButton = (page: Page) =>
  page.getByRole('button', { name: t('Catalog.AddToWishlist') });
const dialog = (page: Page, key = 'Catalog.AddToWishlist') =>
  page.getByRole('dialog', { name: t(key) });
const toast = (page: Page, text: string) => page.locator('.vitrine-toast', { hasText: text });

/** Picks the variant's size (same colour as the first variant) and waits for the address. */
async function chooseSize(page: Page, target: ProductVariant) {
  const variation = page.waitForResponse((r) => r.url().includes('/productvariants'));
  const sizeName = product.attributes[1]?.name.fr ?? '';
  await page
    .getByRole('group', { name: new RegExp(`^${sizeName}`) })
    .getByRole('radio', {
      name: new RegExp(`^${labelOf(product, 1, target.valueIds[1] as number)}`),
    })
    .check();
  await variation;
  await expect(page).toHaveURL(new RegExp(`variant=${target.ProductVariantId}$`));
}

/**
 * Scrolls to the wishlist buttons as a shopper would: they wait until they are seen (issue 16
 * §2), their server buttons disabled meanwhile, and Playwright scrolls only to enabled ones.
 */
async function reachWishlist(page: Page) {
  await page.locator('.product-wishlist').scrollIntoViewIfNeeded();
  await expect(wishlistButton(page)).toBeEnabled();
}

/** Signs in, back on the product page, and scrolls to its wishlist button. */
async function signInTo(page: Page, returnUrl: string, base = '/') {
  await signIn(page, returnUrl, { base });
  await reachWishlist(page);
}

test('an anonymous shopper gets the login modal, and signing in opens the dialog asked for', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 401/);
  await page.goto(productPath(product, first));
  await reachWishlist(page);
  await wishlistButton(page).click();
  const login = page.locator('.login-modal');
  await expect(login).toBeVisible();
  await expect(login.locator('input[name="returnUrl"]')).toHaveValue(
    productPath(product, first, `&openWishlist=${first.ProductVariantId}`),
  );
  await expectAccessible(page);
  await login.getByLabel(t('Security.Email')).fill('demo@vitrine.shop');
  await login.getByLabel(t('Security.Password')).fill('vitrine-demo');
  await login.getByRole('button', { name: t('Security.SignIn') }).click();
  await expect(page).toHaveURL(new RegExp(`openWishlist=${first.ProductVariantId}$`));
  // spec 000 §2, §9: the address opens the dialog by itself.
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page)).toContainText(first.SKU);
});

test('a signed-in shopper creates a list, adds, sees the count, then changes the desired quantity', async ({
  page,
}) => {
  await signInTo(page, productPath(product, first));
  const count = page.locator('.vitrine-wishlist-count');
  await expect(count).toHaveAccessibleName(t('Catalog.WishlistCount', { count: 0 }));

  await wishlistButton(page).click();
  const box = dialog(page);
  await expect(box.getByLabel(t('Catalog.ChooseList'))).toHaveValue('0');
  await expectAccessible(page);
  await box.getByLabel(t('Catalog.ListName')).fill('Noël');
  await box.locator('form[data-wishlist-add]').getByLabel(t('Catalog.DesiredQuantity')).fill('2');
  await box.getByRole('button', { name: t('Catalog.AddToWishlist') }).click();
  await expect(toast(page, t('Catalog.WishlistCreatedAndAdded', { name: 'Noël' }))).toBeVisible();
  await expect(box).toBeHidden();
  await expect(wishlistButton(page)).toBeFocused();
  await expect(count).toHaveAccessibleName(t('Catalog.WishlistCount', { count: 1 }));
  const pushed = await page.evaluate(() =>
    (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.filter(
      (entry) => entry.event === 'add_to_wishlist',
    ),
  );
  expect(pushed).toMatchObject([
    { ecommerce: { currency: 'EUR', items: [{ item_id: String(product.id), quantity: 2 }] } },
  ]);

  // spec 001 §4: the list the variant is in says so, with the desired quantity.
  await wishlistButton(page).click();
  const note = box.locator('[data-wishlist-note]');
  await expect(note).toHaveText(t('Catalog.AlreadyInListQuantity', { count: 2 }));
  await expectAccessible(page);
  await box.getByLabel(t('Catalog.ChooseList')).selectOption('0');
  await expect(note).toHaveText('');
  await expect(box.getByRole('button', { name: t('Catalog.AddToWishlist') })).toBeVisible();
  await box.getByLabel(t('Catalog.ChooseList')).selectOption({ label: 'Noël' });
  await expect(note).toHaveText(t('Catalog.AlreadyInListQuantity', { count: 2 }));

  // spec 000 §8: IsSuccessfull updates the quantity and closes the dialog.
  const desired = box
    .locator('form[data-wishlist-quantity]')
    .getByLabel(t('Catalog.DesiredQuantity'));
  await desired.fill('5');
  // The number stepper (spec 000 §5) around the field: plus adds one.
  await box
    .locator('form[data-wishlist-quantity]')
    .getByRole('button', { name: t('Core.IncreaseQuantity') })
    .click();
  await expect(desired).toHaveValue('6');
  await box.getByRole('button', { name: t('Catalog.UpdateDesiredQuantity') }).click();
  await expect(box).toBeHidden();
  await expect(toast(page, t('Catalog.WishlistQuantityUpdated', { count: 6 }))).toBeVisible();
  await wishlistButton(page).click();
  await expect(note).toHaveText(t('Catalog.AlreadyInListQuantity', { count: 6 }));
});

test('?openWishlist opens the variant’s dialog; ?openBirthlist the birth-list dialog', async ({
  page,
}) => {
  await signInTo(page, productPath(product, first, `&openWishlist=${first.ProductVariantId}`));
  await expect(dialog(page)).toBeVisible();
  await dialog(page)
    .getByRole('button', { name: t('Core.Close') })
    .click();
  await expect(dialog(page)).toBeHidden();

  await page.goto(productPath(product, first, '&openBirthlist'));
  const birth = dialog(page, 'Catalog.AddToBirthList');
  await expect(birth).toBeVisible();
  await expect(birth.getByLabel(t('Catalog.ListName'))).toHaveValue(t('Catalog.BirthList'));
  await expectAccessible(page);
});

test('after an add in the dialog ?openWishlist opened, focus is on the wishlist button (issue 10 §2)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await signInTo(page, productPath(product, first, `&openWishlist=${first.ProductVariantId}`));
  const box = dialog(page);
  await expect(box).toBeVisible();
  await box.getByLabel(t('Catalog.ListName')).fill('Anniversaire');
  await box.getByRole('button', { name: t('Catalog.AddToWishlist') }).click();
  await expect(box).toBeHidden();
  await expect(wishlistButton(page)).toBeFocused();
  await page.screenshot({ path: '/tmp/a11y-wishlist-focus-375.png' });
});

test('the wishlist button follows the variant chosen on the page, mounted after the choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const target = otherPricedVariant(product, first);
  await signIn(page, productPath(product, first));
  // issue 16 §2: below the fold it waits until it is seen, its server button disabled meanwhile.
  const placeholder = page.locator('[data-widget="wishlist-button"][data-kind="wishlist"]');
  await expect(placeholder).toHaveAttribute('data-widget-state', 'waiting');
  await expect(wishlistButton(page)).toBeDisabled();
  await chooseSize(page, target);
  await reachWishlist(page);
  await wishlistButton(page).click();
  await expect(dialog(page)).toContainText(target.SKU);
});

test('the customer reference saves and says the server message; anonymous shoppers are asked to sign in', async ({
  page,
}) => {
  await page.goto(productPath(product, first));
  const block = page.locator('[data-src="widget/catalog/CustomerReferenceUpdate"]');
  await expect(block).toContainText(t('Catalog.CustomerReferenceSignIn'));
  await expect(block.getByRole('link', { name: t('Security.SignIn') })).toBeVisible();

  await signInTo(page, productPath(product, first));
  await expect(block.locator('[data-widget="customer-reference-update"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  const input = block.getByLabel(t('Catalog.CustomerReference'));
  await input.fill('MON-REF-42');
  await block.getByRole('button', { name: t('Core.Save') }).click();
  await expect(toast(page, t('Catalog.CustomerReferenceSaved'))).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(block.getByLabel(t('Catalog.CustomerReference'))).toHaveValue('MON-REF-42');
  // The block follows the variant (decision 012): another variant has its own reference.
  await chooseSize(page, otherPricedVariant(product, first));
  await expect(block.getByLabel(t('Catalog.CustomerReference'))).toHaveValue('');
});

test('an add in one tab refreshes the wishlist count of another tab', async ({ page, context }) => {
  await signInTo(page, productPath(product, first));
  const other = await context.newPage();
  await other.goto('/fr/about');
  const count = other.locator('.vitrine-wishlist-count');
  await expect(count).toHaveAccessibleName(t('Catalog.WishlistCount', { count: 0 }));
  await wishlistButton(page).click();
  await dialog(page)
    .getByRole('button', { name: t('Catalog.AddToWishlist') })
    .click();
  await expect(dialog(page)).toBeHidden();
  await expect(count).toHaveAccessibleName(t('Catalog.WishlistCount', { count: 1 }));
});

test.describe('under the /shop base path', () => {
  test.use({ baseURL: `http://127.0.0.1:${SHOP_PORT}` });

  test('adds to a new list', async ({ page }) => {
    const path = `/shop${productPath(product, first)}`;
    await signInTo(page, path, '/shop/');
    await wishlistButton(page).click();
    await dialog(page)
      .getByRole('button', { name: t('Catalog.AddToWishlist') })
      .click();
    await expect(
      toast(page, t('Catalog.WishlistCreatedAndAdded', { name: t('Catalog.Wishlist') })),
    ).toBeVisible();
    await expect(page.locator('.vitrine-wishlist-count')).toHaveAccessibleName(
      t('Catalog.WishlistCount', { count: 1 }),
    );
  });
});

test('the customer reference can answer in a dialog that closes itself (gallery example)', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, '/fr/gallery?widget=customer-reference-update');
  const example = page.locator('.gallery__live [data-widget="customer-reference-update"]');
  await expect(example).toHaveAttribute('data-widget-state', 'mounted');
  await example.getByRole('button', { name: t('Core.Save') }).click();
  const box = page.getByRole('dialog', { name: t('Catalog.CustomerReference') });
  await expect(box).toContainText(t('Catalog.CustomerReferenceSaved'));
  // Axe may take longer than the dialog's 3 s on a loaded machine: the page's time stops, then
  // moves in 10 ms steps while axe runs (it needs its own timers: about 15 steps here), never
  // more than 1.5 s, so what axe sees does not depend on the machine's load.
  await pauseNow(page);
  let checking = true;
  // The dialog is what this test is about. Axe's failure is kept until the clock stops moving,
  // then thrown with its own message.
  const axe = expectAccessible(page, '.vitrine-modal__overlay', { inPageOnly: true }).then(
    () => undefined,
    (error: unknown) => error,
  );
  void axe.then(() => {
    checking = false;
  });
  for (let step = 0; checking && step < 150; step++) await page.clock.runFor(10);
  const failure = await axe;
  if (failure) throw failure;
  await expect(box).toBeVisible();
  // spec 000 §9: it closes after 3000 ms.
  await page.clock.runFor(3000);
  await expect(box).toBeHidden();
});

/**
 * Stops the page's clock about now. `pauseAt` takes a moment still to come, and the page's time
 * runs on while the test asks for it: when that moment has passed already, ask again.
 */
async function pauseNow(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 20);
      return;
    } catch (error) {
      if (!/to the past/.test(String(error))) throw error;
    }
  }
}
