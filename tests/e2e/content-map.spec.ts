/**
 * The content map, the parallax and the initial loader (issue 15; spec 001 §3, §4, §9, spec 000
 * §9; decision 042), on the demo's "our shops" page: two maps load one map chunk and one
 * settings call; a marker opens its popup by mouse and by keyboard (focus goes in, Tab reaches
 * the close button, Escape gives focus back to the marker); axe with a popup open; a settings
 * failure leaves the list with a message; reduced motion keeps the parallax still; the initial
 * loader fades out once the page has loaded. At 375 and 1280 px, in German and Italian; no
 * request leaves 127.0.0.1 and nothing scrolls sideways.
 */
import type { Page } from '@playwright/test';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

const runs: { culture: Culture; width: number; height: number }[] = [
  { culture: 'de', width: 375, height: 760 },
  { culture: 'it', width: 1280, height: 900 },
];

function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const count = (pattern: RegExp) => urls.filter((url) => pattern.test(url)).length;
  return {
    urls,
    mapChunks: () => count(/\/chunks\/leafletMap-[^/]+\.js$/),
    settings: () => count(/\/api\/v1\/settings\/$/),
  };
}

const maps = (page: Page) => page.locator('[data-widget="content-map"]');

for (const { culture, width, height } of runs) {
  test.describe(`${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('two maps: one map chunk, one settings call; a marker’s popup by keyboard and mouse', async ({
      page,
    }) => {
      const t = await translator(culture);
      const requests = watchRequests(page);
      await page.goto(`/${culture}/stores`);
      const [all, flagship] = [maps(page).first(), maps(page).nth(1)];
      await all.scrollIntoViewIfNeeded();
      const pins = all.locator('.vitrine-map__pin');
      await expect(pins).toHaveCount(8);
      await expect(all.getByRole('status')).toHaveText('');
      // The page reserved the map's height: the map fills it and moves nothing below.
      const [box, reserved] = await all.evaluate((element) => [
        element.getBoundingClientRect().height,
        Number.parseFloat(getComputedStyle(element).minHeight),
      ]);
      expect(box).toBeCloseTo(reserved ?? 0, 0);
      // The list stays, as the source the map enhances.
      await expect(page.locator('#stores-list li')).toHaveCount(8);

      // Mouse: a click opens a shop's popup; its close button gives focus back.
      const gent = all.getByRole('button', { name: 'Vitrine Gent' });
      await gent.click();
      const gentPopup = all.getByRole('dialog', { name: 'Vitrine Gent' });
      await expect(gentPopup).toContainText('Veldstraat 61, 9000 Gent');
      await gentPopup.getByRole('button', { name: t('Maps.ClosePopup') }).click();
      await expect(gentPopup).toHaveCount(0);
      await expect(gent).toBeFocused();

      // Keyboard: focus a marker, Enter opens its popup and moves focus into it.
      const brussels = all.getByRole('button', { name: 'Vitrine Bruxelles' });
      await expect(brussels).toHaveAttribute('aria-expanded', 'false');
      await brussels.focus();
      await page.keyboard.press('Enter');
      const popup = all.getByRole('dialog', { name: 'Vitrine Bruxelles' });
      await expect(popup).toBeVisible();
      await expect(popup).toBeFocused();
      await expect(brussels).toHaveAttribute('aria-expanded', 'true');
      await expect(popup).toContainText('Rue Neuve 87, 1000 Bruxelles');
      await expect(popup).toContainText('+32 2 512 40 87');
      await page.keyboard.press('Tab');
      const close = popup.getByRole('button', { name: t('Maps.ClosePopup') });
      await expect(close).toBeFocused();
      await expectAccessible(page);
      await page.screenshot({ path: `test-results/content-map-${culture}-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);
      await expect(brussels).toBeFocused();
      await expect(brussels).toHaveAttribute('aria-expanded', 'false');

      // Space opens it too; the map's keys pan it (the map is focusable, all controls on).
      await page.keyboard.press(' ');
      await expect(popup).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(brussels).toBeFocused();
      await expect(all.getByRole('button', { name: t('Maps.ZoomIn') })).toBeVisible();

      // The second map: one marker, no second chunk, no second settings call.
      await flagship.scrollIntoViewIfNeeded();
      await expect(flagship.locator('.vitrine-map__pin')).toHaveCount(1);
      await expect(flagship.locator('.leaflet-tile-loaded').first()).toBeVisible();
      expect(requests.mapChunks(), 'the map chunk, once for two maps').toBe(1);
      expect(requests.settings(), 'the settings, asked once for two maps').toBe(1);
      expect((await sideways(page)).culprits).toEqual([]);
      for (const url of requests.urls) expect(new URL(url).hostname).toBe('127.0.0.1');
    });

    for (const [failure, answer] of [
      ['a 500', 'status'],
      ['a network error', 'abort'],
    ] as const) {
      test(`${failure} on the settings: the maps say so, the list stays`, async ({
        page,
        problems,
      }) => {
        problems.allow(/Failed to load resource/);
        const t = await translator(culture);
        const requests = watchRequests(page);
        await page.route('**/api/v1/settings/', (route) =>
          answer === 'abort' ? route.abort('failed') : route.fulfill({ status: 500, body: 'boom' }),
        );
        await page.goto(`/${culture}/stores`);
        for (const map of [maps(page).first(), maps(page).nth(1)]) {
          await map.scrollIntoViewIfNeeded();
          await expect(map.getByRole('status')).toHaveText(t('Maps.Unavailable'));
          await expect(map.locator('section')).toBeHidden();
        }
        await expect(page.locator('#stores-list li')).toHaveCount(8);
        await expect(page.getByRole('link', { name: '+32 2 512 40 87' })).toBeVisible();
        expect(requests.mapChunks(), 'no map chunk without a map').toBe(0);
        await expectAccessible(page);
      });
    }

    test('the parallax moves the hero while scrolling, and stays still under reduced motion', async ({
      page,
    }) => {
      const hero = page.locator('.stores-hero');
      const image = hero.locator('img');
      const transform = () => image.evaluate((element) => getComputedStyle(element).transform);
      await page.goto(`/${culture}/stores`);
      await expect(hero).toHaveAttribute('data-widget-state', 'mounted');
      const box = await hero.boundingBox();
      await page.mouse.wheel(0, 120);
      await expect.poll(transform).not.toBe('none');
      // Moved by a quarter of the scroll: the box did not change size (no layout shift).
      expect((await hero.boundingBox())?.height).toBeCloseTo(box?.height ?? 0, 0);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(transform).toBe('none');
      await page.reload();
      await expect(hero).toHaveAttribute('data-widget-state', 'mounted');
      await page.mouse.wheel(0, 200);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await transform()).toBe('none');
    });
  });
}

/** The stores page with an initial loader, as a theme would put it in its layout. */
async function withLoader(page: Page) {
  await page.route('**/de/stores', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<body([^>]*)>/,
      '<body$1><div data-initial-loader class="e2e-loader" style="position:fixed;inset:0;background:#fff"></div>',
    );
    await route.fulfill({ response, body });
  });
  await page.addInitScript(() => {
    const seen: Record<string, number> = {};
    (window as unknown as { loaderTimes: typeof seen }).loaderTimes = seen;
    new MutationObserver(() => {
      const loader = document.querySelector('[data-initial-loader]');
      for (const name of ['is-leaving', 'is-done'])
        if (loader?.classList.contains(name)) seen[name] ??= performance.now();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
}

test('the initial loader fades out over 600 ms once the page has loaded (decision 042)', async ({
  page,
}) => {
  await withLoader(page);
  await page.goto('/de/stores');
  const loader = page.locator('[data-initial-loader]');
  await expect(loader).toBeHidden();
  await expect(loader).toHaveClass(/is-done/);
  const times = await page.evaluate(
    () => (window as unknown as { loaderTimes: Record<string, number> }).loaderTimes,
  );
  const leaving = times['is-leaving'] ?? Number.NaN;
  const done = times['is-done'] ?? Number.NaN;
  expect(leaving, 'the fade starts by 3000 ms').toBeLessThan(3000);
  expect(done - leaving, 'the fade lasts 600 ms').toBeGreaterThanOrEqual(590);
  expect(done - leaving).toBeLessThan(1500);
});

test('the initial loader ends at once under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await withLoader(page);
  await page.goto('/de/stores');
  const loader = page.locator('[data-initial-loader]');
  await expect(loader).toHaveClass(/is-done/);
  await expect(loader).toBeHidden();
  const times = await page.evaluate(
    () => (window as unknown as { loaderTimes: Record<string, number> }).loaderTimes,
  );
  expect(times['is-leaving'], 'no fade').toBeUndefined();
});
