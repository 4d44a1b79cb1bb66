/**
 * The widget gallery as the editors' manual (issue 10 §5), on a phone (390 px) and a desktop
 * (1280 px), in French and German: every attribute explained in the page's language with an
 * example value and the shape of a JSON one, no developer note on screen, copy buttons on the
 * examples' markup (keyboard, live region, refused clipboard), and no sideways scroll.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { strings } from '../../demo/families/gallery/strings';
import type {} from '../../src/core/publicApi';
import { expect, expectAccessible, test } from './fixtures';

const example = (family: string, name: string) =>
  readFileSync(
    join(import.meta.dirname, '../../widgets', family, name, 'example.html'),
    'utf8',
  ).trim();

/**
 * Scrolls to an article of the whole manual and waits for its live example to be in the page
 * and mounted (gallery-live.js): an editor clicks its copy button once it stands still.
 */
async function exampleShown(article: Locator) {
  await article.scrollIntoViewIfNeeded();
  await expect(article.locator('.gallery__live > template')).toHaveCount(0);
  await expect(article.locator('.gallery__live [data-widget]').first()).toHaveAttribute(
    'data-widget-state',
    /mounted|waiting/,
  );
}

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

for (const culture of ['fr', 'de'] as const) {
  const text = strings[culture].pages.gallery;
  const manual = strings[culture].pages.widgets;

  for (const width of [390, 1280]) {
    test.describe(`the gallery in ${culture} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('explains every attribute to editors in the page’s language', async ({ page }) => {
        // axe reads the whole manual: every widget, its table and the examples on screen.
        test.slow();
        await page.goto(`/${culture}/gallery`);
        const table = page.getByRole('table', { name: 'basket-summary' });
        // Still a table for assistive technology once it reflows into cards on a phone.
        await expect(table.getByRole('columnheader')).toHaveCount(5);
        const amount = table.getByRole('row').filter({ hasText: 'data-amount' });
        const about = manual['basket-summary']?.attributes['data-amount'];
        await expect(amount.getByRole('cell').first()).toContainText(about?.description ?? '—');
        await expect(amount.locator('.attributes__example')).toHaveText(
          `${text.exampleValue} ${about?.example}`,
        );
        await expect(amount.getByRole('cell').nth(1)).toContainText(text.types.choice);
        await expect(amount.getByRole('cell').nth(2)).toHaveText('incl');
        await expect(
          page.locator('[data-gallery-widget="basket-summary"] .gallery__summary'),
        ).toHaveText(manual['basket-summary']?.summary ?? '—');

        // Every attribute of every widget shows its description and example from the strings.
        const shown = await page.locator('table.attributes tbody tr').evaluateAll((rows) =>
          rows.map((row) => ({
            widget: row.closest('[data-gallery-widget]')?.getAttribute('data-gallery-widget'),
            attribute: row.querySelector('th')?.textContent,
            description: row.querySelector('.attributes__text')?.textContent,
            example: row.querySelector('.attributes__example code')?.textContent,
          })),
        );
        expect(shown.length).toBeGreaterThanOrEqual(72);
        expect(shown).toEqual(
          shown.map(({ widget, attribute }) => ({
            widget,
            attribute,
            description: manual[widget ?? '']?.attributes[attribute ?? '']?.description,
            example: manual[widget ?? '']?.attributes[attribute ?? '']?.example,
          })),
        );

        // A JSON attribute shows its shape, in the page's words.
        const brands = page.getByRole('table', { name: 'brand-carousel' }).getByRole('row', {
          name: /data-brands/,
        });
        await expect(brands.locator('.attributes__shape')).toHaveText(
          `[{ "slug": ${text.shape.text}, "name": ${text.shape.text}, "logo": ${text.shape.text} }, …]`,
        );
        await expect(brands.locator('.attributes__shape')).toBeVisible();

        // Developer notes stay in the code: no code quotes, no spec or issue references (hidden
        // text included).
        const visible = (await page.locator('main').textContent()) ?? '';
        expect(visible).not.toMatch(/`|spec 0\d\d|issue \d+ §/);
        await expectNoSidewaysScroll(page);
        // Each attribute card stays inside the screen.
        const box = await amount.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
        await expectAccessible(page);
      });

      test('a copy button copies an example’s markup, from the keyboard, and says so', async ({
        page,
        context,
        baseURL,
      }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: baseURL ?? '',
        });
        await page.goto(`/${culture}/gallery`);
        const article = page.locator('[data-gallery-widget="pagination"]');
        await exampleShown(article);
        const button = article.getByRole('button', { name: `${text.copy} (pagination)` });
        await button.focus();
        await page.keyboard.press('Enter');
        const status = article.getByRole('status');
        await expect(status).toHaveText(text.copied);
        await expect(status).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
          example('catalog', 'pagination'),
        );
        await expect(button).toBeFocused();
        await expectNoSidewaysScroll(page);
        await expectAccessible(page, '[data-gallery-widget="pagination"]');
      });

      test('when the browser refuses the clipboard, the code is selected and the message says how to copy', async ({
        page,
      }) => {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'clipboard', {
            get: () => ({
              writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')),
            }),
          });
        });
        await page.goto(`/${culture}/gallery`);
        const article = page.locator('[data-gallery-widget="sale-countdown"]');
        await exampleShown(article);
        await article.getByRole('button', { name: `${text.copy} (sale-countdown)` }).click();
        await expect(article.getByRole('status')).toHaveText(text.copyFailed);
        expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(
          example('catalog', 'sale-countdown'),
        );
        await expectAccessible(page, '[data-gallery-widget="sale-countdown"]');
      });
    });
  }
}

test('the copy buttons work on every gallery the page shell swaps in, the first and the next', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  const copied = strings.de.pages.gallery.copied;
  const footer = page.getByRole('contentinfo');
  await page.goto('/de/');
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await footer.locator('a[href$="/gallery"]').click();
  await expect(page).toHaveURL(/\/de\/gallery$/);
  const stepper = page.locator('[data-gallery-widget="number-stepper"]');
  await exampleShown(stepper);
  await stepper.getByRole('button', { name: /number-stepper/ }).click();
  await expect(stepper.getByRole('status')).toHaveText(copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    example('product', 'number-stepper'),
  );

  // Away and back: the script runs again without harm (the fixture fails on any page error).
  await footer.locator('a[href$="/about"]').click();
  await expect(page).toHaveURL(/\/de\/about$/);
  await footer.locator('a[href$="/gallery"]').click();
  await expect(page).toHaveURL(/\/de\/gallery$/);
  const scrollIn = page.locator('[data-gallery-widget="scroll-in"]');
  await exampleShown(scrollIn);
  await scrollIn.getByRole('button', { name: /scroll-in/ }).click();
  await expect(scrollIn.getByRole('status')).toHaveText(copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    example('content', 'scroll-in'),
  );
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

test.describe('the manual’s live examples at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('each example goes into the page as it nears the screen and mounts there, after a shell visit too', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    await page.goto('/es/');
    await footer.locator('a[href$="/gallery"]').click();
    await expect(page).toHaveURL(/\/es\/gallery$/);
    const last = page.locator('[data-gallery-widget]').last();
    const lastLive = last.locator('.gallery__live');
    // Far below the screen: still a template, nothing of it loaded.
    await expect(lastLive.locator('template')).toHaveCount(1);
    await expect(lastLive.locator('[data-widget]')).toHaveCount(0);
    // Below the index on a phone, the first example comes in when the editor scrolls to it.
    const first = page.locator('[data-gallery-widget]').first();
    await first.scrollIntoViewIfNeeded();
    await expect(first.locator('.gallery__live [data-widget]').first()).toHaveAttribute(
      'data-widget-state',
      /mounted|waiting/,
    );
    await expect(lastLive.locator('template')).toHaveCount(1);
    await last.scrollIntoViewIfNeeded();
    await expect(lastLive.locator('template')).toHaveCount(0);
    await expect(lastLive.locator('[data-widget]').first()).toHaveAttribute(
      'data-widget-state',
      /mounted|waiting/,
    );
    // Every placeholder in the page is one the loader holds: none inserted behind its back.
    const placeholders = await page.locator('[data-widget]').count();
    expect(await page.evaluate(() => window.Vitrine?.mountedCount())).toBe(placeholders);
    await expectNoSidewaysScroll(page);
  });
});
