/**
 * Product lists by keyboard and screen reader (issue 10 §2; decision 019; spec 000 §7: every
 * list change is a visit of the page loader): a change made from a control of the list keeps
 * focus on that control (or its replacement, by name and value) and the new result count is
 * announced by the shell's live region, which stays in the page. At a desktop and a phone
 * width, in more than one culture.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';

const count = (page: Page) => page.locator('.product-list__count');
const announcer = (page: Page) => page.locator('.vitrine-announcer');
/** The focused element, described by what the shell matches it on. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return {
      tag: element?.localName,
      name: element?.getAttribute('name') ?? element?.getAttribute('aria-label'),
      value: element?.value,
      stale: element?.dataset.stale === 'old',
    };
  });
/** Marks every control of the region, so a test can tell a replacement from the old one. */
const markOld = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('main input, main select, main a'))
      element.dataset.stale = 'old';
  });
/** Marks the live region: the same node must still be there after the next change. */
const markAnnouncer = (page: Page) =>
  page.evaluate(() => {
    const region = document.querySelector<HTMLElement>('.vitrine-announcer');
    if (region) region.dataset.kept = 'yes';
  });

async function changed(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  await widgetsMounted(page);
}

test('a brand ticked by keyboard keeps focus; the next filter is one Tab away; the count is announced', async ({
  page,
}) => {
  await page.goto('/fr/catalog/category/shoes');
  await widgetsMounted(page);
  const brands = page.locator('fieldset[data-filter-type="Brands"] input:not([disabled])');
  const brand = brands.first();
  const value = (await brand.getAttribute('value')) ?? '';
  await markOld(page);
  await brand.focus();
  await page.keyboard.press('Space');
  await changed(page, /filter=/);

  await expect
    .poll(() => focused(page))
    .toEqual({ tag: 'input', name: 'Brands', value, stale: false });
  await expect(page.locator(`input[name="Brands"][value="${value}"]`)).toBeChecked();
  await expect(announcer(page)).toHaveText((await count(page).textContent()) ?? 'none');
  await expect(page.locator('main .vitrine-announcer, main [role="status"]')).toHaveCount(0);

  await markAnnouncer(page);
  await page.keyboard.press('Tab');
  const next = await focused(page);
  expect(next.name).toBe('Brands');
  expect(next.value).not.toBe(value);
  await markOld(page);
  await page.keyboard.press('Space');
  await changed(page, new RegExp(`${next.value}`));
  // Focus on a fresh input: the new list is in, so the count read below is the new one (the
  // address may change before the region does).
  await expect
    .poll(() => focused(page))
    .toMatchObject({ name: 'Brands', value: next.value, stale: false });
  await expect(announcer(page)).toHaveAttribute('data-kept', 'yes');
  await expect(announcer(page)).toHaveText((await count(page).textContent()) ?? 'none');
  await expectAccessible(page);
});

test('sort and page size keep focus on their select, where it was on screen', async ({ page }) => {
  const t = await translator('de');
  await page.goto('/de/catalog');
  await widgetsMounted(page);
  const sort = page.getByLabel(t('Catalog.SortBy'));
  await sort.scrollIntoViewIfNeeded();
  const top = await sort.evaluate((element) => element.getBoundingClientRect().top);
  await markOld(page);
  await sort.selectOption('price-asc');
  await changed(page, /sort=price-asc/);
  await expect
    .poll(() => focused(page))
    .toMatchObject({ tag: 'select', name: 'sort', stale: false });
  const after = await sort.evaluate((element) => element.getBoundingClientRect().top);
  expect(Math.abs(after - top)).toBeLessThan(2);
  await expect(announcer(page)).toHaveText((await count(page).textContent()) ?? 'none');

  await page.getByLabel(t('Catalog.PageSize')).selectOption('12');
  await changed(page, /pageSize=12/);
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'select', name: 'pageSize' });
});

test('a page link followed by keyboard keeps focus on the pagination once its widget mounted', async ({
  page,
}) => {
  const t = await translator('nl');
  await page.goto('/nl/catalog');
  await widgetsMounted(page);
  const nav = page.getByRole('navigation', { name: t('Core.Pagination') });
  await markOld(page);
  await nav.getByRole('link', { name: t('Core.NextPage') }).focus();
  await page.keyboard.press('Enter');
  await changed(page, /pageindex=2$/);
  await expect(nav.locator('a[aria-current="page"]')).toHaveText('2');
  await expect(nav.getByRole('link', { name: t('Core.NextPage') })).toBeFocused();
  expect((await focused(page)).stale).toBe(false);

  await nav.getByRole('link', { name: t('Core.PageNumber', { page: 3 }) }).focus();
  await page.keyboard.press('Enter');
  await changed(page, /pageindex=3$/);
  await expect(nav.getByRole('link', { name: t('Core.PageNumber', { page: 3 }) })).toBeFocused();
  await expect(announcer(page)).toHaveText((await count(page).textContent()) ?? 'none');
});

test('the display radios follow the arrows without reloading, and apply on Space', async ({
  page,
}) => {
  const t = await translator('it');
  // Counts the shell's page requests from inside the page: a reload starts in the same task.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    Object.assign(window, { pageFetches: 0 });
    window.fetch = (input, init) => {
      if (String(input).includes('/catalog?') || String(input).endsWith('/catalog'))
        Object.assign(window, {
          pageFetches: (window as unknown as { pageFetches: number }).pageFetches + 1,
        });
      return original(input, init);
    };
  });
  const fetches = () =>
    page.evaluate(() => (window as unknown as { pageFetches: number }).pageFetches);
  await page.goto('/it/catalog');
  await widgetsMounted(page);
  // A first change loads the shell's visit machinery, so a reload would start at once.
  await page.getByLabel(t('Catalog.SortBy')).selectOption('name-asc');
  await changed(page, /sort=name-asc/);
  const before = await fetches();
  const grid = page.getByRole('radio', { name: t('Catalog.DisplayGrid') });
  const table = page.getByRole('radio', { name: t('Catalog.DisplayTable') });
  await grid.focus();
  await page.keyboard.press('ArrowRight');
  await expect(table).toBeChecked();
  await expect(table).toBeFocused();
  expect(await fetches()).toBe(before);
  expect(page.url()).not.toContain('display=table');

  await page.keyboard.press('Space');
  await changed(page, /display=table/);
  expect(await fetches()).toBe(before + 1);
  await expect(page.locator('table.product-table')).toBeVisible();
  await expect(table).toBeFocused();
  await expect(table).toBeChecked();
});

test('removing a filter tag puts focus on the tag that took its place', async ({ page }) => {
  await page.goto('/fr/catalog/category/shoes');
  await widgetsMounted(page);
  for (const index of [0, 1]) {
    await page
      .locator('fieldset[data-filter-type="Brands"] input:not([disabled])')
      .nth(index)
      .check();
    await widgetsMounted(page);
  }
  const tags = page.locator('.filter-tag');
  await expect(tags).toHaveCount(2);
  const second = (await tags.nth(1).getAttribute('aria-label')) ?? '';
  await tags.first().focus();
  await page.keyboard.press('Enter');
  await expect(tags).toHaveCount(1);
  await expect(tags.first()).toHaveAttribute('aria-label', second);
  await expect(tags.first()).toBeFocused();
});

/** Presses Tab from the focused element until a product is focused; the number of Tabs. */
async function tabsToFirstProduct(page: Page, limit = 200): Promise<number> {
  for (let tabs = 0; tabs < limit; tabs += 1) {
    const inProduct = await page.evaluate(
      () => !!document.activeElement?.closest('.product-card, .product-table tbody'),
    );
    if (inProduct) return tabs;
    await page.keyboard.press('Tab');
  }
  return limit;
}

for (const { culture, width } of [
  { culture: 'fr', width: 1280 },
  { culture: 'pt', width: 375 },
] as const) {
  test(`after the h1, a skip link leads to the first product in two Tabs (${culture}, ${width} px)`, async ({
    page,
  }) => {
    const t = await translator(culture);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/${culture}/`);
    await widgetsMounted(page);
    // A visit from a link leaves focus on the new h1 (decision 008); on a phone the categories
    // are in the menu's drawer.
    if (width < 992) await page.locator('[data-nav-open]').click();
    await page.locator('.main-nav a').first().click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await widgetsMounted(page);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t('Catalog.SkipToResults') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.screenshot({ path: `/tmp/a11y-skip-link-${culture}-${width}.png` });
    await page.keyboard.press('Enter');
    const results = page.getByRole('region', { name: (await count(page).textContent()) ?? '' });
    await expect(results).toBeFocused();
    await expect(page).toHaveURL(/#list-results$/);
    await page.keyboard.press('Tab');
    await expect(page.locator('.product-card').first().locator('a').first()).toBeFocused();
    // Tabbing on past the skip link goes through the filters and controls first.
    await heading.focus();
    expect(await tabsToFirstProduct(page)).toBeGreaterThan(2);
    await expectAccessible(page);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a filter ticked in the filter drawer keeps the drawer open and the focus on the filter', async ({
    page,
  }) => {
    const t = await translator('es');
    await page.goto('/es/catalog/category/shoes');
    await widgetsMounted(page);
    await page.getByRole('button', { name: t('Catalog.ShowFilters') }).click();
    const drawer = page.getByRole('dialog');
    const brand = drawer
      .locator('fieldset[data-filter-type="Brands"] input:not([disabled])')
      .first();
    const value = (await brand.getAttribute('value')) ?? '';
    await brand.focus();
    await page.keyboard.press('Space');
    await changed(page, /filter=/);
    await expect(drawer).toBeVisible();
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Brands', value });
    await expect(drawer.locator(`input[name="Brands"][value="${value}"]`)).toBeInViewport();
    // Outside the modal drawer the page is inert: the drawer reads the count out itself.
    await expect(drawer.getByRole('status')).toHaveText(
      (await count(page).textContent()) ?? 'none',
    );
    await page.screenshot({ path: '/tmp/a11y-phone-filter-kept.png' });
    await expectAccessible(page);
  });
});
