/**
 * The multi-file asset widget (issue 14; spec 000 §2-§5, §8) on its gallery page, at a phone
 * (375 px) and a desktop (1280 px) width, in French and German: several files at once with their
 * progress, a wrong type refused ("please put a correct file"), ordering by buttons, by
 * Alt+Arrow keys and by dragging, the posted `list-assets-orders-{uid}` equal to the order shown;
 * the failures of the upload (500, network error) and cancelling one upload of several.
 * The gallery's example has no editor behind it: the upload address is answered here, in the
 * shape of spec 000 §3 "Asset (just uploaded)".
 */
import type { Route } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import {
  answerUploads,
  fileName,
  open,
  orderPosted,
  PDF,
  pdf,
  png,
  posted,
  UID,
  UPLOAD,
} from './multiFilePage';
import { signInAsEditor } from './staffAccount';

for (const [culture, width] of [
  ['fr', 375],
  ['de', 1280],
] as const) {
  test.describe(`multi-file in ${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('uploads several files, refuses a wrong type, orders by buttons, keys and drag', async ({
      page,
    }) => {
      const t = await translator(culture);
      await answerUploads(page);
      const widget = await open(page, culture);
      await expect(widget).toContainText(t('AssetOrder.Empty'));
      await expect(
        widget.getByRole('button', { name: t('AssetOrder.Add') }),
      ).toHaveAccessibleDescription(/\.jpg/);

      await widget
        .locator('input[type=file]')
        .setInputFiles([png('facade.png'), pdf('plan.pdf'), pdf('fake.png'), png('notes.txt')]);
      const names = widget.getByRole('list', { name: t('AssetOrder.List') }).getByRole('textbox');
      await expect(names).toHaveCount(2);
      // Listed in the order chosen, whichever upload ended first.
      await expect(names.nth(0)).toHaveValue('facade.png');
      await expect(names.nth(1)).toHaveValue('plan.pdf');
      // A .png holding a PDF and a .txt: "please put a correct file" on their lines.
      const refused = widget.locator('[data-upload-state=failed]');
      await expect(refused).toHaveCount(2);
      await expect(refused.first()).toContainText(t('AssetsLibrary.PutCorrectFile'));
      await expect(refused.nth(1)).toContainText(t('AssetsLibrary.PutCorrectFile'));
      await expectAccessible(page, `[data-uid="${UID}"]`);

      await widget.locator('input[type=file]').setInputFiles([pdf('notice.pdf')]);
      await expect(names).toHaveCount(3);
      const order = async () =>
        names.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const ids = async () =>
        widget
          .locator('li[data-asset]')
          .evaluateAll((items) => items.map((item) => item.getAttribute('data-asset')));
      const [first, second, third] = (await order()) as [string, string, string];

      // Buttons: the last one moved up; the focus stays on its button; the position is said.
      await widget.getByRole('button', { name: t('AssetOrder.MoveUp', { name: third }) }).click();
      await expect(
        widget.getByRole('button', { name: t('AssetOrder.MoveUp', { name: third }) }),
      ).toBeFocused();
      await expect(widget.locator('[data-order-live]')).toHaveText(
        t('AssetOrder.Moved', { name: third, position: 2, count: 3 }),
      );
      expect(await order()).toEqual([first, third, second]);

      // Keys: Alt+ArrowUp on the focused button moves it again.
      await page.keyboard.press('Alt+ArrowUp');
      expect(await order()).toEqual([third, first, second]);
      await expect(
        widget.getByRole('button', { name: t('AssetOrder.MoveDown', { name: third }) }),
      ).toBeFocused();

      // Drag: the first item's handle dropped on the last item.
      const items = widget.locator('li[data-asset]');
      await items.nth(0).locator('.vitrine-multi-file__handle').dragTo(items.nth(2));
      await expect.poll(order).toEqual([first, second, third]);
      expect(await orderPosted(page)).toBe(`list-assets-orders-${UID}=${(await ids()).join(',')}`);
      expect(await posted(page)).toContain(`AssetsLoaded-${UID}=true`);

      // Remove from this list: the order posted follows.
      await widget.getByRole('button', { name: t('AssetOrder.Remove', { name: second }) }).click();
      await expect(names).toHaveCount(2);
      expect(await orderPosted(page)).toBe(`list-assets-orders-${UID}=${(await ids()).join(',')}`);

      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await expectAccessible(page, `[data-uid="${UID}"]`);
    });
  });
}

test.describe('multi-file failures (spec 000 §8)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('fr: a 500 opens the generic error and says so on the line; nothing is added', async ({
    page,
    problems,
  }) => {
    problems.allow(/500/);
    const t = await translator('fr');
    // The demo's failure switch: its upload answers 500 (README "Asset library (editors)").
    await signInAsEditor(page, 'fr', '/fr/gallery?widget=multi-file');
    const host = new URL(page.url()).hostname;
    await page
      .context()
      .addCookies([
        { name: 'vitrine_assets_demo', value: 'upload-error', domain: host, path: '/' },
      ]);
    const widget = await open(page, 'fr');
    await widget.locator('input[type=file]').setInputFiles([pdf('plan.pdf')]);
    const error = page.getByRole('alertdialog');
    await expect(error).toContainText(t('Manager.UnknowsErrors'));
    await expect(widget.locator('[data-upload-state=failed]')).toContainText('plan.pdf');
    await error
      .getByRole('button', { name: t('Core.Close') })
      .last()
      .click();
    await expect(error).toBeHidden();
    expect(await posted(page)).toContain(`AssetsLoaded-${UID}=false`);
  });

  test('de: a network error says so on the line', async ({ page, problems }) => {
    problems.allow(/ERR_FAILED/);
    const t = await translator('de');
    await page.route(UPLOAD, (route) => route.abort('failed'));
    const widget = await open(page, 'de');
    await widget.locator('input[type=file]').setInputFiles([pdf('plan.pdf')]);
    await expect(widget.locator('[data-upload-state=failed]')).toContainText(
      t('Manager.NetworkError'),
    );
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('fr: one upload of several is cancelled, the others are added', async ({ page }) => {
    const t = await translator('fr');
    let held: Route | undefined;
    let count = 0;
    await page.route(UPLOAD, async (route) => {
      const name = fileName(route);
      if (name === 'gros.pdf') {
        held = route;
        return;
      }
      count += 1;
      await route.fulfill({
        json: [
          {
            guid: `g-${count}`,
            name,
            size: PDF.length,
            thumbnail_url: null,
            fileType: 'Document',
            width: null,
            height: null,
            tmpName: `tmp-${name}`,
          },
        ],
      });
    });
    const widget = await open(page, 'fr');
    await widget
      .locator('input[type=file]')
      .setInputFiles([pdf('a.pdf'), pdf('gros.pdf'), pdf('b.pdf')]);
    const names = widget.getByRole('list', { name: t('AssetOrder.List') }).getByRole('textbox');
    await expect(names).toHaveCount(2);
    const line = widget.locator('[data-upload-state=uploading]');
    await expect(line).toContainText('gros.pdf');
    await expect(line.locator('progress')).toBeVisible();
    await line.getByRole('button', { name: t('AssetsLibrary.CancelUpload') }).click();
    await expect(widget.locator('[data-upload-state=cancelled]')).toContainText('gros.pdf');
    expect(held).toBeDefined();
    const ids = await widget
      .locator('li[data-asset]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-asset')));
    expect([...ids].sort()).toEqual(['g-1', 'g-2']);
    expect(await orderPosted(page)).toBe(`list-assets-orders-${UID}=${ids.join(',')}`);
  });
});
