/**
 * The multi-file asset widget against the demo CMS, signed in as the editor (issue 14; spec 000
 * §2-§5): real uploads with their thumbnails, saved assets read and posted back reordered, and
 * the editor's forms (product images, page documents) uploaded, renamed, ordered by buttons,
 * Alt+Arrow keys and dragging, saved, and shown on the shop's pages in that order; at a phone
 * and a desktop width, in French and German, axe on the widget.
 */
import { strings as assetStrings } from '../../demo/families/assets/strings';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { open, orderPosted, pdf, picture, png, posted, UID, valuesOf } from './multiFilePage';
import { signInAsEditor } from './staffAccount';

test.describe('multi-file against the demo CMS (an editor signed in)', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  test('de phone: real uploads come back with their thumbnail and take their place', async ({
    page,
  }) => {
    const t = await translator('de');
    await signInAsEditor(page, 'de', '/de/gallery?widget=multi-file');
    const widget = await open(page, 'de');
    // A real picture: the demo decodes it and makes its thumbnail.
    await widget
      .locator('input[type=file]')
      .setInputFiles([pdf('handbuch.pdf'), await picture('bild.png', '#3366aa')]);
    const names = widget.getByRole('list', { name: t('AssetOrder.List') }).getByRole('textbox');
    await expect(names).toHaveCount(2);
    const thumb = widget.locator('img.vitrine-multi-file__thumb');
    await expect(thumb).toHaveCount(1);
    await expect
      .poll(() => thumb.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    const fields = await posted(page);
    const ids = await widget
      .locator('li[data-asset]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-asset')));
    expect(fields).toContain(`list-assets-orders-${UID}=${ids.join(',')}`);
    // A new upload posts its temporary file under its guid, and its name.
    expect(ids).toHaveLength(2);
    for (const id of ids) {
      expect(fields.find((field) => field.startsWith(`asset-${id}=`))).toMatch(/\.(pdf|png)$/);
    }
    expect(fields).toContain(`asset-${ids[0]}-name=handbuch.pdf`);
    await expectAccessible(page, `[data-uid="${UID}"]`);
  });
  test('fr phone: the saved assets are read, shown in their order and posted back reordered', async ({
    page,
  }) => {
    const t = await translator('fr');
    await signInAsEditor(page, 'fr', '/fr/gallery?widget=multi-file');
    // The example with saved assets of the demo's library (a picture, then a PDF).
    await page.route('**/fr/gallery?widget=multi-file', async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(
        `data-uid="${UID}"`,
        `data-uid="${UID}" data-assets="1001,1006"`,
      );
      await route.fulfill({ response: answer, body: html });
    });
    const widget = await open(page, 'fr');
    const names = widget.getByRole('list', { name: t('AssetOrder.List') }).getByRole('textbox');
    await expect(names).toHaveCount(2);
    const [picture, document] = await names.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    await expect(widget.locator('li[data-asset="1001"] img')).toHaveCount(1);
    await expect(widget.locator('li[data-asset="1006"] img')).toHaveCount(0);
    expect(await orderPosted(page)).toBe(`list-assets-orders-${UID}=1001,1006`);
    await widget.getByRole('button', { name: t('AssetOrder.MoveDown', { name: picture }) }).click();
    await expect(names.first()).toHaveValue(document ?? '');
    expect(await orderPosted(page)).toBe(`list-assets-orders-${UID}=1006,1001`);
    expect(await posted(page)).toContain('asset-1001=1001');
  });
});

test.describe('multi-file in the editor’s forms, saved and shown on the shop', () => {
  test('fr phone: product images uploaded, renamed, ordered by buttons, keys and drag, saved in that order', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    const t = await translator('fr');
    const text = assetStrings.fr.pages.editor;
    await signInAsEditor(page, 'fr', '/fr/editor/products/1011');
    const widget = page.locator('[data-widget="multi-file"][data-uid="product-gallery"]');
    await expect(widget.locator('input[type=file]')).toBeAttached();
    // One after the other: files sent together take their place as each upload ends.
    const colours: Array<[string, string]> = [
      ['rouge.png', '#aa2222'],
      ['vert.png', '#22aa22'],
      ['bleu.png', '#2222aa'],
    ];
    for (const [index, [name, colour]] of colours.entries()) {
      await widget.locator('input[type=file]').setInputFiles([await picture(name, colour)]);
      await expect(widget.locator('li[data-asset]')).toHaveCount(index + 1);
    }
    await expect(widget.locator('li[data-asset] img')).toHaveCount(3);
    await widget
      .getByRole('textbox', { name: t('AssetOrder.NameOf', { name: 'vert.png' }) })
      .fill('Vue de côté');
    expect(await valuesOf(widget)).toEqual(['rouge.png', 'Vue de côté', 'bleu.png']);
    // Buttons, then keys on the same button, then a drag.
    await widget
      .getByRole('button', { name: t('AssetOrder.MoveUp', { name: 'bleu.png' }) })
      .click();
    await page.keyboard.press('Alt+ArrowUp');
    expect(await valuesOf(widget)).toEqual(['bleu.png', 'rouge.png', 'Vue de côté']);
    const items = widget.locator('li[data-asset]');
    await items.nth(2).locator('.vitrine-multi-file__handle').dragTo(items.nth(1));
    await expect.poll(() => valuesOf(widget)).toEqual(['bleu.png', 'Vue de côté', 'rouge.png']);
    const ids = await items.evaluateAll((all) =>
      all.map((item) => item.getAttribute('data-asset')),
    );
    const fields = await widget.evaluate((element) =>
      [...new FormData(element.closest('form') as HTMLFormElement).entries()].map(
        ([name, value]) => `${name}=${String(value)}`,
      ),
    );
    expect(fields).toContain(`list-assets-orders-product-gallery=${ids.join(',')}`);
    await expectAccessible(page, '[data-uid="product-gallery"]');

    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    // Back from the server: the saved assets in the order they were posted.
    await expect(widget.locator('li[data-asset]')).toHaveCount(3);
    expect(await valuesOf(widget)).toEqual(['bleu.png', 'Vue de côté', 'rouge.png']);
    await page.getByRole('link', { name: text.viewOnShop }).click();
    const shown = page.locator('.asset-gallery__list img');
    await expect(shown).toHaveCount(3);
    expect(
      await shown.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(['bleu.png', 'Vue de côté', 'rouge.png']);
  });

  test('de desktop: page documents, a wrong type refused, ordered by keys, saved in that order', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const t = await translator('de');
    const text = assetStrings.de.pages.editor;
    await signInAsEditor(page, 'de', '/de/editor/pages/multi-file-test');
    // The required brochure (the asset-file widget), then the documents.
    const brochure = page.locator('[data-widget="asset-file"][data-uid="page-brochure"]');
    await expect(brochure.locator('input[type=file]')).toBeAttached();
    await brochure.locator('input[type=file]').setInputFiles([pdf('broschuere.pdf')]);
    const widget = page.locator('[data-widget="multi-file"][data-uid="page-documents"]');
    await expect(widget.locator('input[type=file]')).toBeAttached();
    await widget
      .locator('input[type=file]')
      .setInputFiles([pdf('anleitung.pdf'), pdf('garantie.pdf'), png('foto.png')]);
    await expect(widget.locator('li[data-asset]')).toHaveCount(2);
    await expect(widget.locator('[data-upload-state=failed]')).toContainText(
      t('AssetsLibrary.PutCorrectFile'),
    );
    await widget
      .getByRole('textbox', { name: t('AssetOrder.NameOf', { name: 'anleitung.pdf' }) })
      .focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect(widget.locator('[data-order-live]')).toHaveText(
      t('AssetOrder.Moved', { name: 'anleitung.pdf', position: 2, count: 2 }),
    );
    expect(await valuesOf(widget)).toEqual(['garantie.pdf', 'anleitung.pdf']);
    await expectAccessible(page, '[data-uid="page-documents"]');

    await page.getByRole('button', { name: text.save }).click();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    await page.getByRole('link', { name: text.viewOnShop }).click();
    const documents = page.locator('section[aria-labelledby="page-documents"] li a');
    await expect(documents).toHaveText(['garantie.pdf', 'anleitung.pdf']);
  });
});
