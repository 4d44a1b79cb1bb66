/**
 * The asset file widget (issue 14; spec 000 §2-§5, §7, §8) on its gallery page, signed in as
 * the demo's editor, at a phone width (375 px) and a desktop width (1280 px), in French and
 * German: real files made by the test (a small PDF, a PDF renamed .jpg, an oversize file),
 * the upload with its progress, rename and "remove from this list" by keyboard, the hidden
 * fields of spec 000 §3, and every failure path (500, network error, malformed answer).
 */
import { strings as assetsStrings } from '../../demo/families/assets/strings';
import {
  expectNoSidewaysScroll,
  file,
  openAsEditor,
  orderOf,
  pdfBytes,
  posted,
  UPLOAD,
} from './assetFilePage';
import { expect, expectAccessible, type Problems, test } from './fixtures';
import { signInAsEditor } from './staffAccount';

for (const culture of ['fr', 'de'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`asset-file in ${culture} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('uploads with progress, renames and removes by keyboard, posts the fields', async ({
        page,
      }) => {
        const { t, widget } = await openAsEditor(page, culture);
        // Empty at first (saved assets are read on the editor forms below).
        await expect(widget.getByText(t('AssetsLibrary.NoFile'))).toBeVisible();
        expect(await orderOf(page)).toBe('');

        const picker = widget.getByRole('button', { name: t('AssetsLibrary.Upload') });
        await expect(picker).toHaveAccessibleDescription(
          /\.pdf, \.docx, \.jpg, \.png.*5\s?(MB|Mo)/,
        );

        // The upload is held at the server's door: the line shows its progress meanwhile.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.route(UPLOAD, async (route) => {
          await held;
          await route.continue();
        });
        const chooser = page.waitForEvent('filechooser');
        await picker.focus();
        await page.keyboard.press('Enter');
        await (await chooser).setFiles(file('plan-2026.pdf', pdfBytes(2000)));
        const line = widget.locator('[data-upload-state="uploading"]');
        await expect(line.getByRole('progressbar', { name: /plan-2026\.pdf/ })).toBeVisible();
        await expect(line).toContainText('%');
        await expect(
          line.getByRole('button', {
            name: `${t('AssetsLibrary.CancelUpload')} (plan-2026.pdf)`,
          }),
        ).toBeVisible();
        release();
        await expect(
          widget.locator('.vitrine-asset-file__line').filter({ hasText: 'plan-2026.pdf' }),
        ).toBeVisible();
        await expect(line).toHaveCount(0);
        await expect(
          page
            .getByRole('status')
            .filter({ hasText: t('AssetsLibrary.UploadDone', { name: 'plan-2026.pdf' }) }),
        ).toHaveCount(1);

        // A second file goes after it (the route lets it through at once now).
        await widget.locator('input[type="file"]').setInputFiles(file('annexe.pdf', pdfBytes()));
        await expect(
          widget.locator('.vitrine-asset-file__line').filter({ hasText: 'annexe.pdf' }),
        ).toBeVisible();
        const ids = (await orderOf(page)).split(',');
        expect(ids).toHaveLength(2);
        const fields = Object.fromEntries(await posted(page));
        expect(fields[`asset-${ids[0]}`]).toMatch(/\.pdf$/);
        expect(fields[`asset-${ids[0]}-name`]).toBe('plan-2026.pdf');
        expect(fields[`asset-${ids[1]}-name`]).toBe('annexe.pdf');
        expect(fields['AssetsLoaded-brochure']).toBe('true');

        // Rename by keyboard: Enter opens, Escape cancels, Enter saves.
        const rename = widget.getByRole('button', {
          name: `${t('AssetsLibrary.Rename')} (plan-2026.pdf)`,
        });
        await rename.focus();
        await page.keyboard.press('Enter');
        const field = widget.getByRole('textbox', {
          name: t('AssetsLibrary.NewName', { name: 'plan-2026.pdf' }),
        });
        await expect(field).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(rename).toBeFocused();
        await page.keyboard.press('Enter');
        await field.fill('Plan 2026');
        await page.keyboard.press('Enter');
        await expect(
          widget.locator('.vitrine-asset-file__line').filter({ hasText: 'Plan 2026' }),
        ).toBeVisible();
        expect(Object.fromEntries(await posted(page))[`asset-${ids[0]}-name`]).toBe('Plan 2026');

        await expectAccessible(page, '[data-widget="asset-file"]');
        await expectNoSidewaysScroll(page);

        // "Remove from this list" by keyboard: the focus goes on, the fields follow.
        await widget
          .getByRole('button', { name: `${t('AssetsLibrary.RemoveFromList')} (Plan 2026)` })
          .focus();
        await page.keyboard.press('Enter');
        await expect(
          widget.locator('.vitrine-asset-file__line').filter({ hasText: 'Plan 2026' }),
        ).toHaveCount(0);
        await expect(widget.getByRole('status').filter({ hasText: 'Plan 2026' })).toHaveCount(1);
        await expect(
          widget.getByRole('button', { name: `${t('AssetsLibrary.RemoveFromList')} (annexe.pdf)` }),
        ).toBeFocused();
        expect(await orderOf(page)).toBe(ids[1]);
      });

      test('refuses a PDF renamed .jpg and an oversize file before sending', async ({ page }) => {
        const { t, widget } = await openAsEditor(page, culture);
        let sent = 0;
        await page.route(UPLOAD, (route) => {
          sent += 1;
          return route.continue();
        });
        await widget
          .locator('input[type="file"]')
          .setInputFiles([
            file('photo.jpg', pdfBytes(), 'image/jpeg'),
            file('huge.pdf', pdfBytes(5_100_000)),
          ]);
        const failed = widget.locator('[data-upload-state="failed"]');
        await expect(failed).toHaveCount(2);
        await expect(failed.filter({ hasText: 'photo.jpg' })).toContainText(
          t('AssetsLibrary.FileTypeNotAllowed'),
        );
        await expect(failed.filter({ hasText: 'huge.pdf' })).toContainText(
          t('AssetsLibrary.FileTooLarge'),
        );
        expect(sent).toBe(0);
        expect(await orderOf(page)).toBe('');
        await expectAccessible(page, '[data-widget="asset-file"]');

        // Dismissed by keyboard.
        await widget.getByRole('button', { name: `${t('Core.Close')} (photo.jpg)` }).focus();
        await page.keyboard.press('Enter');
        await expect(failed).toHaveCount(1);
      });
    });
  }
}

test.describe('asset-file upload failures (spec 000 §8)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const allowFailures = (problems: Problems) =>
    problems.allow(/Failed to load resource|malformed answer|net::ERR_FAILED/);

  test('a 500 opens the generic error modal and says so on the line', async ({
    page,
    context,
    problems,
    baseURL,
  }) => {
    allowFailures(problems);
    const { t, widget } = await openAsEditor(page, 'fr');
    await context.addCookies([
      { name: 'vitrine_assets_demo', value: 'upload-error', url: baseURL ?? '' },
    ]);
    await widget.locator('input[type="file"]').setInputFiles(file('plan.pdf', pdfBytes()));
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]');
    await expect(dialog).toContainText(t('Manager.UnknowsErrors'));
    await expect(widget.locator('[data-upload-state="failed"]')).toContainText(
      t('AssetsLibrary.UploadFailed'),
    );
    await expectAccessible(page);
    await dialog
      .getByRole('button', { name: t('Core.Close') })
      .first()
      .click();
    await expect(dialog).toHaveCount(0);
    expect(await orderOf(page)).toBe('');
  });

  test('a network error and a malformed answer fail that file only', async ({ page, problems }) => {
    allowFailures(problems);
    const { t, widget } = await openAsEditor(page, 'de');
    await page.route(UPLOAD, (route) => route.abort());
    await widget.locator('input[type="file"]').setInputFiles(file('a.pdf', pdfBytes()));
    const failed = widget.locator('[data-upload-state="failed"]');
    await expect(failed).toContainText(t('Manager.NetworkError'));

    await page.unroute(UPLOAD);
    await page.route(UPLOAD, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html>oops</html>' }),
    );
    await widget.locator('input[type="file"]').setInputFiles(file('b.pdf', pdfBytes()));
    await expect(failed.filter({ hasText: 'b.pdf' })).toContainText(
      t('AssetsLibrary.UploadFailed'),
    );
    await expect(page.locator('[role="dialog"], [role="alertdialog"]')).toHaveCount(0);
    expect(await orderOf(page)).toBe('');
  });
});

/** The editor area's forms (demo): what is uploaded and saved shows on the shop's page. */
for (const [culture, width, kind, id, slot] of [
  // Pages of this spec's own: one demo server serves every spec, and the seeded ones are
  // other specs' expectations.
  ['fr', 375, 'pages', 'asset-file-test', 'brochure'],
  ['de', 1280, 'news', 'asset-file-test', 'attachments'],
] as const) {
  test.describe(`the ${kind} form in ${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('saves an uploaded, renamed document and the shop page shows it', async ({ page }) => {
      const text = assetsStrings[culture].pages.editor;
      const t = await signInAsEditor(page, culture, `/${culture}/editor/${kind}/${id}`);
      const field = page.getByRole('group', { name: text.slots[slot] });
      const widget = field.locator('[data-widget="asset-file"]');
      await expect(widget).toHaveAttribute('data-widget-state', 'mounted');

      await widget
        .locator('input[type="file"]')
        .setInputFiles(file('rapport-annuel.pdf', pdfBytes(1000)));
      const line = widget
        .locator('.vitrine-asset-file__line')
        .filter({ hasText: 'rapport-annuel.pdf' });
      await expect(line).toBeVisible();
      await line
        .getByRole('button', { name: `${t('AssetsLibrary.Rename')} (rapport-annuel.pdf)` })
        .click();
      await widget.getByRole('textbox').fill('Rapport 2026');
      await page.keyboard.press('Enter');
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
      await expect(widget.getByRole('link', { name: 'Rapport 2026' })).toBeVisible();

      await page.getByRole('link', { name: text.viewOnShop }).click();
      const document = page.locator('main').getByRole('link', { name: /Rapport 2026/ });
      await expect(document).toBeVisible();
      expect(await document.getAttribute('href')).toMatch(
        /\/assets\/files\/\d+\/Rapport%202026\.pdf$/,
      );
    });
  });
}

test.describe('a required document (spec 000 §4)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('says it is required when removed, and the message clears once one is added', async ({
    page,
  }) => {
    const text = assetsStrings.fr.pages.editor;
    const target = '/fr/editor/pages/warranty';
    const t = await signInAsEditor(page, 'fr', target);
    const widget = page
      .getByRole('group', { name: text.slots.brochure })
      .locator('[data-widget="asset-file"]');
    await expect(widget).toHaveAttribute('data-widget-state', 'mounted');
    const required = widget.locator('input[data-asset-required]');
    await expect(required).toBeChecked();
    await widget
      .getByRole('button', { name: `${t('AssetsLibrary.RemoveFromList')} (Warranty terms)` })
      .click();
    await expect(required).not.toBeChecked();

    await page.getByRole('button', { name: text.save }).click();
    const message = widget.locator('[data-valmsg-for="page-brochure-required"]');
    await expect(message).toHaveText(text.required);
    await expect(page).toHaveURL(new RegExp(`${target}$`));

    await widget.locator('input[type="file"]').setInputFiles(file('garantie.pdf', pdfBytes()));
    await expect(required).toBeChecked();
    await expect(message).toHaveText('');
  });
});
