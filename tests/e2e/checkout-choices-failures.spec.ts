/**
 * The checkout choices' failure paths (issue 12 "every failure path"; spec 001 §8): a 500, a
 * network error, a malformed answer and a 401 on each call the choices make (prepaid account,
 * payment method, the summary's reload). Nothing is lost: the radio goes back to the saved
 * choice and a toast says why; a 401 opens the login modal. Phone in French, desktop in German.
 */
import type { Page, Route } from '@playwright/test';
import { DESKTOP, PHONE } from './cartPage';
import { openCheckout, serverTotals, summary, toast } from './checkoutChoicesPage';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';

const runs = [
  { culture: 'fr', viewport: PHONE },
  { culture: 'de', viewport: DESKTOP },
] as const;

type Failure = [name: string, answer: (route: Route) => Promise<void>, toastKey: string];
const failures: Failure[] = [
  ['a 500', (route) => route.fulfill({ status: 500, body: '' }), 'Checkout.ChoiceNotSaved'],
  ['a network error', (route) => route.abort('failed'), 'Manager.NetworkError'],
  [
    'a malformed answer',
    (route) => route.fulfill({ json: { ToPay: 'all' } }),
    'Checkout.ChoiceNotSaved',
  ],
];

const allowErrors = (problems: { allow: (pattern: RegExp) => void }) => {
  problems.allow(/Failed to load resource/);
  problems.allow(/malformed answer/);
};

/** Dismisses the toasts shown so far: the next one is the next failure's. */
async function dismissToasts(page: Page) {
  await page.locator('.vitrine-toast__dismiss').evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(page.locator('.vitrine-toast')).toHaveCount(0);
}

async function login401(page: Page, path: string) {
  await page.route(`**/${path}`, (route) => route.fulfill({ status: 401, json: {} }));
}

for (const { culture, viewport } of runs) {
  test.describe(`${culture} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the prepaid account: each failure puts the saved choice back and says why', async ({
      page,
      problems,
    }) => {
      allowErrors(problems);
      const t = await translator(culture);
      await openCheckout(page, culture);
      const prepaid = page.locator('#checkout-prepaid');
      const none = prepaid.getByLabel(t('Checkout.PrepaidNone'));
      const gift = prepaid.getByLabel(t('Checkout.Prepaid_giftcard'));
      const toPay = await summary(page).getAttribute('data-to-pay');
      for (const [name, answer, key] of failures) {
        await dismissToasts(page);
        await page.route('**/api/v1/checkout/prepaid', answer);
        // A click, not check(): the radio goes back at once, which is what is tested.
        await gift.click();
        await expect(toast(page, t(key)), name).toBeVisible();
        await expect(none, name).toBeChecked();
        await expect(summary(page)).toHaveAttribute('data-to-pay', toPay ?? '');
        await page.unroute('**/api/v1/checkout/prepaid');
      }
      expect((await serverTotals(page)).ToPay.toFixed(2)).toBe(toPay);
      await expectAccessible(page);
    });

    test('the payment method: a failure puts the saved method and its details back', async ({
      page,
      problems,
    }) => {
      allowErrors(problems);
      const t = await translator(culture);
      await openCheckout(page, culture, { signedIn: false });
      const payment = page.locator('#checkout-payment');
      const bank = payment.getByLabel(t('Checkout.PaymentBankTransfer'));
      const card = payment.getByLabel(t('Checkout.PaymentCard'));
      await bank.check();
      await expect(payment.locator('[data-details="banktransfer"]')).toBeVisible();
      await expect(page.locator('#checkout-payment[aria-busy]')).toHaveCount(0);
      for (const [name, answer, key] of failures) {
        await dismissToasts(page);
        await page.route('**/api/v1/checkout/paymentmethod', answer);
        await card.click();
        await expect(toast(page, t(key)), name).toBeVisible();
        await expect(bank, name).toBeChecked();
        await expect(payment.locator('[data-details="banktransfer"]')).toBeVisible();
        await expect(payment.locator('[data-details="card"]')).toBeHidden();
        await page.unroute('**/api/v1/checkout/paymentmethod');
      }
      await page.reload();
      await expect(bank).toBeChecked();
    });

    test('the summary: a failed reload keeps the totals shown and says so', async ({
      page,
      problems,
    }) => {
      allowErrors(problems);
      const t = await translator(culture);
      await openCheckout(page, culture);
      const shown = await summary(page).locator('.checkout-totals').textContent();
      await page.route('**/widget/checkoutsummary', (route) =>
        route.fulfill({ status: 500, body: '' }),
      );
      await page.locator('#checkout-prepaid').getByLabel(t('Checkout.Prepaid_giftcard')).check();
      await expect(toast(page, t('Checkout.SummaryNotUpdated'))).toBeVisible();
      await expect(summary(page).locator('.checkout-totals')).toHaveText(shown ?? '');
      // Stale totals are not vouched for: the submit asks the server again.
      await expect(summary(page)).not.toHaveAttribute('data-to-pay', /./);
    });

    test('a 401 on a choice opens the login modal and keeps the saved choice', async ({
      page,
      problems,
    }) => {
      allowErrors(problems);
      const t = await translator(culture);
      await openCheckout(page, culture);
      await login401(page, 'api/v1/checkout/prepaid');
      const prepaid = page.locator('#checkout-prepaid');
      await prepaid.getByLabel(t('Checkout.Prepaid_giftcard')).click();
      const dialog = page.getByRole('dialog', { name: t('Security.LoginTitle') });
      await expect(dialog).toBeVisible();
      await expect(prepaid.getByLabel(t('Checkout.PrepaidNone'))).toBeChecked();
      await expectAccessible(page, '.vitrine-modal__overlay');
    });
  });
}
