/**
 * Filters on a phone (issue 10 §1; decisions 019 and 021): the filters live in a drawer, a
 * modal dialog (focus kept inside, Esc, focus back to its button) that stays open while each
 * change reloads the list behind it, with a "show N products" button, N the current result
 * count, which closes it. Ticking two values costs one opening, not three. A desktop keeps the
 * panel beside the list.
 */
import type { Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';

const count = (page: Page) => page.locator('.product-list__count');
const drawer = (page: Page) => page.getByRole('dialog');
/** The result count the page says, as a number. */
const total = async (page: Page) => Number((await count(page).textContent())?.replace(/\D/g, ''));
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return { name: element?.name, value: element?.value, inDrawer: !!element?.closest('dialog') };
  });

/** Counts the drawer's closings from now on, and marks the dialog to tell it from a new one. */
const watchDrawer = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    dialog.dataset.e2e = 'the same';
    const counter = window as unknown as { drawerClosings: number };
    counter.drawerClosings = 0;
    dialog.addEventListener('close', () => {
      counter.drawerClosings += 1;
    });
  });
const closings = (page: Page) =>
  page.evaluate(() => (window as unknown as { drawerClosings: number }).drawerClosings);

async function tick(page: Page, nth: number, culture: Culture) {
  const t = await translator(culture);
  const before = page.url();
  const value = drawer(page).locator('fieldset[data-filter-type="Brands"] input:not([disabled])');
  const box = value.nth(nth);
  const ticked = (await box.getAttribute('value')) ?? '';
  await box.check();
  await expect(page).not.toHaveURL(before);
  await widgetsMounted(page);
  // The list behind changed; the drawer says its count on its button and reads it out.
  const n = await total(page);
  const show = drawer(page).getByRole('button', {
    name: t('Catalog.ShowProducts', { count: n }),
    exact: true,
  });
  await expect(show).toBeVisible();
  await expect(drawer(page).getByRole('status')).toHaveText(t('Catalog.Results', { count: n }));
  await expect.poll(() => focused(page)).toEqual({ name: 'Brands', value: ticked, inDrawer: true });
  return { n, show };
}

for (const { culture, width } of [
  { culture: 'de', width: 390 },
  { culture: 'pt', width: 360 },
] as const) {
  test(`on a ${width} px phone in ${culture}, two filters cost one opening of the drawer, which stays open`, async ({
    page,
  }) => {
    const t = await translator(culture);
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/${culture}/catalog`);
    await widgetsMounted(page);
    const opener = page.getByRole('button', { name: t('Catalog.ShowFilters') });
    await expect(page.locator('summary.filter-panel__summary')).toBeHidden();
    await opener.click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page)).toHaveAccessibleName(t('Catalog.Filters'));
    await expect(drawer(page).getByRole('button', { name: t('Core.Close') })).toBeFocused();
    const all = await total(page);
    await expect(
      drawer(page).getByRole('button', { name: t('Catalog.ShowProducts', { count: all }) }),
    ).toBeVisible();
    await watchDrawer(page);

    const first = await tick(page, 1, culture);
    expect(first.n).toBeLessThan(all);
    const second = await tick(page, 2, culture);
    expect(second.n).toBeGreaterThan(first.n);
    // Never closed: the same dialog, no close event, while the page behind was swapped twice.
    expect(await closings(page)).toBe(0);
    await expect(drawer(page)).toHaveAttribute('data-e2e', 'the same');
    await expect(page).toHaveURL(/filter=/);
    if (culture === 'de')
      await page.screenshot({ path: test.info().outputPath('drawer-de-390.png') });
    await expectAccessible(page);

    // The button shows the products: the drawer closes on the list, focus on its opener.
    await second.show.click();
    await expect(drawer(page)).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toContainText('2');
    await expect(page.locator('.product-grid .product-card')).toHaveCount(Math.min(second.n, 24));
    if (culture === 'de')
      await page.screenshot({ path: test.info().outputPath('list-de-390.png') });
  });
}

test('the drawer keeps focus inside, closes on Esc or a tap beside it, and gives focus back (nl, 390 px)', async ({
  page,
}) => {
  const t = await translator('nl');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/nl/catalog/category/shoes');
  await widgetsMounted(page);
  const opener = page.getByRole('button', { name: t('Catalog.ShowFilters') });
  await opener.click();
  const close = drawer(page).getByRole('button', { name: t('Core.Close') });
  const show = drawer(page).locator('.filter-panel__show');
  await expect(close).toBeFocused();
  // Tab from the last control comes back to the first, Shift+Tab from the first to the last.
  await page.keyboard.press('Shift+Tab');
  await expect(show).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  // The page behind cannot be reached.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(drawer(page)).toBeVisible();
  // A tap on the list beside the drawer (its backdrop) closes it.
  await page.mouse.click(12, 420);
  await expect(drawer(page)).toBeHidden();
  await expect(opener).toBeFocused();
  // Closed, its filters are back in the page, and the page scrolls again.
  await expect(page.locator('details.filter-panel__toggle form[data-facets]')).toBeAttached();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );
});

test('a desktop keeps the filters beside the list: no drawer, the change keeps focus in the page (fr, 1280 px)', async ({
  page,
}) => {
  const t = await translator('fr');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/fr/catalog/category/shoes');
  await widgetsMounted(page);
  await expect(page.getByRole('button', { name: t('Catalog.ShowFilters') })).toBeHidden();
  const brand = page.locator('fieldset[data-filter-type="Brands"] input:not([disabled])').first();
  await expect(brand).toBeVisible();
  const value = (await brand.getAttribute('value')) ?? '';
  await brand.check();
  await expect(page).toHaveURL(/filter=/);
  await widgetsMounted(page);
  await expect.poll(() => focused(page)).toEqual({ name: 'Brands', value, inDrawer: false });
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.locator('.filter-panel__show')).toBeHidden();
});

test('growing past the phone width closes the drawer and shows the panel beside the list', async ({
  page,
}) => {
  const t = await translator('it');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/it/catalog');
  await widgetsMounted(page);
  await page.getByRole('button', { name: t('Catalog.ShowFilters') }).click();
  await expect(drawer(page)).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 844 });
  await expect(drawer(page)).toBeHidden();
  await expect(page.locator('fieldset[data-filter-type="Brands"]')).toBeVisible();
});
