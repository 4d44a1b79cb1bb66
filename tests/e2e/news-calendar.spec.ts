/**
 * The news calendar (issue 15; spec 001 §2, §7, §8, §9): months and days by mouse and by
 * keyboard (the grid pattern, a month crossed by the arrows), a day's list and a post opened,
 * the `pageindex` pager with and without script, a 500 and a network error on both fragments
 * (the inline danger alert, what was shown kept). At 375 and 1280 px, in French and Dutch;
 * axe; no sideways scroll; no request leaves 127.0.0.1.
 */
import type { Page, Route } from '@playwright/test';
import { strings as newsStrings } from '../../demo/families/news/strings';
import { localeOf } from '../../src/core/locale';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

const runs: { culture: Culture; width: number; height: number }[] = [
  { culture: 'fr', width: 375, height: 800 },
  { culture: 'nl', width: 1280, height: 900 },
];

const CALENDAR = '**/widget/news/calendar/**';
const LIST = '**/widget/news/newslist/**';

/** Every request the page makes, to check none leaves the demo. */
function watchRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && url.hostname !== '127.0.0.1') outside.push(request.url());
  });
  return outside;
}

for (const { culture, width, height } of runs) {
  const locale = localeOf(culture);
  const text = newsStrings[culture].pages;
  const monthName = (month: number) =>
    new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, month - 1, 1)),
    );
  const longDate = (day: number) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, day)),
    );
  const dayLabel = async (day: number, count: number) =>
    (await translator(culture))('News.DayPosts', {
      date: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(2026, 10, day))),
      count,
    });
  const dayTitle = (day: number) => text.dayTitle.replace('{{date}}', longDate(day));

  test.describe(`${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('by mouse: next and previous months, a day’s list, then a post', async ({ page }) => {
      const t = await translator(culture);
      const outside = watchRequests(page);
      await page.goto(`/${culture}/news?month=11&year=2026`);
      await widgetsMounted(page);
      const november = page.getByRole('grid', { name: monthName(11) });
      await expect(november).toBeVisible();
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);
      const status = page.locator('.news-calendar [role="status"]');

      await page.getByRole('link', { name: t('News.NextMonth') }).click();
      await expect(page.getByRole('grid', { name: monthName(12) })).toBeVisible();
      await expect(status).toHaveText(t('News.MonthPosts', { month: monthName(12), count: 3 }));
      await page.getByRole('link', { name: t('News.PreviousMonth') }).click();
      await expect(november).toBeVisible();

      await page.getByRole('link', { name: await dayLabel(27, 4) }).click();
      const list = page.locator('#news-list');
      await expect(list.getByRole('heading', { level: 2 })).toHaveText(dayTitle(27));
      await expect(list.locator('.news-item')).toHaveCount(3);
      await expect(status).toHaveText(t('News.ListPosts', { title: dayTitle(27), count: 4 }));
      await expect(page.locator('td[data-day="2026-11-27"]')).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // Loaded in place: the address is still the month's.
      expect(new URL(page.url()).searchParams.get('day')).toBeNull();
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);

      await list.getByRole('link', { name: text.posts['black-friday'].title }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text.posts['black-friday'].title,
      );
      await expect(page.locator('.news-article__image')).toBeVisible();
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);
      expect(outside).toEqual([]);
    });

    test('by keyboard: the month links keep focus, arrows cross months, Enter opens a day', async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.goto(`/${culture}/news?month=11&year=2026`);
      await widgetsMounted(page);
      const next = page.getByRole('link', { name: t('News.NextMonth') });
      const previous = page.getByRole('link', { name: t('News.PreviousMonth') });
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('grid', { name: monthName(12) })).toBeVisible();
      await expect(next).toBeFocused();
      await previous.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('grid', { name: monthName(11) })).toBeVisible();
      await expect(previous).toBeFocused();

      // Tab: the next-month link, then the grid's one tab stop.
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
      await page.keyboard.press('Tab');
      const grid = page.getByRole('grid', { name: monthName(11) });
      const start = grid.locator('[tabindex="0"]');
      await expect(start).toBeFocused();
      const startDay = Number(
        await start.evaluate((node) => node.closest('td')?.dataset.day?.slice(8)),
      );
      const key = startDay <= 27 ? 'ArrowRight' : 'ArrowLeft';
      for (let i = 0; i < Math.abs(27 - startDay); i += 1) await page.keyboard.press(key);
      const day27 = page.getByRole('link', { name: await dayLabel(27, 4) });
      await expect(day27).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('#news-list h2')).toHaveText(dayTitle(27));
      await expect(day27).toBeFocused();

      // Down from the 27th: 4 December, in the next month, focused.
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('grid', { name: monthName(12) })).toBeVisible();
      await expect(page.locator('td[data-day="2026-12-04"]')).toBeFocused();
      await page.keyboard.press('PageUp');
      await expect(page.getByRole('grid', { name: monthName(11) })).toBeVisible();
      await expect(page.locator('td[data-day="2026-11-04"]')).toBeFocused();
      // The day chosen stays chosen across months.
      await expect(page.locator('td[data-day="2026-11-27"]')).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('End');
      await page.keyboard.press('ArrowUp');
      await expect(page.locator('td[data-day="2026-11-01"]')).toBeFocused();

      // On to the list: its first post.
      await page.keyboard.press('Tab');
      await expect(
        page.locator('#news-list').getByRole('link', { name: text.posts['black-friday'].title }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text.posts['black-friday'].title,
      );
    });

    test('the list of all posts pages with pageindex', async ({ page }) => {
      await page.goto(`/${culture}/news?month=11&year=2026`);
      await widgetsMounted(page);
      const list = page.locator('#news-list');
      await expect(list.locator('.news-item')).toHaveCount(3);
      const pager = page.getByRole('navigation', { name: text.pager });
      await pager.getByRole('link', { name: '2', exact: true }).click();
      await expect(page).toHaveURL(/pageindex=2/);
      await expect(pager.getByRole('link', { name: '2', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        list.getByRole('link', { name: text.posts['drying-boots'].title }),
      ).toBeVisible();
      await pager.getByRole('link', { name: text.next }).click();
      await expect(page).toHaveURL(/pageindex=3/);
      await expect(
        pager.getByText(text.pageOf.replace('{{page}}', '3').replace('{{pages}}', '6')),
      ).toBeVisible();
      expect((await sideways(page)).culprits).toEqual([]);
    });

    test('without script, months, days and pages are links the server answers', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width, height },
        baseURL: baseURL ?? '',
      });
      const page = await context.newPage();
      const t = await translator(culture);
      await page.goto(`/${culture}/news?month=11&year=2026`);
      await page.getByRole('link', { name: t('News.NextMonth') }).click();
      await expect(page.getByRole('table', { name: monthName(12) })).toBeVisible();
      await page.getByRole('link', { name: t('News.PreviousMonth') }).click();
      await page.getByRole('link', { name: await dayLabel(27, 4) }).click();
      await expect(page).toHaveURL(/day=27/);
      await expect(page.locator('#news-list h2')).toHaveText(dayTitle(27));
      await page
        .getByRole('navigation', { name: text.pager })
        .getByRole('link', { name: text.next })
        .click();
      await expect(page).toHaveURL(/day=27&pageindex=2/);
      await expect(page.locator('#news-list .news-item')).toHaveCount(1);
      await context.close();
    });

    test('the gallery example loads this month by itself and fills its list', async ({ page }) => {
      await page.goto(`/${culture}/gallery?widget=news-calendar`);
      const example = page.locator('[data-gallery-widget="news-calendar"] .gallery__live');
      const grid = example.getByRole('grid');
      await expect(grid).toBeVisible();
      const now = new Date();
      await expect(grid.locator('caption')).toHaveText(
        new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(now),
      );
      const day = grid.locator('a[data-news-day]').first();
      if (await day.count()) {
        await day.click();
        await expect(example.locator('#news-calendar-example-list [data-news-list]')).toBeVisible();
      }
      await expectAccessible(page, '[data-gallery-widget="news-calendar"]');
    });

    test('reduced motion stops the fade of a month loading', async ({ page }) => {
      const fade = () =>
        page.locator('[data-news-calendar-body]').evaluate((body) => {
          body.setAttribute('aria-busy', 'true');
          body.classList.add('vitrine-news-calendar--busy');
          const style = getComputedStyle(body);
          return [style.opacity, style.transitionDuration];
        });
      await page.goto(`/${culture}/news?month=11&year=2026`);
      await widgetsMounted(page);
      // A fade: the opacity goes down over 0.2 s.
      expect((await fade())[1]).toBe('0.2s');
      await page.locator('[data-news-calendar-body]').evaluate((body) => {
        body.removeAttribute('aria-busy');
        body.classList.remove('vitrine-news-calendar--busy');
      });
      // Reduced motion: dimmed at once.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await fade()).toEqual(['0.6', '0s']);
    });

    const failures: [string, (route: Route) => Promise<void>][] = [
      ['a 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
      ['a network error', (route) => route.abort('failed')],
    ];
    for (const [name, fail] of failures) {
      test(`${name} on either fragment keeps what was shown and says the generic error`, async ({
        page,
        problems,
      }) => {
        problems.allow(/Failed to load resource|500|net::ERR_FAILED/);
        const t = await translator(culture);
        await page.goto(`/${culture}/news?month=11&year=2026`);
        await widgetsMounted(page);
        await page.route(CALENDAR, fail);
        await page.route(LIST, fail);
        const alert = page.locator('.news-calendar').getByRole('alert');

        await page.getByRole('link', { name: t('News.NextMonth') }).click();
        await expect(alert).toHaveText(t('News.LoadFailed'));
        await expect(page.getByRole('grid', { name: monthName(11) })).toBeVisible();
        await expect(page.locator('[data-news-calendar-body]')).not.toHaveAttribute(
          'aria-busy',
          'true',
        );

        await page.getByRole('link', { name: await dayLabel(27, 4) }).click();
        await expect(page.locator('#news-list h2')).toHaveText(text.allPosts);
        await expect(page.locator('td[data-day="2026-11-27"]')).toHaveAttribute(
          'aria-selected',
          'false',
        );
        await expect(alert).toHaveText(t('News.LoadFailed'));
        await expectAccessible(page);

        // Back on line: the alert goes with the next success.
        await page.unroute(LIST);
        await page.getByRole('link', { name: await dayLabel(27, 4) }).click();
        await expect(page.locator('#news-list h2')).toHaveText(dayTitle(27));
        await expect(alert).toBeEmpty();
      });
    }
  });
}
