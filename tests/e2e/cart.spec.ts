/**
 * The cart page's lines (issue 11; spec 001 §2, §3, §8; spec 000 §5, §8): quantity changes
 * sent one at a time, delete with the confirm dialog, totals and the header's basket summary
 * following (in another tab too), by keyboard, at a phone and a desktop width, in several
 * cultures; and the failure path that gives the server's truth back.
 */
import type { ProductVariant } from '../../demo/data/catalog/types';
import { SHOP_PORT } from '../../playwright.config';
import {
  DESKTOP,
  first,
  headerCount,
  line,
  money,
  openCart,
  PHONE,
  second,
  third,
  totalIncl,
} from './cartPage';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { addToBasket } from './shop';
import { sideways } from './sideways';

test.describe('the cart lines', () => {
  test('fr at 1280 px: five fast clicks on + make one change, totals and header follow', async ({
    page,
  }) => {
    const t = await translator('fr');
    await page.setViewportSize(DESKTOP);
    await openCart(page, 'fr', [
      [first, 1],
      [second, 1],
    ]);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    const plus = line(page, first).getByRole('button', { name: t('Core.IncreaseQuantity') });
    for (let click = 0; click < 5; click += 1) await plus.click();
    await expect(
      line(page, first).getByRole('textbox', { name: t('ShoppingCarts.Quantity'), exact: true }),
    ).toHaveValue('6');
    const total = first.priceTaxIncl * 6 + second.priceTaxIncl;
    await expect(totalIncl(page)).toHaveText(money('fr', total));
    await expect(line(page, first)).toHaveCount(1);
    await expect(headerCount(page)).toHaveText('7');
    // The presses in a row were one change (the debounce), never five.
    expect(puts.length).toBeLessThanOrEqual(2);
    expect(puts[0]).toContain(`/api/v1/shoppingcarts/items/${first.ProductVariantId}`);
    // The server holds it: a fresh page says the same.
    await page.reload();
    await expect(
      line(page, first).getByRole('textbox', { name: t('ShoppingCarts.Quantity'), exact: true }),
    ).toHaveValue('6');
    await expect(page.locator('[data-widget="cart-items"] [role="status"]')).toBeAttached();
    await expectAccessible(page);
  });

  test('de at 375 px: delete asks first, Back keeps the line, Confirm removes it', async ({
    page,
  }) => {
    const t = await translator('de');
    await page.setViewportSize(PHONE);
    await openCart(page, 'de', [
      [first, 2],
      [second, 1],
      [third, 1],
    ]);
    const name = (variant: ProductVariant) =>
      line(page, variant)
        .locator('.basket-line__name')
        .textContent()
        .then((text) => text ?? '');
    const remove = line(page, second).getByRole('button', {
      name: t('ShoppingCarts.RemoveItem', { name: await name(second) }),
    });
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(t('Core.SureToDelete'));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: t('Core.BtnBack') }).click();
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(line(page, second)).toHaveCount(1);

    await remove.click();
    await dialog.getByRole('button', { name: t('Core.BtnConfirm') }).click();
    await expect(line(page, second)).toHaveCount(0);
    await expect(headerCount(page)).toHaveText('3');
    await expect(totalIncl(page)).toHaveText(
      money('de', first.priceTaxIncl * 2 + third.priceTaxIncl),
    );
    // Focus goes to the next line's delete button.
    await expect(
      line(page, third).getByRole('button', {
        name: t('ShoppingCarts.RemoveItem', { name: await name(third) }),
      }),
    ).toBeFocused();
    expect((await sideways(page)).culprits).toEqual([]);
  });

  test('nl at 1280 px: by keyboard only, and focus stays on the line after a reload', async ({
    page,
  }) => {
    const t = await translator('nl');
    await page.setViewportSize(DESKTOP);
    await openCart(page, 'nl', [
      [first, 1],
      [second, 1],
    ]);
    await line(page, first).locator('.basket-line__name').focus();
    await page.keyboard.press('Tab');
    await expect(
      line(page, first).getByRole('button', { name: t('Core.DecreaseQuantity') }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    const input = line(page, first).getByRole('textbox', {
      name: t('ShoppingCarts.Quantity'),
      exact: true,
    });
    await expect(input).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(totalIncl(page)).toHaveText(
      money('nl', first.priceTaxIncl * 3 + second.priceTaxIncl),
    );
    await expect(
      line(page, first).getByRole('button', { name: t('Core.IncreaseQuantity') }),
    ).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect(totalIncl(page)).toHaveText(
      money('nl', first.priceTaxIncl * 5 + second.priceTaxIncl),
    );
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('5');
    // Delete, then Escape: nothing removed, focus back on the button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toBeHidden();
    await expect(line(page, first).locator('[data-delete]')).toBeFocused();
    await expect(line(page, first)).toHaveCount(1);
  });

  test('fr at 375 px: another tab follows, and this one follows the other tab', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    await openCart(page, 'fr', [[first, 1]]);
    const other = await context.newPage();
    await other.setViewportSize(PHONE);
    await other.goto('/fr/');
    await widgetsMounted(other);
    await expect(headerCount(other)).toHaveText('1');
    const t = await translator('fr');
    await line(page, first)
      .getByRole('button', { name: t('Core.IncreaseQuantity') })
      .click();
    await expect(headerCount(page)).toHaveText('2');
    await expect(headerCount(other)).toHaveText('2');
    // The other tab adds a product and says so on the shop's channel, as its widgets do.
    expect(await addToBasket(other, second.ProductVariantId, 1)).toBe(200);
    await other.evaluate(() =>
      new BroadcastChannel('vitrine').postMessage({ name: 'vitrine:basket-changed', detail: {} }),
    );
    await expect(line(page, second)).toHaveCount(1);
    await expect(totalIncl(page)).toHaveText(
      money('fr', first.priceTaxIncl * 2 + second.priceTaxIncl),
    );
  });

  test('de at 360 px: nothing scrolls sideways, lines are cards', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openCart(page, 'de', [
      [first, 12],
      [second, 1],
      [third, 3],
    ]);
    expect((await sideways(page)).culprits).toEqual([]);
    const card = await line(page, first).boundingBox();
    expect(card?.width).toBeLessThanOrEqual(360);
    await expectAccessible(page);
  });

  test('it at 1280 px: a failed change shows a toast and gives the quantity back', async ({
    page,
    problems,
  }) => {
    problems.allow(/500|Internal Server Error/);
    const t = await translator('it');
    await page.setViewportSize(DESKTOP);
    await openCart(page, 'it', [[first, 2]]);
    await page.route('**/api/v1/shoppingcarts/items/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await line(page, first)
      .getByRole('button', { name: t('Core.IncreaseQuantity') })
      .click();
    await expect(page.getByRole('alert')).toContainText(t('Core.ErrorServer'));
    const input = line(page, first).getByRole('textbox', {
      name: t('ShoppingCarts.Quantity'),
      exact: true,
    });
    await expect(input).toHaveValue('2');
    await expect(totalIncl(page)).toHaveText(money('it', first.priceTaxIncl * 2));
    await expect(headerCount(page)).toHaveText('2');
  });

  test('pt at 375 px under /shop: a typed quantity, then the last line deleted', async ({
    page,
  }) => {
    const t = await translator('pt');
    await page.setViewportSize(PHONE);
    await openCart(page, 'pt', [[first, 1]], `http://127.0.0.1:${SHOP_PORT}/shop/`);
    const input = line(page, first).getByRole('textbox', {
      name: t('ShoppingCarts.Quantity'),
      exact: true,
    });
    await input.fill('4');
    await input.press('Enter');
    await expect(totalIncl(page)).toHaveText(money('pt', first.priceTaxIncl * 4));
    await expect(headerCount(page)).toHaveText('4');
    await line(page, first).locator('[data-delete]').click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('Core.BtnConfirm') })
      .click();
    await expect(page.getByText(t('ShoppingCarts.EmptyBasket'))).toBeVisible();
    await expect(page.getByRole('button', { name: t('ShoppingCarts.Checkout') })).toBeDisabled();
    await expect(page.getByText(t('ShoppingCarts.CheckoutEmpty'))).toBeVisible();
    await expect(headerCount(page)).toHaveText('0');
    // Focus is not lost to the page: it lands on the way forward.
    await expect(page.getByRole('link', { name: t('ShoppingCarts.BrowseCatalog') })).toBeFocused();
    await expectAccessible(page);
  });
});
