/**
 * The stories family (issue 15; spec 001 §2): the blog's ticker (pause button, hover) and its
 * up/down scrolling between posts by buttons and keys (the address follows without new history
 * entries); a photo story's zoomable images, masonry and gallery dialog by mouse (wheel, pinch,
 * buttons) and keyboard (Enter, +, -, 0, arrows, Esc, focus returned). At 375 and 1280 px, in
 * French and Spanish; axe on each page and with the dialog open; no sideways scroll; no request
 * leaves 127.0.0.1. The product gallery's dialog and a failed dialog chunk: stories-zoom.spec.ts.
 */
import { strings } from '../../demo/families/stories/strings';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';
import { postTop, watchHosts } from './storiesPage';

const runs: { culture: Culture; width: number; height: number }[] = [
  { culture: 'fr', width: 375, height: 800 },
  { culture: 'es', width: 1280, height: 900 },
];

for (const { culture, width, height } of runs) {
  const text = strings[culture].pages;

  test.describe(`${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the blog: the ticker pauses; buttons and J/K move between posts, the address follows', async ({
      page,
    }) => {
      const hosts = watchHosts(page);
      await page.goto(`/${culture}/blog`);
      await widgetsMounted(page);
      await expect(page.getByRole('heading', { level: 1, name: text.blog.title })).toBeVisible();

      // Ticker: one list read, a copy hidden; the pause button stops the marquee (WCAG 2.2.2).
      const ticker = page.locator('[data-widget="ticker"]');
      await expect(ticker.getByRole('listitem')).toHaveCount(5);
      const pause = ticker.getByRole('button', { name: text.blog.tickerPause });
      await expect(pause).toHaveAttribute('aria-pressed', 'false');
      const state = () =>
        ticker
          .locator('.vitrine-ticker__track')
          .evaluate((track) => track.getAnimations()[0]?.playState ?? 'none');
      // Neither hovered nor focused, so only the button holds it.
      const away = async () => {
        await pause.blur();
        await page.mouse.move(0, height - 1);
      };
      await away();
      expect(await state()).toBe('running');
      await pause.click();
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await away();
      expect(await state()).toBe('paused');
      await pause.click();
      await expect(pause).toHaveAttribute('aria-pressed', 'false');
      await away();
      expect(await state()).toBe('running');
      await ticker.locator('.vitrine-ticker__viewport').hover();
      expect(await state()).toBe('paused');

      // Previous/next buttons: the post comes into view, its heading takes focus, it is current.
      const before = await page.evaluate(() => history.length);
      const next = page.getByRole('button', { name: text.blog.next });
      const previous = page.getByRole('button', { name: text.blog.previous });
      await next.click();
      const first = page.locator('article#leather-workshop');
      await expect(first).toHaveAttribute('aria-current', 'true');
      await expect(first.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(page).toHaveURL(new RegExp(`/${culture}/blog#leather-workshop$`));
      await next.click();
      const second = page.locator('article#mountain-trail');
      await expect(second).toHaveAttribute('aria-current', 'true');
      await expect(first).not.toHaveAttribute('aria-current');
      await expect(page).toHaveURL(/#mountain-trail$/);
      await expect.poll(() => postTop(page, 'mountain-trail')).toBe(88);
      await expect(second.getByRole('heading', { level: 2 })).toBeInViewport();

      // Keys while focus is in the list: J and Page Down forward, K back.
      await page.keyboard.press('j');
      await expect(page.locator('article#spring-garden')).toHaveAttribute('aria-current', 'true');
      await expect(page).toHaveURL(/#spring-garden$/);
      await page.keyboard.press('PageDown');
      await expect(page.locator('article#coffee-roaster')).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('article#coffee-roaster h2')).toBeFocused();
      await page.keyboard.press('k');
      await expect(page.locator('article#spring-garden')).toHaveAttribute('aria-current', 'true');
      await previous.click();
      await expect(second).toHaveAttribute('aria-current', 'true');
      // replaceState: six steps, not one more history entry.
      expect(await page.evaluate(() => history.length)).toBe(before);

      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);
      expect([...hosts]).toEqual(['127.0.0.1']);
    });

    test('the blog opened on a post’s anchor marks it; without motion nothing runs or glides', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${culture}/blog#wooden-toys`);
      await widgetsMounted(page);
      await expect(page.locator('article#wooden-toys')).toHaveAttribute('aria-current', 'true');

      // The ticker is the plain list: no animation, no copy, no pause button.
      const ticker = page.locator('[data-widget="ticker"]');
      await expect(ticker.locator('[data-ticker-list]')).toHaveCount(1);
      expect(await ticker.evaluate((box) => box.getAnimations({ subtree: true }).length)).toBe(0);
      await expect(ticker.getByRole('button')).toBeHidden();
      await expect(ticker.getByText(text.blog.ticker[4])).toBeVisible();

      // The step jumps at once (no smooth scrolling).
      await page.getByRole('button', { name: text.blog.next }).click();
      await expect(page.locator('article#watch-care')).toHaveAttribute('aria-current', 'true');
      expect(await postTop(page, 'watch-care')).toBe(88);
      expect((await sideways(page)).culprits).toEqual([]);
    });

    test('a photo story: the gallery dialog by mouse, wheel, pinch and buttons; axe with it open', async ({
      page,
    }) => {
      const t = await translator(culture);
      const hosts = watchHosts(page);
      await page.goto(`/${culture}/stories/mountain-trail`);
      await widgetsMounted(page);
      const title = text.story.photosOf.replace('{{title}}', text.posts['mountain-trail'].title);

      const gallery = page.locator('.story-gallery');
      const opener = gallery.getByRole('link', { name: text.scenes.forest });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: text.scenes.forest })).toBeVisible();
      await expect(dialog.getByText(t('Zoom.Counter', { index: 2, count: 7 }))).toBeVisible();
      const level = dialog.getByRole('status');
      await expect(level).toHaveText(t('Zoom.Level', { level: 100 }));
      await expectAccessible(page);

      // Wheel up over the photo zooms in; the buttons zoom and fit.
      const stage = dialog.locator('.vitrine-zoom__stage');
      const box = await stage.boundingBox();
      if (!box) throw new Error('no stage');
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, -100);
      await expect(level).toHaveText(t('Zoom.Level', { level: 120 }));
      await dialog.getByRole('button', { name: t('Zoom.ZoomIn'), exact: true }).click();
      await expect(level).toHaveText(t('Zoom.Level', { level: 180 }));
      // Dragging a zoomed photo moves it.
      const photo = dialog.getByRole('img', { name: text.scenes.forest });
      const start = await photo.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30, { steps: 4 });
      await page.mouse.up();
      await expect
        .poll(async () => {
          const now = await photo.boundingBox();
          return [now?.x, now?.y];
        })
        .not.toEqual([start?.x, start?.y]);
      await dialog.getByRole('button', { name: t('Zoom.Reset') }).click();
      await expect(level).toHaveText(t('Zoom.Level', { level: 100 }));

      // Pinch: two pointers moving from 60 to 120 px apart double the scale.
      await stage.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const send = (type: string, pointerId: number, dx: number) =>
          element.dispatchEvent(
            new PointerEvent(type, {
              pointerId,
              pointerType: 'touch',
              clientX: x + dx,
              clientY: y,
              bubbles: true,
              isPrimary: pointerId === 1,
            }),
          );
        send('pointerdown', 1, -30);
        send('pointerdown', 2, 30);
        send('pointermove', 1, -60);
        send('pointermove', 2, 60);
        send('pointerup', 1, -60);
        send('pointerup', 2, 60);
      });
      await expect(level).toHaveText(t('Zoom.Level', { level: 200 }));

      // Next photo starts fitted; a thumbnail chooses one; axe again; the close button.
      await dialog.getByRole('button', { name: t('Zoom.Next') }).click();
      await expect(dialog.getByText(t('Zoom.Counter', { index: 3, count: 7 }))).toBeVisible();
      await expect(level).toHaveText(t('Zoom.Level', { level: 100 }));
      const thumbs = dialog.getByRole('toolbar', { name: t('Zoom.Thumbnails') });
      await thumbs.getByRole('button', { name: new RegExp(text.scenes.ridge) }).click();
      await expect(dialog.getByRole('img', { name: text.scenes.ridge })).toBeVisible();
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);
      await dialog.getByRole('button', { name: t('Core.Close') }).click();
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect([...hosts]).toEqual(['127.0.0.1']);
    });

    test('a photo story by keyboard: Enter opens, + - 0 zoom, arrows pan then step, Esc returns focus', async ({
      page,
    }) => {
      const t = await translator(culture);
      await page.goto(`/${culture}/stories/mountain-trail`);
      await widgetsMounted(page);
      const detail = page.locator('.story-detail');
      const opener = detail.getByRole('link', { name: text.scenes.lake });
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(t('Zoom.Counter', { index: 3, count: 3 }))).toBeVisible();
      const level = dialog.getByRole('status');
      await page.keyboard.press('+');
      await expect(level).toHaveText(t('Zoom.Level', { level: 150 }));
      const photo = dialog.getByRole('img', { name: text.scenes.lake });
      const before = await photo.boundingBox();
      // Zoomed: → pans the photo (it moves left), the photo stays the same.
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await photo.boundingBox())?.x).toBeLessThan(before?.x ?? 0);
      await expect(dialog.getByText(t('Zoom.Counter', { index: 3, count: 3 }))).toBeVisible();
      await page.keyboard.press('-');
      await expect(level).toHaveText(t('Zoom.Level', { level: 100 }));
      await page.keyboard.press('+');
      await page.keyboard.press('0');
      await expect(level).toHaveText(t('Zoom.Level', { level: 100 }));
      // Fitted: → steps to the next photo (the first one: the story's three photos wrap).
      await page.keyboard.press('ArrowRight');
      await expect(dialog.getByText(t('Zoom.Counter', { index: 1, count: 3 }))).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('the masonry: packed in reading order, and nothing moves while its photos load', async ({
      page,
    }) => {
      // Photos answer late: the page's places must already be right before they arrive.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/media/stories/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/${culture}/stories/spring-garden`, { waitUntil: 'domcontentloaded' });
      await widgetsMounted(page);
      const masonry = page.locator('[data-widget="masonry"]');
      const items = masonry.locator(':scope > li');
      await expect(items).toHaveCount(7);
      // Places inside the list, whatever the page's scroll.
      const places = () =>
        items.evaluateAll((list) =>
          list.map((item) => {
            const box = item.getBoundingClientRect();
            const origin = (item.parentElement as HTMLElement).getBoundingClientRect();
            return [
              Math.round(box.left - origin.left),
              Math.round(box.top - origin.top),
              Math.round(box.height),
            ];
          }),
        );
      const before = await places();
      release();
      // Lazy photos load as they come near: bring each one to the screen.
      for (const item of await items.all()) await item.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          masonry
            .locator('img')
            .evaluateAll((images) =>
              images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
            ),
        )
        .toBe(true);
      expect(await places()).toEqual(before);

      // Reading order: the first row is the first items; each item sits below the one a row
      // earlier in its column, never above it (the tab order follows the links in that order).
      const columns = new Set(before.map(([left]) => left)).size;
      expect(columns).toBe(width < 600 ? 1 : 4);
      const firstRow = before.slice(0, columns).map(([, top]) => top);
      expect(new Set(firstRow).size).toBe(1);
      for (const [index, [left, top]] of before.entries()) {
        const above = before.slice(0, index).filter(([x]) => x === left);
        for (const [, higher] of above) expect(top).toBeGreaterThan(higher ?? 0);
      }
      await expectAccessible(page);
      expect((await sideways(page)).culprits).toEqual([]);
    });
  });
}
