/**
 * The account home (issue 13): a greeting, a card per page of the customer area (the security
 * pages in the shell's modal), the latest 3 orders with a link to all, the sales user's card
 * for staff only. Phone (375, cards stacked, nothing sideways) and desktop, in fr, nl and it;
 * axe on each.
 */
import { strings } from '../../demo/families/account/strings';
import { DESKTOP, PHONE } from './cartPage';
import { openCheckout } from './checkoutOrders';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';
import { CUSTOMER, STAFF, signInAs } from './staffAccount';

test('fr, desktop: the customer sees every page of the area and the order just placed', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const text = strings.fr.pages.account;
  await signInAs(page, CUSTOMER, 'fr', '');
  // An order of the customer's own, placed by bank transfer with the saved address.
  await openCheckout(page, 'fr');
  await page.locator('input[name="PaymentMethod"][value="banktransfer"]').check();
  await page.locator('input[name="AcceptTerms"]').check();
  await page.locator('.checkout__submit').click();
  await expect(page).toHaveURL(/\/fr\/checkout\/confirmation\/[\w-]+$/);
  const number = (await page.locator('.order-confirmation__number strong').textContent()) ?? '';
  expect(number).toMatch(/^VT-\d{4}-\d{6}$/);

  await page.goto('/fr/account');
  await expect(page.locator('.account-home__greeting')).toHaveText('Bonjour Camille Martin !');
  const cards = page.locator('.account-home__links .account-card');
  await expect(cards).toHaveCount(6);
  const expected = [
    ['orders', 'account/orders'],
    ['prepaid', 'account/prepaid'],
    ['buyPrepaid', 'account/prepaid/buy'],
    ['twoFactor', 'security/twofactorhome'],
    ['changePassword', 'security/changepassword'],
    ['tyres', 'tyres/appointment'],
  ] as const;
  for (const [index, [card, path]] of expected.entries()) {
    await expect(cards.nth(index).locator('.account-card__title')).toHaveText(
      text.cards[card].title,
    );
    await expect(cards.nth(index)).toHaveAttribute('href', `/fr/${path}`);
  }
  await expect(cards.nth(3)).toHaveAttribute('data-modal', text.cards.twoFactor.title);
  await expect(cards.nth(4)).toHaveAttribute('data-modal', text.cards.changePassword.title);
  await expect(page.getByRole('link', { name: text.cards.editCustomer.title })).toHaveCount(0);

  const orders = page.locator('.account-order');
  expect(await orders.count()).toBeLessThanOrEqual(3);
  const mine = orders.filter({ hasText: number });
  await expect(mine).toHaveCount(1);
  await expect(mine.locator('.account-order__status')).toHaveText(
    (await translator('fr'))('Sales.OrdersStatusAwaitingTransfer'),
  );
  await expect(mine.getByRole('link', { name: number })).toHaveAttribute(
    'href',
    /^\/fr\/account\/orders\/[\w-]+$/,
  );
  await expect(page.getByRole('link', { name: text.allOrders })).toHaveAttribute(
    'href',
    '/fr/account/orders',
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/account-home-desktop.png', fullPage: true });
});

for (const [culture, account] of [
  ['nl', CUSTOMER],
  ['it', STAFF],
] as const) {
  test(`${culture}, phone: the cards stack, nothing scrolls sideways, the keyboard reaches them (${account.email})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    const text = strings[culture].pages.account;
    await signInAs(page, account, culture, 'account');
    const staff = account === STAFF;
    await expect(page.getByRole('link', { name: text.cards.editCustomer.title })).toHaveCount(
      staff ? 1 : 0,
    );
    const cards = page.locator('.account-card');
    await expect(cards).toHaveCount(staff ? 7 : 6);
    const xs = await cards.evaluateAll((links) =>
      links.map((a) => Math.round(a.getBoundingClientRect().left)),
    );
    expect(new Set(xs).size, 'one column on a phone').toBe(1);
    const { scrollWidth, innerWidth, culprits } = await sideways(page);
    expect(culprits).toEqual([]);
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // The first card is reached by keyboard and shows its focus.
    await page.getByRole('heading', { level: 1 }).click();
    const first = cards.first();
    for (
      let tab = 0;
      tab < 10 && !(await first.evaluate((a) => a === document.activeElement));
      tab++
    )
      await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await expectAccessible(page);
    await page.screenshot({
      path: `test-results/account-home-${culture}-phone.png`,
      fullPage: true,
    });
  });
}
