/**
 * Foundation (issue 2): the six cultures render in their own language with the header
 * widgets mounted, the gallery documents every widget, the basket summary follows the
 * basket in this tab and in other tabs, and the bundle works under a base path.
 */
import { strings as account } from '../../demo/families/account/strings';
import { strings as contact } from '../../demo/families/contact/strings';
import { strings as content } from '../../demo/families/content/strings';
import { SHOP_PORT } from '../../playwright.config';
import type {} from '../../src/core/publicApi';
import { cultures } from '../../src/core/settings';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { addToBasket, firstAvailableVariant } from './shop';

test('the site root redirects to the French home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

for (const culture of cultures) {
  test(`the ${culture} home page renders in its language with its widgets mounted`, async ({
    page,
  }) => {
    const t = await translator(culture);
    await page.goto(`/${culture}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', culture);
    await expect(page.locator('body')).toHaveClass(/\bhomepage\b/);
    await widgetsMounted(page);
    const basket = page.locator('[data-widget="basket-summary"] a');
    const amount = await page.locator('.vitrine-basket-summary__amount').textContent();
    // Named by its own text, the count and amount shown included (WCAG 2.5.3).
    await expect(basket).toHaveAccessibleName(
      t('ShoppingCarts.BasketSummaryLabel', { count: 0, amount }),
    );
    await expect(basket).not.toHaveAttribute('aria-label');
    await expect(page.locator('[data-widget="wishlist-count"] a')).toHaveAttribute(
      'aria-label',
      t('Catalog.WishlistCount', { count: 0 }),
    );
    await expectAccessible(page);
  });
}

test('a page other than the culture root marks the body as page', async ({ page }) => {
  await page.goto('/nl/gallery?widget=basket-summary');
  await expect(page.locator('body')).toHaveClass(/\bpage\b/);
  await expect(page.locator('body')).not.toHaveClass(/\bhomepage\b/);
});

test('the gallery lists every widget with its attribute table and a live example', async ({
  page,
}) => {
  // axe reads the whole manual: every widget, its table and the examples on screen.
  test.slow();
  await page.goto('/fr/gallery');
  for (const name of ['basket-summary', 'wishlist-count']) {
    const article = page.locator(`[data-gallery-widget="${name}"]`);
    await expect(article.getByRole('heading', { level: 2 })).toContainText(name);
    // The manual's examples go into the page as the editor scrolls to them (gallery-live.js).
    await article.scrollIntoViewIfNeeded();
    await expect(article.locator('.gallery__live [data-widget]')).toHaveAttribute(
      'data-widget-state',
      'mounted',
    );
  }
  const basketRows = page.locator('[data-gallery-widget="basket-summary"] tbody tr');
  await expect(basketRows).toHaveCount(2);
  await expect(basketRows.nth(0)).toContainText('data-basket-url');
  await expect(basketRows.nth(1)).toContainText('data-amount');
  // The default as an editor writes it in the attribute.
  await expect(basketRows.nth(1).getByRole('cell').nth(2)).toHaveText('incl');
  await expectAccessible(page);
});

test('the basket summary refreshes on vitrine:basket-changed, in this tab and in another', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  await page.goto('/fr/');
  await other.goto('/fr/gallery?widget=wishlist-count');
  await widgetsMounted(page);
  const count = page.locator('[data-widget="basket-summary"] .vitrine-basket-summary__count');
  const otherCount = other.locator(
    '.site-header [data-widget="basket-summary"] .vitrine-basket-summary__count',
  );
  await expect(count).toHaveText('0');
  await expect(otherCount).toHaveText('0');

  expect(await addToBasket(page, firstAvailableVariant(), 3)).toBe(200);
  await page.evaluate(() => window.Vitrine?.emit('vitrine:basket-changed', {}));

  await expect(count).toHaveText('3');
  await expect(otherCount).toHaveText('3');
});

test('an unsafe call without the anti-forgery token is refused', async ({ page }) => {
  await page.goto('/fr/');
  // Same session cookie as the page, but no RequestVerificationToken header.
  const response = await page.request.post('/api/v1/catalog/products/addtocart', { data: {} });
  expect(response.status()).toBe(400);
});

test('the bundle works under a base path (BASE_PATH=/shop)', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${SHOP_PORT}/`);
  await expect(page).toHaveURL(/\/shop\/fr\/$/);
  await widgetsMounted(page);
  await expect(page.locator('[data-widget="basket-summary"] a')).toHaveAttribute(
    'href',
    '/shop/fr/shoppingcarts',
  );
  await expectAccessible(page);
});

test('template authors get the public API on window.Vitrine', async ({ page }) => {
  await page.goto('/fr/');
  const placeholders = await widgetsMounted(page);
  const api = await page.evaluate(() => ({
    version: window.Vitrine?.version,
    mounted: window.Vitrine?.mountedCount(),
  }));
  expect(api.version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(api.mounted).toBe(placeholders);
  await page.evaluate(() => {
    const element = document.createElement('div');
    element.dataset.widget = 'wishlist-count';
    element.id = 'added-by-script';
    document.querySelector('main')?.append(element);
  });
  await expect(page.locator('#added-by-script')).toHaveAttribute('data-widget-state', 'mounted');
  await page.evaluate(() => document.getElementById('added-by-script')?.remove());
  await expect.poll(() => page.evaluate(() => window.Vitrine?.mountedCount())).toBe(placeholders);
});

test('behaviours enhance server markup: the home sections rise into view when scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/es/');
  await widgetsMounted(page);
  const section = page.locator('.promise').last();
  await expect(section).toHaveClass(/vitrine-scroll-in/);
  await expect(section).not.toHaveClass(/is-visible/);
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveClass(/is-visible/);
  await expect(section).toHaveCSS('opacity', '1');
});

for (const culture of cultures) {
  test(`the ${culture} content and form pages speak ${culture} and pass axe`, async ({ page }) => {
    for (const [path, title] of [
      ['about', content[culture].pages.about.title],
      ['contact', contact[culture].pages.contact.title],
      ['account/register', account[culture].pages.register.title],
    ] as const) {
      await page.goto(`/${culture}/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await widgetsMounted(page);
      await expectAccessible(page);
    }
  });
}
