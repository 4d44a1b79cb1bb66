/**
 * Catalogue browsing (issue 4, spec 000 §2, §4, §7, §9): filters, tags, sort, page size,
 * display, pagination, Back/Forward, quick view and list tracking on the demo's lists. Every
 * list change is one request through the page shell, to one canonical address.
 */
import type { Page } from '@playwright/test';
import type {} from '../../src/core/publicApi';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';

const SHOES = '/fr/catalog/category/shoes';
const facet = (page: Page, type: string) => page.locator(`fieldset[data-filter-type="${type}"]`);
const count = (page: Page) => page.locator('.product-list__count');
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { listMarker: 'kept' }));
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { listMarker?: string }).listMarker);
const cards = (page: Page) => page.locator('.product-grid .product-card');

/** Counts the page requests of list addresses while `action` runs. */
async function listRequests(page: Page, action: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const watch = (request: import('@playwright/test').Request) => {
    // A hover prefetch (X-Purpose: prefetch) of a link left under the pointer is speculative,
    // not part of the change.
    if (
      ['fetch', 'document'].includes(request.resourceType()) &&
      request.url().includes('/catalog/') &&
      !request.url().includes('/api/') &&
      request.headers()['x-purpose'] !== 'prefetch'
    )
      urls.push(request.url());
  };
  page.on('request', watch);
  await action();
  page.off('request', watch);
  return urls;
}

async function openList(page: Page, path = SHOES) {
  await page.goto(path);
  await widgetsMounted(page);
  await mark(page);
}

test('choosing a brand filters the list at once, with one request and a canonical address', async ({
  page,
}) => {
  await openList(page);
  const before = await count(page).textContent();
  const brand = facet(page, 'Brands').locator('input[type="checkbox"]').first();
  const value = await brand.getAttribute('value');
  const requests = await listRequests(page, async () => {
    await brand.check();
    await expect(page).toHaveURL(
      new RegExp(`filter=${encodeURIComponent(`{"Brands":[${value}]}`)}`),
    );
    await widgetsMounted(page);
  });
  expect(requests).toHaveLength(1);
  expect(await count(page).textContent()).not.toBe(before);
  await expect(facet(page, 'Brands').locator(`input[value="${value}"]`)).toBeChecked();
  await expect(page.locator('.filter-tag')).toHaveCount(1);
  expect(await marker(page)).toBe('kept');
});

test('filters combine; removing one tag keeps the others; clear all removes them all', async ({
  page,
}) => {
  await openList(page);
  await facet(page, 'Brands').locator('input:not([disabled])').first().check();
  await widgetsMounted(page);
  await page.locator('fieldset[data-attribute-id="1"] input:not([disabled])').first().check();
  await widgetsMounted(page);
  await expect(page.locator('.filter-tag')).toHaveCount(2);
  const url = decodeURIComponent(page.url());
  expect(url).toMatch(/filter=\{"Brands":\[\d+\],"ProductAttributes":\{"1":\[\d+\]\}\}/);

  await page.locator('.filter-tag').first().click();
  await widgetsMounted(page);
  await expect(page.locator('.filter-tag')).toHaveCount(1);
  expect(decodeURIComponent(page.url())).toContain('"ProductAttributes":{"1":');
  expect(decodeURIComponent(page.url())).not.toContain('Brands');

  await page.locator('.facet__value input:not([disabled])').nth(0).check();
  await widgetsMounted(page);
  await page.locator('.filter-tags__clear').click();
  await expect(page).toHaveURL(new RegExp(`${SHOES}$`));
  await expect(page.locator('.filter-tag')).toHaveCount(0);
  expect(await marker(page)).toBe('kept');
});

test('sort, page size and display reload the list; pageindex goes when the page size changes', async ({
  page,
}) => {
  const t = await translator('fr');
  await openList(page, '/fr/catalog?pageindex=2');
  await page.getByLabel(t('Catalog.SortBy')).selectOption('price-asc');
  await expect(page).toHaveURL(/pageindex=2&sort=price-asc$/);
  await widgetsMounted(page);
  // The price paid (a sale's old price is struck through beside it, issue 10 §4).
  const prices = await page.locator('.product-card__price .price-tag__now').allTextContents();
  const amounts = prices.map((p) => Number.parseFloat(p.replace(/[^\d,]/g, '').replace(',', '.')));
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

  await page.getByLabel(t('Catalog.PageSize')).selectOption('12');
  await expect(page).toHaveURL(/\/fr\/catalog\?pageSize=12&sort=price-asc$/);
  await widgetsMounted(page);
  await expect(cards(page)).toHaveCount(12);

  await page.getByLabel(t('Catalog.DisplayTable')).check();
  await expect(page).toHaveURL(/display=table/);
  await expect(page.locator('table.product-table tbody tr')).toHaveCount(12);
  expect(await marker(page)).toBe('kept');
  await expectAccessible(page);
});

test('pagination moves through pages; Back and Forward restore the list', async ({ page }) => {
  await openList(page, '/fr/catalog');
  const first = await cards(page).first().textContent();
  const nav = page.getByRole('navigation', { name: (await translator('fr'))('Core.Pagination') });
  await nav.getByRole('link', { name: /2$/ }).first().click();
  await expect(page).toHaveURL(/\/fr\/catalog\?pageindex=2$/);
  await widgetsMounted(page);
  await expect(nav.locator('a[aria-current="page"]')).toHaveText('2');
  expect(await cards(page).first().textContent()).not.toBe(first);
  await page.goBack();
  await expect(page).toHaveURL(/\/fr\/catalog$/);
  await expect(cards(page).first()).toHaveText(first ?? '');
  await page.goForward();
  await expect(page).toHaveURL(/pageindex=2$/);
  await expect(nav.locator('a[aria-current="page"]')).toHaveText('2');
  expect(await marker(page)).toBe('kept');
});

test('the pagination window is 2 pages wide on desktop and 0 on phones', async ({ page }) => {
  // 216 products, 12 a page: 18 pages.
  await openList(page, '/fr/catalog?pageSize=12&pageindex=9');
  const nav = page.locator('.vitrine-pagination');
  await expect(nav.locator('a[aria-current="page"]')).toHaveText('9');
  expect(await nav.locator('a:not([rel])').allTextContents()).toEqual([
    '1',
    '7',
    '8',
    '9',
    '10',
    '11',
    '18',
  ]);
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(nav.locator('a:not([rel])')).toHaveCount(3);
  expect(await nav.locator('a:not([rel])').allTextContents()).toEqual(['1', '9', '18']);
});

test('the quick view opens by keyboard in a dialog, keeps the address, and loads once', async ({
  page,
}) => {
  await openList(page);
  const link = page.locator('.quick-view-link').first();
  const requests: string[] = [];
  page.on(
    'request',
    (request) =>
      request.url().includes('/widget/catalog/QuickView/') && requests.push(request.url()),
  );
  const address = page.url();
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading').first()).not.toBeEmpty();
  expect(page.url()).toBe(address);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(requests).toHaveLength(1);
});

test('the list is tracked: view_item_list on load, select_item on a product', async ({ page }) => {
  await openList(page);
  const events = await page.evaluate(() =>
    (
      (
        window as unknown as {
          dataLayer: Array<{ event?: string; ecommerce?: { items?: unknown[] } }>;
        }
      ).dataLayer ?? []
    )
      .filter((entry) => entry.event === 'view_item_list')
      .map((entry) => entry.ecommerce?.items?.length),
  );
  expect(events).toEqual([await cards(page).count()]);
  await cards(page).first().locator('a').first().click();
  await expect(page).toHaveURL(/\/catalog\/product\//);
  const selected = await page.evaluate(
    () =>
      (window as unknown as { dataLayer: Array<{ event?: string }> }).dataLayer.filter(
        (e) => e.event === 'select_item',
      ).length,
  );
  expect(selected).toBe(1);
});

test('on phones the filters start closed and open in a drawer from their button; axe passes with it open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openList(page);
  await expect(facet(page, 'Brands')).toBeHidden();
  await page.locator('.filter-panel__open').click();
  await expect(
    page.getByRole('dialog').locator('fieldset[data-filter-type="Brands"]'),
  ).toBeVisible();
  await expectAccessible(page);
});

test('desktop lists show the filter panel open and pass axe', async ({ page }) => {
  await openList(page);
  await expect(facet(page, 'Brands')).toBeVisible();
  await expectAccessible(page);
});

test('a filter panel without a form loads it from ListFilter (spec 001 §7)', async ({ page }) => {
  await page.goto('/fr/gallery?widget=filter-panel');
  const panel = page.locator(
    '[data-gallery-widget="filter-panel"] .gallery__live [data-widget="filter-panel"][data-brand-id]',
  );
  await expect(panel.locator('form[data-facets] fieldset').first()).toBeVisible();
  await expect(panel).not.toHaveAttribute('aria-busy', 'true');
  await expectAccessible(page);
});

test('the category tree marks the current category, opens its branch and follows the page', async ({
  page,
}) => {
  const t = await translator('fr');
  await openList(page, SHOES);
  const tree = page.getByRole('navigation', { name: t('Catalog.Categories') });
  const current = tree.locator('a[aria-current="page"]');
  await expect(current).toHaveAttribute('href', SHOES);
  const toggles = tree.locator('button[aria-expanded]');
  await expect(toggles.first()).toHaveAttribute('aria-expanded', 'true');
  const sub = tree.locator('ul ul a').first();
  await expect(sub).toBeVisible();
  await sub.click();
  await widgetsMounted(page);
  await expect(tree.locator('a[aria-current="page"]')).toHaveText((await sub.textContent()) ?? '');
  expect(await marker(page)).toBe('kept');
  await expectAccessible(page);
});
