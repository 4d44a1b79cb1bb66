/**
 * The cart page's lines without script (issue 11; docs/decisions/026-cart-lines.md): the
 * fragment's forms post a step, a typed quantity and a deletion, and the page comes back.
 */
import { first, line, money, PHONE, second, totalIncl } from './cartPage';
import { expect, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

test.describe('the cart lines without script', () => {
  test.use({ javaScriptEnabled: false });

  test('fr at 375 px: the forms change a quantity and delete a line', async ({ page }) => {
    const t = await translator('fr');
    await page.setViewportSize(PHONE);
    await page.goto('/fr/');
    const settings = JSON.parse((await page.locator('#vitrine-settings').textContent()) ?? '{}');
    for (const variant of [first, second]) {
      const added = await page.request.post('/api/v1/catalog/products/addtocart', {
        headers: { RequestVerificationToken: settings.antiForgeryToken },
        data: { ProductVariantId: variant.ProductVariantId, Quantity: 1, Name: 'e2e' },
      });
      expect(added.status()).toBe(200);
    }
    await page.goto('/fr/shoppingcarts');
    const quantity = line(page, first).getByRole('textbox', {
      name: t('ShoppingCarts.Quantity'),
      exact: true,
    });
    // The stepper posts its form: the page comes back with the new quantity.
    await line(page, first)
      .getByRole('button', { name: t('Core.IncreaseQuantity') })
      .click();
    await expect(page).toHaveURL(/\/fr\/shoppingcarts$/);
    await expect(quantity).toHaveValue('2');
    // A typed quantity and Enter post it as typed, not as the first button's step.
    await quantity.fill('4');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('4');
    await expect(totalIncl(page)).toHaveText(
      money('fr', first.priceTaxIncl * 4 + second.priceTaxIncl),
    );
    await line(page, second).locator('[data-delete]').click();
    await expect(line(page, second)).toHaveCount(0);
    await expect(line(page, first)).toHaveCount(1);
    expect((await sideways(page)).culprits).toEqual([]);
  });
});
