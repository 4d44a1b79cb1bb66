/**
 * The cookie banner and the keyboard (issue 10 §2; WCAG 2.4.3, 2.4.11): while undecided it
 * comes first in the tab order (after the skip link, WCAG 2.4.1), the page keeps room under it
 * so that no focused control hides behind it, and after a choice focus goes back where it
 * was. At a phone and a desktop width.
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';

test.use({ consentDecided: false });

/**
 * How much of the focused element the banner hides, in px: 0 when all of a control shows, or
 * at least 44 px of a larger one (a product card's link; WCAG 2.4.11 asks for some of it).
 */
const hiddenBehindBanner = (page: Page) =>
  page.evaluate(() => {
    const banner = document.querySelector('.vitrine-consent')?.getBoundingClientRect();
    const focused = document.activeElement?.getBoundingClientRect();
    if (!banner || !focused) return -1;
    const shown = Math.min(focused.bottom, banner.top) - Math.max(focused.top, 0);
    return Math.max(0, Math.round(Math.min(focused.height, 44) - shown));
  });

for (const { culture, width, height } of [
  { culture: 'nl', width: 360, height: 740 },
  { culture: 'de', width: 1280, height: 720 },
] as const) {
  test(`the banner is the first Tab stop after the skip link, and no Tab stop hides behind it (${culture}, ${width} px)`, async ({
    page,
    problems,
  }) => {
    test.slow();
    // A Tab stop that lasts past the shell's intent delay prefetches its link; the header's
    // wishlist link goes to a page the demo does not have yet (spec 001 §2 "wishlist list
    // page"), and the browser logs its 404.
    problems.allow(/status of 404/);
    const t = await translator(culture);
    await page.setViewportSize({ width, height });
    await page.goto(`/${culture}/catalog/category/shoes`);
    await widgetsMounted(page);
    const banner = page.getByRole('region', { name: t('Consent.Title') });
    await expect(banner).toBeVisible();

    // The skip link first (WCAG 2.4.1), then the banner.
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);
    await page.screenshot({ path: `/tmp/a11y-consent-first-${culture}-${width}.png` });
    // Out of the banner, then through the page: every focused control stays clear of it.
    const stops = await banner.locator('a[href], button').count();
    for (let tab = 0; tab < stops; tab += 1) await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(0);
    for (let tab = 0; tab < 40; tab += 1) {
      await page.keyboard.press('Tab');
      expect(await hiddenBehindBanner(page), `Tab stop ${tab + 1}`).toBe(0);
    }
    await page.screenshot({ path: `/tmp/a11y-consent-room-${culture}-${width}.png` });
    // The end of the page can be scrolled above the banner.
    await page.locator('.site-footer button[data-consent-open]').focus();
    expect(await hiddenBehindBanner(page)).toBe(0);
    await expectAccessible(page);
  });
}

test('after a choice made by keyboard, focus goes back where it was', async ({ page }) => {
  const t = await translator('it');
  await page.goto('/it/');
  await widgetsMounted(page);
  // The banner is a chunk of its own, loaded once the widget found no decision.
  await expect(page.getByRole('region', { name: t('Consent.Title') })).toBeVisible();
  // The first stop of the page after the banner: the logo.
  const first = page.locator('.site-header .logo');
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  const accept = page.getByRole('button', { name: t('Consent.AcceptAll'), exact: true });
  await expect(accept).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: t('Consent.Title') })).toBeHidden();
  await expect(first).toBeFocused();
  await expect(page.locator('.vitrine-consent-room')).toHaveCount(0);
});

test('after a choice saved in the preferences dialog, focus goes back to the link it left', async ({
  page,
}) => {
  const t = await translator('fr');
  await page.goto('/fr/');
  await widgetsMounted(page);
  await expect(page.getByRole('region', { name: t('Consent.Title') })).toBeVisible();
  const link = page.locator('.main-nav a').first();
  await link.focus();
  await page.getByRole('button', { name: t('Consent.Preferences') }).click();
  const dialog = page.getByRole('dialog', { name: t('Consent.PreferencesTitle') });
  await dialog.getByRole('button', { name: t('Consent.SaveChoices') }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});
