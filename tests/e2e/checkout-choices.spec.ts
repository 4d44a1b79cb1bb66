/**
 * The checkout's choices (issue 12; spec 001 §2, §3, §4, §9): the shipping methods' popovers
 * by hover, focus and Esc (WCAG 1.4.13) with axe while one is open, a pickup point as shipping,
 * the prepaid account paying part then all (totals and payment section follow), the bank
 * transfer's details. At a phone width in French and a desktop width in Dutch.
 * The failure paths: checkout-choices-failures.spec.ts.
 */

import { DESKTOP, PHONE } from './cartPage';
import { openCheckout, serverTotals, summary } from './checkoutChoicesPage';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

const runs = [
  { culture: 'fr', viewport: PHONE },
  { culture: 'nl', viewport: DESKTOP },
] as const;

for (const { culture, viewport } of runs) {
  test.describe(`${culture} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('shipping details open on hover, stay over the popover, open on focus, close with Esc', async ({
      page,
    }) => {
      const t = await translator(culture);
      await openCheckout(page, culture);
      const shipping = page.locator('#checkout-shipping');
      const items = shipping.locator('.cart-methods__item');
      const firstItem = items.first();
      const popover = firstItem.locator('.checkout-method__popover');
      await expect(popover).toBeHidden();

      // The method in the middle of the screen, so its popover opens within it: otherwise the
      // hover onto the popover scrolls the page under a still pointer, which then rests on the
      // next method and opens that one's popover instead (as a shopper's wheel would).
      await firstItem.evaluate((item) => item.scrollIntoView({ block: 'center' }));
      await firstItem.locator('label').hover();
      await expect(popover).toBeVisible();
      await expect(popover).toBeInViewport({ ratio: 1 });
      await expect(popover).toContainText(t('Checkout.MethodDelay'));
      await popover.hover();
      await expect(popover).toBeVisible();
      await expectAccessible(page);
      await page.screenshot({ path: `/tmp/shots-choices/checkout-popover-${culture}.png` });
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
      // Away and back: hover opens it again.
      await page.locator('h1').hover();
      await firstItem.locator('label').hover();
      await expect(popover).toBeVisible();
      await page.locator('h1').hover();
      await expect(popover).toBeHidden();

      // By keyboard: focus on a method opens its popover; Esc closes it, focus stays.
      const second = items.nth(1);
      const radio = second.getByRole('radio');
      await radio.focus();
      await expect(second.locator('.checkout-method__popover')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(second.locator('.checkout-method__popover')).toBeHidden();
      await expect(radio).toBeFocused();
      const details = second.getByRole('button', { name: /./ });
      await details.focus();
      await page.keyboard.press('Enter');
      await expect(details).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Enter');
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      expect((await sideways(page)).culprits).toEqual([]);
      // The narrowest phone, a popover open: nothing scrolls sideways.
      await page.setViewportSize({ width: 360, height: 740 });
      await page.keyboard.press('Enter');
      await expect(second.locator('.checkout-method__popover')).toBeVisible();
      expect((await sideways(page)).culprits).toEqual([]);
    });

    test('a pickup point as shipping: the method opens the search, the chosen point shows', async ({
      page,
    }) => {
      const t = await translator(culture);
      await openCheckout(page, culture);
      const shipping = page.locator('#checkout-shipping');
      const pickup = shipping.locator('.cart-methods__item[data-kind="pickup"]').first();
      const shippingRow = summary(page).locator('.checkout-totals__row').nth(1);
      await expect(shippingRow).toContainText(t('Checkout.ShippingToChoose'));
      await pickup.locator('label').click();
      // Saved: the summary follows and GA4 hears the tier.
      await expect(shippingRow).toContainText(t('ShoppingCarts.Free'));
      expect(
        await page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).some(
            (entry) => entry.event === 'add_shipping_info',
          ),
        ),
      ).toBe(true);
      const dialog = page.getByRole('dialog', { name: t('PickupPoints.DialogTitle') });
      await expect(dialog).toBeVisible();
      // No city chosen yet: the shopper searches by postal code.
      await dialog.getByLabel(t('PickupPoints.PostalCode')).fill('1000');
      await dialog.getByLabel(t('PickupPoints.PostalCode')).press('Enter');
      const radios = dialog.getByRole('radio');
      await expect(radios.first()).toBeVisible();
      await expectAccessible(page, '.vitrine-modal__overlay');
      await radios.first().check();
      const saved = page.waitForRequest((r) =>
        r.url().endsWith('/shoppingcarts/externalpickuppoint'),
      );
      await dialog.getByRole('button', { name: t('PickupPoints.Choose') }).click();
      const name = (await saved).postDataJSON().PickupPointName as string;
      // Saved, then the page comes again (spec 001 §4) with the point under its method.
      await expect(dialog).toBeHidden();
      await expect(pickup).toContainText(name);
      await expect(pickup.getByRole('radio')).toBeChecked();
      expect(page.url()).toContain(`/${culture}/checkout`);
      await expectAccessible(page);
    });

    test('a prepaid account pays part, then all: totals and the payment section follow', async ({
      page,
    }) => {
      const t = await translator(culture);
      await openCheckout(page, culture, { quantity: 3 });
      const { TotalIncl } = await serverTotals(page);
      expect(TotalIncl).toBeGreaterThan(25);
      const prepaid = page.locator('#checkout-prepaid');
      const status = summary(page).locator('[data-summary-status]');

      await prepaid.getByLabel(t('Checkout.Prepaid_giftcard')).check();
      const part = (TotalIncl - 25).toFixed(2);
      await expect(summary(page)).toHaveAttribute('data-to-pay', part);
      await expect(status).toContainText(t('Checkout.ToPay'));
      await expect(summary(page)).toContainText(t('Checkout.PrepaidPart'));
      await expect(page.locator('[data-nothing-to-pay]')).toBeHidden();

      await prepaid.getByLabel(t('Checkout.Prepaid_prepaid'), { exact: false }).last().check();
      await expect(summary(page)).toHaveAttribute('data-to-pay', '0.00');
      await expect(page.locator('[data-nothing-to-pay]')).toBeVisible();
      await expect(page.locator('input[name="PaymentMethod"]').first()).toBeDisabled();
      expect((await serverTotals(page)).ToPay).toBe(0);
      await expectAccessible(page);
      await page.screenshot({
        path: `/tmp/shots-choices/checkout-prepaid-${culture}.png`,
        fullPage: true,
      });

      await prepaid.getByLabel(t('Checkout.PrepaidNone')).check();
      await expect(summary(page)).toHaveAttribute('data-to-pay', TotalIncl.toFixed(2));
      await expect(page.locator('input[name="PaymentMethod"]').first()).toBeEnabled();
    });

    test('bank transfer shows its details and stays chosen after a reload; card shows its note', async ({
      page,
    }) => {
      const t = await translator(culture);
      await openCheckout(page, culture, { signedIn: false });
      const payment = page.locator('#checkout-payment');
      await expect(page.locator('#checkout-prepaid')).toHaveCount(0);
      await payment.getByLabel(t('Checkout.PaymentBankTransfer')).check();
      const bank = payment.locator('[data-details="banktransfer"]');
      await expect(bank).toBeVisible();
      await expect(bank).toContainText('BE71 0961 2345 6769');
      await expect(bank).toContainText(t('Checkout.BankReference'));
      await expectAccessible(page);
      await page.screenshot({
        path: `/tmp/shots-choices/checkout-payment-${culture}.png`,
        fullPage: true,
      });
      await page.reload();
      await expect(payment.getByLabel(t('Checkout.PaymentBankTransfer'))).toBeChecked();
      await expect(bank).toBeVisible();
      await payment.getByLabel(t('Checkout.PaymentCard')).check();
      await expect(payment.locator('[data-details="card"]')).toHaveText(t('Checkout.CardNote'));
      await expect(bank).toBeHidden();
    });
  });
}
