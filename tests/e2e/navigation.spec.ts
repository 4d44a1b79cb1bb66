/**
 * The main navigation (issue 10 §1; spec 001 §2 "main navigation with mobile nav and active-link
 * marking", §9 "desktop hover menus apply at the large breakpoint"): on a phone a menu button
 * opens a drawer (a modal dialog) holding the categories, languages, country and currency, and
 * the header fits in 120 px; on the desktop the categories never clip (what does not fit goes
 * under "more") and sub-menus open on hover and by keyboard; the current page's link is marked,
 * again right after a page swap.
 */
import type { Locator, Page } from '@playwright/test';
import { mainCategories } from '../../demo/data/catalog/categories';
import { cultures } from '../../demo/shared/culture';
import { strings } from '../../demo/shared/strings/index';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';

const PHONE = { width: 390, height: 844 };
/** A marker on window: it survives a region swap and dies with a full reload. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { navMarker: 'kept' }));
const marker = (page: Page) =>
  page.evaluate(() => (window as unknown as { navMarker?: string }).navMarker);

/** The element that has the focus, described for messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent?.trim().slice(0, 30)}` : 'none';
  });

for (const culture of ['fr', 'pt', 'de'] as const) {
  test.describe(`on a phone (${culture}, 390 px)`, () => {
    test.use({ viewport: PHONE });

    test('the header fits in 120 px and the first Tab stops reach the content quickly', async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.goto(`/${culture}/catalog/category/shoes`);
      await widgetsMounted(page);
      const header = await page.locator('.site-header').boundingBox();
      expect(header?.height).toBeLessThanOrEqual(120);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const menu = page.getByRole('button', { name: t('Navigation.Menu'), exact: true });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      // The drawer's content is out of the page until it opens.
      await expect(
        page.getByRole('navigation', { name: /./ }).filter({ visible: true }),
      ).toHaveCount(0);

      // From the top of the page to the first control of the content: the skip link, the logo,
      // the search field and button, the wishlist, the basket, the menu button, then the
      // content. The search box mounts when first focused (data-hydrate="interaction"): it is
      // mounted first, so that each Tab below lands on a stop that stays.
      await page.locator('#site-search').focus();
      await expect(page.locator('[data-widget="search-box"]')).toHaveAttribute(
        'data-widget-state',
        'mounted',
      );
      await page.locator('.skip-link').focus();
      let tabs = 1;
      while (tabs < 20 && !(await page.evaluate(() => !!document.activeElement?.closest('main')))) {
        await page.keyboard.press('Tab');
        tabs += 1;
      }
      expect(tabs, await focused(page)).toBe(8);
      test.info().annotations.push({ type: 'tabs to the content', description: String(tabs) });
    });

    test('the menu button opens a modal drawer with categories, languages, country and currency', async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.goto(`/${culture}/catalog/category/shoes`);
      await widgetsMounted(page);
      // issue 16 §2: the selectors in the closed drawer wait until it shows them.
      const selectors = page.locator('[data-widget$="-selector"]');
      await expect(selectors).toHaveCount(2);
      for (const selector of await selectors.all()) {
        await expect(selector).toHaveAttribute('data-widget-state', 'waiting');
      }
      const menu = page.getByRole('button', { name: t('Navigation.Menu'), exact: true });
      await menu.click();
      const drawer = page.getByRole('dialog', { name: t('Navigation.Menu') });
      await expect(drawer).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toHaveAttribute('aria-modal', 'true');
      // Focus inside, on its first stop: the close button.
      await expect(drawer.getByRole('button', { name: t('Navigation.CloseMenu') })).toBeFocused();
      // What it holds: every main category, the six languages, the country and the currency.
      const categories = drawer.getByRole('navigation').first().locator('.main-nav__link');
      await expect(categories).toHaveText(mainCategories.map((category) => category.name[culture]));
      await expect(drawer.locator('a[hreflang]')).toHaveCount(cultures.length);
      await expect(drawer.getByRole('combobox', { name: t('Currency.Country') })).toBeVisible();
      await expect(drawer.getByRole('combobox', { name: t('Currency.Currency') })).toBeVisible();
      // The page behind is inert and does not scroll.
      await expect(page.locator('main')).toHaveAttribute('inert', '');
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
      await page.screenshot({ path: `/tmp/nav-drawer-${culture}-390.png` });
      await expectAccessible(page);

      // A sub-menu opens in place, by click.
      const shoes = mainCategories[0]?.name[culture] ?? '';
      const toggle = drawer.getByRole('button', {
        name: t('Navigation.Subcategories', { name: shoes }),
      });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(
        drawer.locator('.main-nav__sub').first().getByRole('link').first(),
      ).toBeVisible();

      // Esc closes it and gives the focus back to the menu button.
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await expect(page.locator('main')).not.toHaveAttribute('inert', '');
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe(
        'hidden',
      );
    });

    test('the focus stays in the drawer, and a press on the backdrop closes it', async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.goto(`/${culture}/`);
      await widgetsMounted(page);
      // issue 16 §2: the selectors in the closed drawer wait until it shows them.
      const selectors = page.locator('[data-widget$="-selector"]');
      await expect(selectors).toHaveCount(2);
      for (const selector of await selectors.all()) {
        await expect(selector).toHaveAttribute('data-widget-state', 'waiting');
      }
      const menu = page.getByRole('button', { name: t('Navigation.Menu'), exact: true });
      await menu.click();
      const drawer = page.getByRole('dialog', { name: t('Navigation.Menu') });
      const close = drawer.getByRole('button', { name: t('Navigation.CloseMenu') });
      await expect(close).toBeFocused();
      // The country and currency selects load as the drawer shows them (issue 16 §2).
      await expect(drawer.locator('select')).toHaveCount(2);
      // Round the drawer once: every stop is inside it, and after the last comes the first.
      const stops = await drawer.locator('a[href]:visible, button:visible, select:visible').count();
      for (let tab = 1; tab <= stops; tab += 1) {
        await page.keyboard.press('Tab');
        expect(await drawer.locator(':focus').count(), `Tab ${tab}: ${await focused(page)}`).toBe(
          1,
        );
      }
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(drawer.locator('.header-tools__account')).toBeFocused();

      await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
    });

    test('a category of the drawer swaps the page in, and the mark follows it', async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.goto(`/${culture}/catalog/category/shoes`);
      await widgetsMounted(page);
      await mark(page);
      const menu = page.getByRole('button', { name: t('Navigation.Menu'), exact: true });
      const current = page.locator('.main-nav a[aria-current="page"]');
      await expect(current).toHaveAttribute('href', `/${culture}/catalog/category/shoes`);
      await menu.click();
      const drawer = page.getByRole('dialog', { name: t('Navigation.Menu') });
      const clothing = mainCategories[1]?.name[culture] ?? '';
      await drawer.getByRole('link', { name: clothing, exact: true }).click();

      await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/category/clothing$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(clothing);
      expect(await marker(page)).toBe('kept');
      await expect(drawer).toBeHidden();
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAttribute('href', `/${culture}/catalog/category/clothing`);
      await menu.click();
      await expect(drawer.getByRole('link', { name: clothing, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });
}

/**
 * The layout shift (CLS score) of the page so far whose moved elements are in the header
 * (issue 10 §1: the server's fallbacks keep the widgets' places).
 */
const headerShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const header = document.querySelector('.site-header');
        let score = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Array<{
            value: number;
            sources: Array<{ node: Node | null }>;
          }>) {
            if (entry.sources.some((source) => source.node && header?.contains(source.node)))
              score += entry.value;
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in a task of their own: two frames later they are in.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(score)));
      }),
  );

for (const [culture, viewport] of [
  ['pt', PHONE],
  ['de', { width: 1280, height: 800 }],
] as const) {
  test(`the header does not move while its widgets mount (${culture}, ${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`/${culture}/catalog/category/shoes`);
    await widgetsMounted(page);
    if (viewport.width >= 1000) {
      // On the desktop the country and currency selectors are on the header's line: they load
      // as soon as they are seen (data-hydrate="visible") and must not move it either.
      for (const selector of await page.locator('[data-widget$="-selector"]').all()) {
        await expect(selector).toHaveAttribute('data-widget-state', 'mounted');
      }
    }
    expect(await headerShift(page)).toBeLessThan(0.001);
  });
}

/** Where each main category of the line is: on the line, fully inside it, or under "more". */
async function categoryPlaces(nav: Locator) {
  return nav.evaluate((element) => {
    const line = element.getBoundingClientRect();
    const more = element.querySelector('[data-nav-more]');
    const items = [
      ...element.querySelectorAll<HTMLElement>('[data-nav-menu] > li:not([data-nav-more])'),
    ];
    const moved = [...(more?.querySelectorAll<HTMLElement>('ul > li.main-nav__item') ?? [])];
    const box = (node: Element) => node.getBoundingClientRect();
    const inside = (node: Element) =>
      box(node).left >= line.left - 0.5 &&
      box(node).right <= Math.min(line.right, window.innerWidth) + 0.5 &&
      box(node).width > 0;
    return {
      onLine: items.map((item) => ({
        name: item.querySelector('a')?.textContent ?? '',
        whole: [...item.querySelectorAll(':scope > a, :scope > button')].every(inside),
      })),
      underMore: moved.map((item) => item.querySelector('a')?.textContent ?? ''),
      moreShown: more instanceof HTMLElement && !more.hidden ? inside(more) : null,
    };
  });
}

for (const width of [1280, 1366]) {
  test(`at ${width} px no category is clipped, in the six cultures: it is on the line or under "more"`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    for (const culture of cultures) {
      await page.goto(`/${culture}/`);
      await widgetsMounted(page);
      const nav = page.locator('.main-nav');
      const places = await categoryPlaces(nav);
      const names = mainCategories.map((category) => category.name[culture]);
      expect([...places.onLine.map((item) => item.name), ...places.underMore], culture).toEqual(
        names,
      );
      for (const item of places.onLine) expect(item.whole, `${culture} ${item.name}`).toBe(true);
      if (places.underMore.length > 0) expect(places.moreShown, culture).toBe(true);
      else expect(places.moreShown, culture).toBeNull();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      test.info().annotations.push({
        type: `${culture} ${width}`,
        description: `${places.onLine.length} on the line, ${places.underMore.length} under more`,
      });
    }
    await page.locator('.site-header').screenshot({ path: `/tmp/nav-line-pt-${width}.png` });
  });
}

test.describe('on the desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a sub-menu opens on hover, and its link swaps the page and moves the mark (fr)', async ({
    page,
  }) => {
    const t = await translator('fr');
    await page.goto('/fr/');
    await widgetsMounted(page);
    await mark(page);
    await expect(page.getByRole('button', { name: t('Navigation.Menu') })).toBeHidden();
    const nav = page.getByRole('navigation', { name: strings.fr.pages.nav.catalog });
    const shoes = mainCategories[0]?.name.fr ?? '';
    const toggle = nav.getByRole('button', {
      name: t('Navigation.Subcategories', { name: shoes }),
    });
    const boots = nav.locator('a[href="/fr/catalog/category/boots"]');
    await expect(boots).toBeHidden();
    await nav.getByRole('link', { name: shoes, exact: true }).hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(boots).toBeVisible();
    await page.locator('.site-header').screenshot({ path: '/tmp/nav-hover-fr-1280.png' });
    // Esc hides what the hover showed, the mouse staying where it is (WCAG 1.4.13).
    await page.keyboard.press('Escape');
    await expect(boots).toBeHidden();
    await nav.getByRole('link', { name: 'Montres', exact: true }).hover();
    await nav.getByRole('link', { name: shoes, exact: true }).hover();
    await boots.hover();
    await boots.click();

    await expect(page).toHaveURL(/\/fr\/catalog\/category\/boots$/);
    expect(await marker(page)).toBe('kept');
    await expect(boots).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await page.mouse.move(640, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('sub-menus and "more" work with the keyboard (de)', async ({ page }) => {
    // Two full axe passes: past the default time on a busy machine.
    test.slow();
    const t = await translator('de');
    await page.goto('/de/catalog/category/shoes');
    await widgetsMounted(page);
    const nav = page.getByRole('navigation', { name: strings.de.pages.nav.catalog });
    const shoes = mainCategories[0]?.name.de ?? '';
    const toggle = nav.getByRole('button', {
      name: t('Navigation.Subcategories', { name: shoes }),
    });
    await nav.getByRole('link', { name: shoes, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const subLinks = nav.locator('#main-nav-shoes a');
    await page.keyboard.press('Tab');
    await expect(subLinks.first()).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // Leaving an open sub-menu with Tab closes it.
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (let tab = 0; tab <= (await subLinks.count()); tab += 1) await page.keyboard.press('Tab');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // "More" holds what does not fit, and opens and closes the same way.
    const more = nav.getByRole('button', { name: t('Navigation.More'), exact: true });
    await expect(more).toBeVisible();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const moved = nav.locator('#main-nav-more a');
    await expect(moved.first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(moved.first()).toBeFocused();
    await page.locator('.site-header').screenshot({ path: '/tmp/nav-more-de-1280.png' });
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(more).toBeFocused();
    await expect(moved.first()).toBeHidden();
  });

  test('the line refits when the window narrows or widens', async ({ page }) => {
    await page.goto('/pt/');
    await widgetsMounted(page);
    const nav = page.locator('.main-nav');
    const wide = await categoryPlaces(nav);
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect
      .poll(async () => (await categoryPlaces(nav)).underMore.length)
      .toBeGreaterThan(wide.underMore.length);
    const narrow = await categoryPlaces(nav);
    for (const item of narrow.onLine) expect(item.whole, item.name).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => (await categoryPlaces(nav)).underMore).toEqual(wide.underMore);
    // Below the large breakpoint every category is back in the drawer's list.
    await page.setViewportSize({ width: 800, height: 800 });
    await expect(page.locator('[data-nav-more]')).toBeHidden();
    await expect(page.locator('[data-nav-menu] > li:not([data-nav-more])')).toHaveCount(
      mainCategories.length,
    );
  });
});
