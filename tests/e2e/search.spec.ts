/**
 * Search with suggestions and the customer-reference search (issue 4; spec 000 §2, §5, §7, §9;
 * anchors/storefront.md "Search with suggestions"), against the demo CMS.
 */
import type { Page } from '@playwright/test';
import { products } from '../../demo/data/catalog';
import { suggest } from '../../demo/families/catalog/searchApi';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';

const product = products[7] ?? products[0];
if (!product) throw new Error('the demo catalogue is empty');
const name = product.name.fr;
const productPath = new RegExp(`/fr/catalog/product/${product.slug}$`);

/** Counts the suggestion requests the page sends from now on. */
function countSuggestionRequests(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/catalog/search/suggestions')) seen.push(request.url());
  });
  return seen;
}

async function searchBox(page: Page) {
  // Any page has the header search; a content page keeps these tests off the busy home page.
  await page.goto('/fr/about');
  await widgetsMounted(page);
  const t = await translator('fr');
  // The header search mounts on the first sign of intent (data-hydrate="interaction").
  await page.locator('[data-widget="search-box"] input').first().focus();
  const box = page.getByRole('combobox', { name: t('Catalog.SearchLabel') });
  await expect(box).toBeFocused();
  return box;
}

test('a suggestion chosen with the keyboard opens its product page', async ({ page }) => {
  const input = await searchBox(page);
  await input.fill(name);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name, exact: true })).toBeVisible();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  const index = suggest(name, 'fr', 5).findIndex((p) => p.id === product.id);
  for (let step = 0; step <= index; step += 1) await input.press('ArrowDown');
  await expect(listbox.getByRole('option', { selected: true })).toHaveText(name);
  await input.press('Enter');
  await expect(page).toHaveURL(productPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a suggestion clicked with the mouse opens its product page', async ({ page }) => {
  const input = await searchBox(page);
  await input.pressSequentially(name.slice(0, 6), { delay: 30 });
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page).toHaveURL(productPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('no suggestion request under 2 characters, one for a settled term', async ({ page }) => {
  // The page's clock is ours: the debounce passes when the test says so, not after a sleep.
  await page.clock.install();
  const input = await searchBox(page);
  const seen = countSuggestionRequests(page);
  await input.pressSequentially(name.slice(0, 1));
  await page.clock.runFor(600);
  expect(seen).toHaveLength(0);
  const answer = page.waitForResponse(/\/api\/v1\/catalog\/search\/suggestions/);
  await input.pressSequentially(name.slice(1, 4));
  await page.clock.runFor(600);
  await answer;
  await expect(page.getByRole('listbox')).toBeVisible();
  expect(seen).toHaveLength(1);
  expect(new URL(seen[0] ?? '').searchParams.get('nbrResults')).toBe('5');
  // Escape closes and keeps focus in the field.
  await input.press('Escape');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  await expect(input).toBeFocused();
});

test('an empty answer says no product was found; Enter searches the catalogue', async ({
  page,
}) => {
  const t = await translator('fr');
  const input = await searchBox(page);
  await input.press('Enter');
  await input.fill('qxzw');
  await expect(page.getByText(t('Catalog.NoProductFound')).first()).toBeVisible();
  // Had the empty Enter searched, the page would have left /fr/about by now.
  await expect(page).toHaveURL(/\/fr\/about$/);
  await expect(
    page.getByRole('status').filter({ hasText: t('Catalog.NoProductFound') }),
  ).toBeAttached();
  await expectAccessible(page);
  await input.fill('chaise');
  await input.press('Enter');
  await expect(page).toHaveURL(/\/fr\/catalog\?q=chaise$/);
  const events = await page.evaluate(() => window.dataLayer);
  expect(events).toContainEqual({ event: 'search', search_term: 'chaise' });
});

test('the customer-reference search pages and opens the product', async ({ page }) => {
  const t = await translator('fr');
  await page.goto('/fr/catalog/customer-references');
  await widgetsMounted(page);
  const input = page.getByRole('combobox', { name: t('Catalog.ReferenceSearchLabel') });
  await input.fill('CR');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(10);
  await expectAccessible(page);
  await page.getByRole('button', { name: t('Catalog.MoreResults') }).click();
  await expect(options).toHaveCount(20);
  await input.fill(product.customerSku);
  await expect(options.first()).toHaveText(`${product.customerSku} ${name}`);
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page).toHaveURL(productPath);
});
