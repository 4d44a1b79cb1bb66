/**
 * The home page (issue 4): banner slider, sale countdown and brand carousel, in every culture.
 * Spec 000 §9: 6 logos per page, 3 below 1024 px, 2 below 600 px, 1 below 480 px; the countdown
 * ticks every 1000 ms; the slider autoplays only with a duration and has a pause control.
 */
import type { Page } from '@playwright/test';
import { strings as content } from '../../demo/families/content/strings';
import { cultures } from '../../src/core/settings';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';

/** Logos whose box lies wholly inside the carousel's track. */
function logosInView(page: Page): Promise<number> {
  return page.locator('.vitrine-brands__track').evaluate((track) => {
    const box = track.getBoundingClientRect();
    return Array.from(track.children).filter((item) => {
      const slide = item.getBoundingClientRect();
      return slide.left >= box.left - 1 && slide.right <= box.right + 1 && slide.width > 0;
    }).length;
  });
}

for (const [width, expected] of [
  [1280, 6],
  [800, 3],
  [560, 2],
  [400, 1],
] as const) {
  test(`the brand carousel shows ${expected} logos at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr/');
    await widgetsMounted(page);
    const carousel = page.locator('[data-widget="brand-carousel"]');
    await carousel.scrollIntoViewIfNeeded();
    await expect.poll(() => logosInView(page)).toBe(expected);
    const t = await translator('fr');
    const previous = carousel.getByRole('button', { name: t('Catalog.PreviousBrands') });
    const next = carousel.getByRole('button', { name: t('Catalog.NextBrands') });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    await expect.poll(() => logosInView(page)).toBe(expected);
    // The last logo in view: the next arrow says there is nothing more.
    await expect(next).toHaveAttribute('aria-disabled', 'false');
    await page.locator('.vitrine-brands__track').evaluate((track) => {
      track.scrollLeft = track.scrollWidth;
    });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page);
  });
}

test('the slider autoplays, and its pause control works by keyboard', async ({ page }) => {
  const t = await translator('fr');
  await page.clock.install();
  await page.goto('/fr/');
  await widgetsMounted(page);
  const current = page.locator('.vitrine-banner__slide:not([inert])');
  await expect(current).toHaveAttribute('aria-label', t('Catalog.SlideOf', { index: 1, count: 3 }));
  await page.clock.runFor(6500);
  await expect(current).toHaveAttribute('aria-label', t('Catalog.SlideOf', { index: 2, count: 3 }));

  // The pause control comes first in the carousel's tab order (APG): Tab in from the header's
  // last stop.
  await page.locator('.header-tools__account').focus();
  await page.keyboard.press('Tab');
  const pause = page.getByRole('button', { name: t('Catalog.PauseSlides') });
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  const play = page.getByRole('button', { name: t('Catalog.PlaySlides') });
  await expect(play).toBeFocused();
  await page.clock.runFor(20_000);
  await expect(current).toHaveAttribute('aria-label', t('Catalog.SlideOf', { index: 2, count: 3 }));
  await page.keyboard.press('Space');
  await expect(pause).toBeFocused();
  await page.clock.runFor(6500);
  await expect(current).toHaveAttribute('aria-label', t('Catalog.SlideOf', { index: 3, count: 3 }));
  await expectAccessible(page);
});

test('the sale countdown ticks every second', async ({ page }) => {
  await page.goto('/fr/');
  await widgetsMounted(page);
  const timer = page.getByRole('timer');
  await expect(timer).toHaveAttribute('aria-live', 'off');
  const seconds = timer.locator('.vitrine-countdown__value').last();
  const first = await seconds.textContent();
  await expect.poll(() => seconds.textContent(), { timeout: 3000 }).not.toBe(first);
  await expect(timer.locator('.vitrine-countdown__value').first()).not.toHaveText('00');
});

for (const culture of cultures) {
  test(`the ${culture} home page speaks ${culture} in its promotions`, async ({ page }) => {
    const t = await translator(culture);
    const copy = content[culture].pages.promotions;
    await page.goto(`/${culture}/`);
    await widgetsMounted(page);
    await expect(page.locator('.vitrine-banner__slide:not([inert]) h2')).toHaveText(
      copy.slides[0].heading,
    );
    await expect(page.getByRole('heading', { name: copy.sale.heading })).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(t('Catalog.CountdownSeconds'));
    await expect(page.getByRole('region', { name: t('Catalog.BrandCarousel') })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the video slide plays muted, looped and inline (spec 000 §9)', async ({ page }) => {
  const t = await translator('fr');
  await page.goto('/fr/');
  await widgetsMounted(page);
  await page.getByRole('button', { name: t('Catalog.GoToSlide', { index: 3 }) }).click();
  const video = page.locator('.vitrine-banner video');
  // Choosing a slide stops the rotation (APG carousel), and with it the video, until Play.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await page.getByRole('button', { name: t('Catalog.PlaySlides') }).click();
  await expect(video).toHaveAttribute('loop', '');
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).toHaveAttribute('muted', '');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(1);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  await expectAccessible(page);
});
