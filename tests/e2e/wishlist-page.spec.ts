/**
 * The wishlist list page (issue 11 §3; spec 001 §2, §3, §5, §7, §8): the seeded lists of the
 * demo customer, switching lists (address bar, Back), rename, description, quantity, remove
 * with the confirm dialog, order all (the header basket follows), delete a list, the header
 * count in a second tab, failures said with the server Message; at a phone and a desktop
 * width, in French and German.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { signIn } from './shop';

const LIST_PAGE = 'catalog/wishlist/list';
const toast = (page: Page, text: string) => page.locator('.vitrine-toast', { hasText: text });
const nav = (page: Page) => page.locator('nav.wishlist-nav');
const items = (page: Page) => page.locator('[data-wishlist-items]');
const rows = (page: Page) => items(page).locator('[data-wishlist-item]');

/** Signs in and opens the list page, its widget mounted; answers the page's strings. */
async function openLists(page: Page, culture: 'fr' | 'de', width: number) {
  await page.setViewportSize({ width, height: 900 });
  await signIn(page, `/${culture}/${LIST_PAGE}`, { culture });
  await widgetsMounted(page);
  return translator(culture);
}

for (const [culture, width] of [
  ['fr', 375],
  ['de', 1280],
] as const) {
  test.describe(`${culture} at ${width} px`, () => {
    test('switching lists writes ?Id= and Back brings the first list back; rename, describe, quantity', async ({
      page,
    }) => {
      const t = await openLists(page, culture, width);
      const links = nav(page).getByRole('link');
      await expect(links).toHaveCount(3);
      await expect(links.first()).toHaveAttribute('aria-current', 'page');
      await expect(rows(page)).toHaveCount(3);
      await expect(nav(page).getByRole('heading', { name: t('Catalog.BirthLists') })).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({
        path: `test-results/wishlist-page-${culture}-${width}.png`,
        fullPage: true,
      });

      // spec 001 §2: the second list's items come into the table wrapper, the address follows.
      const home = t('Catalog.WishlistSeedHome');
      await links.nth(1).click();
      await expect(items(page).getByRole('heading', { level: 2 })).toContainText(home);
      await expect(page).toHaveURL(/\?Id=\d+$/);
      await expect(links.nth(1)).toHaveAttribute('aria-current', 'page');
      await expect(links.first()).not.toHaveAttribute('aria-current');
      await expect(links.nth(1)).toBeFocused();
      await expect(rows(page)).toHaveCount(2);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${culture}/${LIST_PAGE}$`));
      await expect(items(page).getByRole('heading', { level: 2 })).toContainText(
        t('Catalog.WishlistSeedGifts'),
      );
      await widgetsMounted(page);

      // Rename: the heading and the navigation follow.
      const name = items(page).getByLabel(t('Catalog.ListName'));
      await name.fill('Anniversaire');
      await items(page)
        .getByRole('button', { name: t('Catalog.RenameList') })
        .click();
      await expect(
        toast(page, t('Catalog.WishlistRenamed', { name: 'Anniversaire' })),
      ).toBeVisible();
      await expect(links.first()).toHaveText('Anniversaire');
      await expect(items(page).getByRole('heading', { level: 2 })).toContainText('Anniversaire');

      await items(page).getByLabel(t('Catalog.ListDescription')).fill('Pour Paul');
      await items(page)
        .getByRole('button', { name: t('Catalog.WishlistSaveDescription') })
        .click();
      await expect(toast(page, t('Catalog.WishlistDescriptionSaved'))).toBeVisible();

      // spec 001 §5: forced to a positive number, formatted on change, then saved.
      const quantity = rows(page).nth(1).getByLabel(t('Catalog.DesiredQuantity'));
      await quantity.fill('3,6');
      await quantity.press('Tab');
      await expect(quantity).toHaveValue('4');
      await expect(toast(page, t('Catalog.WishlistQuantityUpdated', { count: 4 }))).toBeVisible();
      await quantity.fill('0');
      await quantity.press('Enter');
      await expect(quantity).toHaveValue('1');
      await expect(toast(page, t('Catalog.WishlistQuantityUpdated', { count: 1 }))).toBeVisible();

      // What the server keeps: the page loaded again shows every change.
      await page.reload();
      await expect(nav(page).getByRole('link').first()).toHaveText('Anniversaire');
      await expect(items(page).getByLabel(t('Catalog.ListDescription'))).toHaveValue('Pour Paul');
      await expect(rows(page).nth(1).getByLabel(t('Catalog.DesiredQuantity'))).toHaveValue('1');
    });

    test('remove a product with the confirm dialog, order all, delete the list', async ({
      page,
    }) => {
      const t = await openLists(page, culture, width);
      const first = rows(page).first();
      const productName =
        (await first.getByRole('rowheader').getByRole('link').textContent()) ?? '';
      await first.getByRole('button', { name: t('Catalog.RemoveFromList') }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(t('Core.SureToDelete'));
      await expectAccessible(page);
      await confirm.getByRole('button', { name: t('Core.BtnConfirm') }).click();
      await expect(
        toast(page, t('Catalog.WishlistItemRemoved', { name: productName })),
      ).toBeVisible();
      await expect(rows(page)).toHaveCount(2);
      // Focus on the product now in its place.
      await expect(
        rows(page)
          .first()
          .getByRole('button', { name: t('Catalog.RemoveFromList') }),
      ).toBeFocused();

      // Order all (the two left, quantities 2 and 1): the header basket follows.
      const basketCount = page.locator('.vitrine-basket-summary__count');
      await expect(basketCount).toHaveText('0');
      await items(page)
        .getByRole('button', { name: t('Catalog.OrderAllProducts') })
        .click();
      await expect(toast(page, t('Catalog.WishlistOrdered', { count: 2 }))).toBeVisible();
      await expect(basketCount).toHaveText('3');

      // Delete the list: confirm, then the page the answer names (the next list shown).
      await items(page)
        .getByRole('button', { name: t('Catalog.DeleteList') })
        .click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('Core.BtnConfirm') })
        .click();
      await expect(nav(page).getByRole('link')).toHaveCount(2);
      await expect(nav(page).getByRole('link').first()).toHaveText(t('Catalog.WishlistSeedHome'));
      await expect(nav(page).getByRole('link').first()).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveURL(new RegExp(`/${culture}/${LIST_PAGE}$`));
    });
  });
}

test('a second tab’s wishlist count follows a product removed here', async ({ page, context }) => {
  const t = await openLists(page, 'fr', 1280);
  const other = await context.newPage();
  await other.goto('/fr/');
  const count = other.locator('.vitrine-wishlist-count');
  await expect(count).toHaveAccessibleName(t('Catalog.WishlistCount', { count: 7 }));
  await rows(page)
    .first()
    .getByRole('button', { name: t('Catalog.RemoveFromList') })
    .click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: t('Core.BtnConfirm') })
    .click();
  await expect(rows(page)).toHaveCount(2);
  await expect(count).toHaveAccessibleName(t('Catalog.WishlistCount', { count: 6 }));
});

test('nothing scrolls sideways at 360 px, the birth list included', async ({ page }) => {
  const t = await openLists(page, 'de', 360);
  await nav(page)
    .getByRole('link', { name: t('Catalog.WishlistSeedBirth') })
    .click();
  await expect(items(page).getByRole('heading', { level: 2 })).toContainText(
    t('Catalog.WishlistSeedBirth'),
  );
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/wishlist-page-de-360.png', fullPage: true });
});

test('a refused change says the server Message; a failed order says why and keeps the basket', async ({
  page,
  problems,
}) => {
  problems.allow(/status of (422|500)/);
  const t = await openLists(page, 'fr', 1280);
  // The browser's own check lets spaces through; the server refuses them (spec 001 §8).
  await items(page).getByLabel(t('Catalog.ListName')).fill('   ');
  await items(page)
    .getByRole('button', { name: t('Catalog.RenameList') })
    .click();
  await expect(toast(page, t('Catalog.WishlistNameRequired'))).toBeVisible();
  await expect(nav(page).getByRole('link').first()).toHaveText(t('Catalog.WishlistSeedGifts'));

  await page.route('**/api/v1/catalog/products/addwishlisttocart*', (route) =>
    route.fulfill({ status: 500, json: { Message: 'Service indisponible.' } }),
  );
  await items(page)
    .getByRole('button', { name: t('Catalog.OrderAllProducts') })
    .click();
  await expect(toast(page, 'Service indisponible.')).toBeVisible();
  await expect(page.locator('.vitrine-basket-summary__count')).toHaveText('0');
});

test('an anonymous shopper is asked to sign in, and comes back to the lists', async ({
  page,
  problems,
}) => {
  problems.allow(/status of 401/);
  const t = await translator('de');
  await page.goto(`/de/${LIST_PAGE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('Security.LoginRequired'));
  await page
    .locator('main')
    .getByRole('link', { name: t('Security.SignIn') })
    .click();
  await page.getByLabel(t('Security.Email')).fill('demo@vitrine.shop');
  await page.getByLabel(t('Security.Password')).fill('vitrine-demo');
  await page
    .locator('main')
    .getByRole('button', { name: t('Security.SignIn') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/de/${LIST_PAGE}$`));
  await expect(nav(page).getByRole('link')).toHaveCount(3);
});
