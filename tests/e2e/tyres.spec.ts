/**
 * Tyre-fitting appointments (issue 13; spec 001 §2-§5, §7-§9): the calendar by keyboard alone
 * (Tab into the grid, arrows, Page Down, Enter, the slot select, clearing), an OutOfStock day
 * disabled and said so, a newer availability call aborting the one in flight, the `Error`
 * answer, a 500, a network error and a malformed answer, the booking; the inscriptions form's
 * plate filtering, sections and schema lines. At 375 and 1280 px, in French and German; axe.
 */
import type { Route } from '@playwright/test';
import { strings as tyreStrings } from '../../demo/families/tyres/strings';
import { TYRES_ERROR_COOKIE } from '../../demo/families/tyres/tyresRoutes';
import { SHOP_PORT } from '../../playwright.config';
import { localeOf } from '../../src/core/locale';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';
import {
  dayName,
  firstOpenDay,
  monthTitle,
  nextMonthDay,
  outOfStockDay,
  pageToday,
} from './tyresDays';

const runs: { culture: Culture; width: number; height: number }[] = [
  { culture: 'fr', width: 375, height: 800 },
  { culture: 'de', width: 1280, height: 900 },
];

const AVAILABILITY = '**/api/v1/tyrestream/availability';

for (const { culture, width, height } of runs) {
  const locale = localeOf(culture);
  const text = tyreStrings[culture].pages;

  test.describe(`${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the calendar by keyboard alone: Page Down, arrows, Enter, the slots, clearing; then booked', async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.goto(`/${culture}/tyres/appointment`);
      await expect(page.getByRole('grid')).toBeVisible();
      const today = await pageToday(page);
      const grid = page.getByRole('grid', { name: monthTitle(today, locale) });
      await expect(grid).toBeVisible();
      await page.getByLabel(text.appointment.name).fill('Marie Dubois');
      await page.getByLabel(text.appointment.email).fill('marie@example.com');
      await page.getByLabel(text.appointment.plate).fill('1ABC234');

      // Tab: the next-month button, then the grid's one tab stop, today.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: t('Tyres.NextMonth') })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(grid.locator('[tabindex="0"]')).toBeFocused();
      await page.keyboard.press('PageDown');
      const next = nextMonthDay(today);
      const nextGrid = page.getByRole('grid', { name: monthTitle(next, locale) });
      await expect(nextGrid).toBeVisible();
      await expect(nextGrid).not.toHaveAttribute('aria-busy', 'true');
      const { day, steps } = firstOpenDay(next);
      for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowRight');
      const cell = page.getByRole('gridcell', { name: dayName(day, locale), exact: true });
      await expect(cell).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(cell).toHaveAttribute('aria-selected', 'true');
      const [y, m, d] = day.split('-');
      const shown = new Intl.DateTimeFormat(locale, {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(Number(y), Number(m) - 1, Number(d)));
      await expect(page.getByText(shown)).toBeVisible();
      expect(shown).toMatch(/^\d\d[./]\d\d[./]\d{4}$/);
      const slot = page.getByRole('combobox', { name: t('Tyres.Slot') });
      await expect(slot).toBeVisible();
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);

      // Clearing the date hides and empties the slots (spec 001 §4).
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: t('Tyres.ClearDate') })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(slot).toBeHidden();
      await expect(page.locator('input[name="Date"]')).toHaveValue('');

      // Again, then the booking.
      await cell.click();
      await expect(slot).toBeVisible();
      const first = slot.locator('option:not([disabled])').first();
      const slotName = (await first.textContent()) ?? '';
      await slot.selectOption({ label: slotName });
      await page.getByRole('button', { name: text.appointment.submit }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text.appointment.confirmedTitle,
      );
      await expect(page.getByRole('status').filter({ hasText: '1ABC234' })).toContainText(slotName);

      // Booked for this session: the slot is no longer offered.
      await page.goto(`/${culture}/tyres/appointment`);
      const answer = await page.request.get(
        `/api/v1/tyrestream/availability/${day.replaceAll('-', '')}`,
      );
      const { Slots } = (await answer.json()) as { Slots: { Name: string }[] };
      expect(Slots.map((s) => s.Name)).not.toContain(slotName);
    });

    test('an OutOfStock day is disabled and said unavailable', async ({ page }) => {
      const t = await translator(culture);
      await page.goto(`/${culture}/tyres/appointment`);
      await expect(page.getByRole('grid')).toBeVisible();
      const today = await pageToday(page);
      const day = outOfStockDay(today);
      if (
        day.slice(0, 7) !==
        `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`
      )
        await page.getByRole('button', { name: t('Tyres.NextMonth') }).click();
      const cell = page.getByRole('gridcell', {
        name: `${dayName(day, locale)}, ${t('Tyres.Unavailable')}`,
        exact: true,
      });
      await expect(cell).toHaveAttribute('aria-disabled', 'true');
      await cell.dispatchEvent('click');
      await expect(cell).toHaveAttribute('aria-selected', 'false');
      await expect(page.getByRole('combobox', { name: t('Tyres.Slot') })).toHaveCount(0);
    });

    test('a newer availability call aborts the one in flight', async ({ page }) => {
      const t = await translator(culture);
      const aborted: string[] = [];
      page.on('requestfailed', (request) => {
        if (request.url().endsWith('/tyrestream/availability'))
          aborted.push(request.postData() ?? '');
      });
      await page.goto(`/${culture}/tyres/appointment`);
      await expect(page.getByRole('grid')).toBeVisible();
      const held = nextMonthDay(await pageToday(page));
      const heldMonth = JSON.stringify({ year: held.getFullYear(), month: held.getMonth() + 1 });
      await page.route(AVAILABILITY, async (route) => {
        if (route.request().postData()?.includes(heldMonth)) return; // never answered
        await route.continue();
      });
      const next = page.getByRole('button', { name: t('Tyres.NextMonth') });
      await next.click();
      await expect(page.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
      await next.click();
      const later = nextMonthDay(held);
      const grid = page.getByRole('grid', { name: monthTitle(later, locale) });
      await expect(grid).toBeVisible();
      await expect(grid).not.toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => aborted).toEqual([expect.stringContaining(heldMonth)]);
    });

    test('an Error answer hides the calendar and shows its ErrorMessage', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([
        {
          name: TYRES_ERROR_COOKIE,
          value: 'error',
          domain: new URL(baseURL ?? '').hostname,
          path: '/',
        },
      ]);
      await page.goto(`/${culture}/tyres/appointment`);
      await expect(
        page.getByRole('alert').filter({ hasText: text.appointment.planningError }),
      ).toBeVisible();
      await expect(page.getByRole('grid')).toHaveCount(0);
      await expectAccessible(page);
    });

    test('a 500, a network error and a malformed answer say so, and Retry asks again', async ({
      page,
      problems,
    }) => {
      const t = await translator(culture);
      problems.allow(/status of 500|ERR_FAILED|malformed answer/);
      const cases: [string, (route: Route) => Promise<void>][] = [
        [t('Core.ErrorServer'), (route) => route.fulfill({ status: 500, body: '' })],
        [t('Manager.NetworkError'), (route) => route.abort('failed')],
        [t('Core.ErrorServer'), (route) => route.fulfill({ json: { Dates: 'soon' } })],
      ];
      for (const [message, fail] of cases) {
        await page.route(AVAILABILITY, fail);
        await page.goto(`/${culture}/tyres/appointment`);
        await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
        await expect(page.getByRole('grid')).toHaveCount(0);
        await page.unroute(AVAILABILITY);
        await page.getByRole('button', { name: t('Tyres.Retry') }).click();
        await expect(page.getByRole('grid')).toBeVisible();
      }
    });

    test('the inscriptions form: plate filtering, sections that fold, the schema lines', async ({
      page,
    }) => {
      await page.goto(`/${culture}/tyres/inscriptions`);
      const plate = page.getByLabel(text.inscriptions.plate, { exact: true });
      await expect(page.locator('[data-widget="tyre-inscriptions"]')).toHaveAttribute(
        'data-widget-state',
        'mounted',
      );
      await plate.pressSequentially('1-abc 23');
      await expect(plate).toHaveValue('1abc23');
      // The caret stays in place: typed in the middle.
      await plate.press('ArrowLeft');
      await plate.press('ArrowLeft');
      await plate.pressSequentially('-x');
      await expect(plate).toHaveValue('1abcx23');

      const toggle = page.getByRole('button', { name: text.inscriptions.loadSection });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(
        page.getByRole('textbox', { name: text.inscriptions.load, exact: true }),
      ).toBeHidden();
      await toggle.press('Enter');
      await expect(
        page.getByRole('textbox', { name: text.inscriptions.load, exact: true }),
      ).toBeVisible();

      const schema = page.locator('[data-tyre-schema]');
      const line = schema.locator('[data-schema-line]').first();
      if (width >= 576) {
        await schema.scrollIntoViewIfNeeded();
        await expect(schema).toHaveClass(/is-drawn/);
        await expect
          .poll(() => line.evaluate((el) => getComputedStyle(el).strokeDashoffset))
          .toMatch(/^0(px)?$/);
        // A vertical line has no width, so Playwright's visibility cannot judge it: its display can.
        expect(await line.evaluate((el) => getComputedStyle(el).display)).not.toBe('none');
      } else {
        await schema.scrollIntoViewIfNeeded();
        expect(await line.evaluate((el) => getComputedStyle(el).display)).toBe('none');
        await expect(schema).not.toHaveClass(/is-drawn/);
      }
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);
    });
  });
}

test('under a base path, the calendar asks the shop’s own availability and slots', async ({
  page,
}) => {
  const t = await translator('fr');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('tyrestream')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto(`http://127.0.0.1:${SHOP_PORT}/shop/fr/tyres/appointment`);
  await expect(page.getByRole('grid')).toBeVisible();
  const today = await pageToday(page);
  await expect(page.getByRole('grid', { name: monthTitle(today, 'fr-BE') })).toBeVisible();
  // From the 1st of next month: the day is in the month the button shows.
  const { day } = firstOpenDay(new Date(today.getFullYear(), today.getMonth() + 1, 1));
  await page.getByRole('button', { name: t('Tyres.NextMonth') }).click();
  await page.getByRole('gridcell', { name: dayName(day, 'fr-BE'), exact: true }).click();
  await expect(page.getByRole('combobox', { name: t('Tyres.Slot') })).toBeVisible();
  expect(asked).toContain('/shop/api/v1/tyrestream/availability');
  expect(asked).toContain(`/shop/api/v1/tyrestream/availability/${day.replaceAll('-', '')}`);
});
