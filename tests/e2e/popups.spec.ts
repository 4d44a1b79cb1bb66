/**
 * Popups and banners with countdowns (issue 15; spec 001 §3, §4, §9): the banner at once, the
 * popup 3000 ms after the page loads (on the page's fake clock), never over the undecided cookie
 * banner; closing either is remembered across reloads (the server leaves it out); a countdown
 * that ends reloads the page or runs the page's callback; reduced motion; at a phone and a
 * desktop width, in Dutch and Spanish. No request leaves the demo.
 */
import type { Page } from '@playwright/test';
import { POPUP_ID } from '../../demo/families/promotions/promotionsPage';
import { strings as promotions } from '../../demo/families/promotions/strings';
import { POPUP_COOKIE } from '../../src/api/popupMemory';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

/** Every request the page makes stays on the demo's host. */
function stayHome(page: Page): Set<string> {
  const hosts = new Set<string>();
  page.on('request', (request) => hosts.add(new URL(request.url()).hostname));
  return hosts;
}

const cases: { culture: Culture; width: number }[] = [
  { culture: 'nl', width: 1280 },
  { culture: 'es', width: 375 },
];

for (const { culture, width } of cases) {
  test.describe(`${culture} at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 800 }));

    test('the banner shows at once, the popup after 3 s; closing the popup is remembered', async ({
      page,
    }) => {
      const hosts = stayHome(page);
      const t = await translator(culture);
      const text = promotions[culture].pages.promotions;
      await page.clock.install();
      await page.goto(`/${culture}/promotions`);
      const banner = page.getByRole('region', { name: text.bannerTitle });
      await expect(banner).toBeVisible();
      await expect(
        banner.getByRole('timer', { name: t('Promotions.CountdownLabel') }),
      ).toBeVisible();
      const dialog = page.getByRole('dialog', { name: text.popupTitle });
      await page.clock.runFor(2500);
      await expect(dialog).toHaveCount(0);
      await page.clock.runFor(600);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(text.popupText);
      await expect(dialog.getByLabel(text.newsletterEmail)).toBeVisible();
      expect((await sideways(page)).culprits).toEqual([]);
      await expectAccessible(page, undefined, { inPageOnly: true });

      // Keyboard: focus is trapped in the dialog, Esc closes it.
      await page.keyboard.press('Tab');
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      // spec 001 §3, §4: the remembered list holds the popup's id and when it was closed.
      const memory = (await page.context().cookies()).find(({ name }) => name === POPUP_COOKIE);
      expect(JSON.parse(decodeURIComponent(memory?.value ?? '[]'))).toEqual([
        { id: POPUP_ID, datetime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) },
      ]);
      // 9999 days asked (spec 001 §9); Chromium keeps a cookie 400 days at most, and each page
      // with a popup or banner writes the list again (decision 044).
      expect((memory?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(399 * 86_400);

      await page.reload();
      await expect(banner).toBeVisible();
      await page.clock.runFor(10_000);
      await expect(dialog).toHaveCount(0);
      // The server leaves a closed popup out of the page.
      await expect(page.locator('[data-widget="popup"]')).toHaveCount(0);
      expect([...hosts]).toEqual(['127.0.0.1']);
    });

    test('the banner closes by keyboard and stays closed', async ({ page, context, baseURL }) => {
      const t = await translator(culture);
      const text = promotions[culture].pages.promotions;
      // The popup closed before: only the banner is on the page.
      const closed = [{ id: POPUP_ID, datetime: new Date().toISOString() }];
      await context.addCookies([
        {
          name: POPUP_COOKIE,
          value: encodeURIComponent(JSON.stringify(closed)),
          domain: new URL(baseURL ?? '').hostname,
          path: '/',
        },
      ]);
      await page.goto(`/${culture}/promotions`);
      const banner = page.getByRole('region', { name: text.bannerTitle });
      await expect(banner).toBeVisible();
      await expectAccessible(page, '.vitrine-promo-banner');
      const close = banner.getByRole('button', { name: t('Promotions.CloseBanner') });
      await close.focus();
      await page.keyboard.press('Enter');
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeFocused();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.locator('[data-widget="banner"]')).toHaveCount(0);
    });
  });
}

test.describe('with the cookie banner undecided', () => {
  test.use({ consentDecided: false });

  test('the popup waits for the decision: never two modals at once', async ({ page }) => {
    const t = await translator('nl');
    const text = promotions.nl.pages.promotions;
    await page.clock.install();
    await page.goto('/nl/promotions');
    const consent = page.getByRole('region', { name: t('Consent.Title') });
    await expect(consent).toBeVisible();
    await page.clock.runFor(8000);
    const dialog = page.getByRole('dialog', { name: text.popupTitle });
    await expect(dialog).toHaveCount(0);
    await consent.getByRole('button', { name: t('Consent.DeclineAll') }).click();
    await expect(consent).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});

test('a countdown that ends reloads the page, which then says the sale is over', async ({
  page,
}) => {
  const hosts = stayHome(page);
  const text = promotions.es.pages.ending;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/es/promotions/ending?seconds=3');
  await expect(page.getByRole('region', { name: text.bannerTitle })).toBeVisible();
  expect((await sideways(page)).culprits).toEqual([]);
  await page.evaluate(() => {
    (window as unknown as { beforeEnd: boolean }).beforeEnd = true;
  });
  await expect(page.getByText(text.ended)).toBeVisible({ timeout: 10_000 });
  // A new document: the reload happened.
  expect(await page.evaluate(() => 'beforeEnd' in window)).toBe(false);
  await expect(page.getByRole('region', { name: text.bannerTitle })).toHaveCount(0);
  expect([...hosts]).toEqual(['127.0.0.1']);
});

test('a countdown with an end callback runs it instead of reloading', async ({ page }) => {
  const text = promotions.nl.pages.ending;
  await page.goto('/nl/promotions/ending?seconds=2&onend=callback');
  const banner = page.getByRole('region', { name: text.bannerTitle });
  await expect(banner).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { beforeEnd: boolean }).beforeEnd = true;
  });
  await expect(page.locator('#flash-status')).toHaveText(text.callbackDone, { timeout: 10_000 });
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => 'beforeEnd' in window)).toBe(true);
});

test('reduced motion: the popup comes without an entrance animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const text = promotions.es.pages.promotions;
  await page.clock.install();
  await page.goto('/es/promotions');
  await page.clock.runFor(3100);
  const dialog = page.getByRole('dialog', { name: text.popupTitle });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe(
    'vitrine-popup-in',
  );
});

test('the gallery’s example popup opens only once the editor asks for it', async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/de/gallery?widget=popup');
  await page.clock.runFor(5000);
  const dialog = page.getByRole('dialog', { name: 'Newsletter' });
  await expect(dialog).toHaveCount(0);
  await page.locator('summary', { hasText: 'Show the example popup' }).click();
  await expect(page.locator('[data-widget="popup"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  await page.clock.runFor(3000);
  // Time flows again for what the dialog's opening waits for (React's and react-modal's frames).
  await page.clock.resume();
  await expect(dialog).toBeVisible();
  await page.getByRole('button', { name: (await translator('de'))('Core.Close') }).click();
  await expect(dialog).toHaveCount(0);
});
