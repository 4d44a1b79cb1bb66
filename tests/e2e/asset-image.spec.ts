/**
 * The asset image widget and its crop dialog in Chromium (issue 14; spec 000 §2, §4, §5, §8,
 * §9), on the gallery's example (`data-crop="800,600"`, `data-rotate="true"`), at a phone
 * (375 px) and a desktop (1280 px) width, in French and German. Real images are made by the
 * test with sharp (a PNG, a sideways JPEG with EXIF orientation 6, a PDF renamed .jpg); the
 * asset library's calls are answered by the test (page.route), as the demo's editor area would,
 * so each answer, failure included, is chosen here.
 */
import type { Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { strings } from '../../demo/families/assets/strings';
import type { UploadedAsset } from '../../src/api/assets';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { signInAs, signInAsEditor } from './staffAccount';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7ab0' } })
    .png()
    .toBuffer();

/** 1800×1200 as stored, orientation 6: a phone photo taken sideways, 1200×1800 upright. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#b0402a' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();

interface Library {
  /** The temporary files served at /assets/temp/{tmpName}. */
  temp: Map<string, Buffer>;
  /** The upload's answer per file name. */
  answers: Map<string, UploadedAsset>;
  uploads: string[];
  crops: string[];
  rotations: string[];
}

const asset = (name: string, tmpName: string, width: number, height: number): UploadedAsset => ({
  guid: `g-${tmpName}`,
  name,
  size: 1000,
  thumbnail_url: `/assets/temp/${tmpName}`,
  fileType: 'Image',
  width,
  height,
  tmpName,
});

/** The asset library's calls, answered as the demo would. */
async function library(page: Page, crop?: (route: Route) => Promise<void>): Promise<Library> {
  const lib: Library = {
    temp: new Map(),
    answers: new Map(),
    uploads: [],
    crops: [],
    rotations: [],
  };
  const cover = await png(800, 600);
  await page.route('**/api/v1/assetslibrary/assets/1005', (route) =>
    route.fulfill({
      json: {
        AssetId: 1005,
        Name: 'Couverture',
        OriginalFileName: 'cover.png',
        Uri: '/assets/files/1005/cover.png',
        Width: 800,
        Height: 600,
      },
    }),
  );
  await page.route('**/assets/files/1005/cover.png', (route) =>
    route.fulfill({ body: cover, contentType: 'image/png' }),
  );
  await page.route('**/editor/assets/upload', (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const name = /filename="([^"]+)"/.exec(body)?.[1] ?? '';
    lib.uploads.push(name);
    const answer = lib.answers.get(name);
    return answer ? route.fulfill({ json: [answer] }) : route.fulfill({ status: 500 });
  });
  await page.route('**/assets/temp/**', (route) => {
    const tmpName = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const body = lib.temp.get(tmpName);
    return body
      ? route.fulfill({ body, contentType: 'image/png' })
      : route.fulfill({ status: 404 });
  });
  await page.route('**/assets/croptempimg/**', async (route) => {
    lib.crops.push(new URL(route.request().url()).pathname);
    if (crop) return crop(route);
    lib.temp.set('cropped.png', await png(800, 600));
    return route.fulfill({ json: asset('cropped.png', 'cropped.png', 800, 600) });
  });
  await page.route('**/assets/rotatetempimg/**', async (route) => {
    lib.rotations.push(new URL(route.request().url()).pathname);
    lib.temp.set('turned.png', await png(1200, 1200));
    return route.fulfill({ json: asset('turned.png', 'turned.png', 1200, 1200) });
  });
  return lib;
}

async function open(page: Page, culture: string) {
  await page.goto(`/${culture}/gallery?widget=asset-image`);
  const widget = page.locator('[data-widget="asset-image"]');
  // The example mounts when an editor comes near it (its calls are editors' only).
  await widget.hover();
  await expect(widget.getByRole('img')).toBeVisible();
  return widget;
}

/** Chooses a file through the widget's own button (a real file chooser). */
async function choose(page: Page, name: string, buffer: Buffer, mimeType = 'image/png') {
  const chooser = page.waitForEvent('filechooser');
  await page.locator('[data-widget="asset-image"] .vitrine-asset-picker__button').click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

const hidden = (page: Page, name: string) =>
  page.locator(`[data-widget="asset-image"] input[type="hidden"][name="${name}"]`);

for (const culture of ['fr', 'de'] as const) {
  for (const width of [375, 1280]) {
    test.describe(`asset image in ${culture} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('crops by keyboard only, then the cropped image is held', async ({ page }) => {
        const t = await translator(culture);
        const lib = await library(page);
        lib.temp.set('big.png', await png(1600, 1200));
        lib.answers.set('big.png', asset('big.png', 'big.png', 1600, 1200));
        const widget = await open(page, culture);
        await expect(hidden(page, 'AssetId-cover')).toHaveValue('1005');
        await choose(page, 'big.png', await png(1600, 1200));

        const dialog = page.getByRole('dialog', { name: t('AssetsLibrary.CropTitle') });
        const size = dialog.locator('[data-crop-size]');
        await expect(size).toHaveText(t('AssetCrop.Selection', { width: 1600, height: 1200 }));
        await expectAccessible(page, '.vitrine-crop-dialog');
        await page.screenshot({ path: `test-results/crop-dialog-${culture}-${width}.png` });
        const box = await dialog.locator('.vitrine-crop-dialog__box').boundingBox();
        expect(box?.width).toBeLessThanOrEqual(568);
        expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(568 / 400, 1);

        // Zoom in by keyboard up to the limit: the selection never goes below 800×600.
        const zoomIn = dialog.getByRole('button', { name: t('AssetCrop.ZoomIn') });
        await zoomIn.focus();
        for (let i = 0; i < 6; i++) await page.keyboard.press('Enter');
        await expect(size).toHaveText(t('AssetCrop.Selection', { width: 800, height: 600 }));
        await expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
        // Arrows move the selection (react-easy-crop's keyboard).
        await dialog.getByRole('group', { name: t('AssetCrop.Area') }).focus();
        for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowDown');
        // − and + zoom from the crop area too.
        await page.keyboard.press('-');
        await expect(size).not.toHaveText(t('AssetCrop.Selection', { width: 800, height: 600 }));
        await page.keyboard.press('+');
        await expect(size).toHaveText(t('AssetCrop.Selection', { width: 800, height: 600 }));
        const confirm = dialog.getByRole('button', { name: t('AssetsLibrary.Crop'), exact: true });
        await confirm.focus();
        await page.keyboard.press('Enter');

        await expect(dialog).toBeHidden();
        expect(lib.crops).toHaveLength(1);
        const [x, y, w, h, cw, ch] = (lib.crops[0] ?? '').split('/').slice(-6).map(Number);
        expect([w, h, cw, ch]).toEqual([800, 600, 800, 600]);
        // Centred it was (400, 300); the arrows moved the image right and down, so the
        // selection left and up.
        expect(x).toBeLessThan(400);
        expect(x).toBeGreaterThan(300);
        expect(y).toBeLessThan(300);
        expect(y).toBeGreaterThanOrEqual(0);
        await expect(widget.getByRole('img', { name: 'big.png' })).toBeVisible();
        await expect(hidden(page, 'AssetName-cover')).toHaveValue('cropped.png');
        await expect(hidden(page, 'AssetId-cover')).toHaveValue('');
        await expectAccessible(page, '[data-widget="asset-image"]');
        await widget.screenshot({ path: `test-results/asset-image-${culture}-${width}.png` });
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scroll).toBeLessThanOrEqual(width);
      });
    });
  }
}

test.describe('asset image: the image flow and its failures (fr, 1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows a sideways phone photo upright and crops it upright', async ({ page }) => {
    const t = await translator('fr');
    const lib = await library(page);
    const photo = await sidewaysJpeg();
    lib.temp.set('phone.jpg', photo);
    lib.answers.set('phone.jpg', asset('phone.jpg', 'phone.jpg', 1200, 1800));
    await open(page, 'fr');
    await choose(page, 'phone.jpg', photo, 'image/jpeg');
    const dialog = page.getByRole('dialog', { name: t('AssetsLibrary.CropTitle') });
    // Upright 1200×1800: the widest 4:3 selection is 1200×900 (sideways it would be 1600×1200).
    await expect(dialog.locator('[data-crop-size]')).toHaveText(
      t('AssetCrop.Selection', { width: 1200, height: 900 }),
    );
    const natural = await dialog
      .locator('img')
      .evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    expect(natural).toEqual([1200, 1800]);
    await dialog.getByRole('button', { name: t('AssetsLibrary.Crop'), exact: true }).click();
    await expect(dialog).toBeHidden();
    const [, , w, h] = (lib.crops[0] ?? '').split('/').slice(-6).map(Number);
    expect([w, h]).toEqual([1200, 900]);
  });

  test('refuses an image smaller than the crop size, and a PDF named .jpg', async ({ page }) => {
    const t = await translator('fr');
    const lib = await library(page);
    lib.answers.set('small.png', asset('small.png', 'small.png', 700, 500));
    const widget = await open(page, 'fr');
    await choose(page, 'small.png', await png(700, 500));
    await expect(widget.locator('[data-asset-problem]')).toHaveText(
      `small.png\u00a0: ${t('AssetsLibrary.MinimumSize')} 800px x 600px`,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(hidden(page, 'AssetId-cover')).toHaveValue('1005');

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
    await choose(page, 'fake.jpg', pdf, 'image/jpeg');
    await expect(widget.locator('[data-upload-state="failed"]')).toContainText('fake.jpg');
    expect(lib.uploads).toEqual(['small.png']);
  });

  test('turns a square image in the crop dialog, then crops the turned one', async ({ page }) => {
    const t = await translator('fr');
    const lib = await library(page);
    lib.temp.set('square.png', await png(1200, 1200));
    lib.answers.set('square.png', asset('square.png', 'square.png', 1200, 1200));
    await open(page, 'fr');
    await choose(page, 'square.png', await png(1200, 1200));
    const dialog = page.getByRole('dialog', { name: t('AssetsLibrary.CropTitle') });
    await expect(dialog.locator('[data-crop-size]')).toHaveText(
      t('AssetCrop.Selection', { width: 1200, height: 900 }),
    );
    const right = dialog.getByRole('button', { name: t('AssetsLibrary.RotateRight') });
    await right.focus();
    await page.keyboard.press('Enter');
    await expect(dialog.locator('img')).toHaveAttribute('src', /\/assets\/temp\/turned\.png/);
    expect(lib.rotations).toEqual(['/assets/rotatetempimg/square.png/90']);
    await dialog.getByRole('button', { name: t('AssetsLibrary.Crop'), exact: true }).click();
    await expect(dialog).toBeHidden();
    expect(lib.crops[0]).toMatch(/^\/assets\/croptempimg\/turned\.png\//);
  });

  for (const failure of ['Error', '500', 'network'] as const) {
    test(`keeps the crop dialog open with a message on a crop ${failure}`, async ({
      page,
      problems,
    }) => {
      const t = await translator('fr');
      problems.allow(/Failed to load resource|net::ERR_FAILED/);
      const lib = await library(page, (route) =>
        failure === 'Error'
          ? route.fulfill({ json: { Error: 'La zone dépasse l’image.' } })
          : failure === '500'
            ? route.fulfill({ status: 500 })
            : route.abort('failed'),
      );
      lib.temp.set('big.png', await png(1600, 1200));
      lib.answers.set('big.png', asset('big.png', 'big.png', 1600, 1200));
      await open(page, 'fr');
      await choose(page, 'big.png', await png(1600, 1200));
      const dialog = page.getByRole('dialog', { name: t('AssetsLibrary.CropTitle') });
      await dialog.getByRole('button', { name: t('AssetsLibrary.Crop'), exact: true }).click();
      const expected = {
        Error: 'La zone dépasse l’image.',
        '500': t('AssetCrop.Failed'),
        network: t('Manager.NetworkError'),
      }[failure];
      await expect(dialog.locator('[data-crop-error]')).toHaveText(expected);
      await expect(dialog).toBeVisible();
      await expect(hidden(page, 'AssetId-cover')).toHaveValue('1005');
      await expectAccessible(page, '.vitrine-crop-dialog');
    });
  }
});

test.describe('asset image against the demo’s asset library (fr, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a sideways phone photo is stored upright, cropped and held', async ({
    page,
    context,
    baseURL,
  }) => {
    const t = await translator('fr');
    await signInAsEditor(page, 'fr', '/fr/gallery?widget=asset-image');
    const widget = page.locator('[data-widget="asset-image"]');
    await widget.hover();
    // The example's saved image is the demo library's 1005, read for the signed-in editor.
    await expect(widget.getByRole('img')).toBeVisible();
    await expect(hidden(page, 'AssetId-cover')).toHaveValue('1005');
    await expect(widget.locator('.vitrine-asset-picker__button')).toBeEnabled();
    await choose(page, 'phone.jpg', await sidewaysJpeg(), 'image/jpeg');

    const dialog = page.getByRole('dialog', { name: t('AssetsLibrary.CropTitle') });
    // The demo turned it upright (1200×1800): the widest 4:3 selection is 1200×900.
    await expect(dialog.locator('[data-crop-size]')).toHaveText(
      t('AssetCrop.Selection', { width: 1200, height: 900 }),
    );
    await dialog.getByRole('button', { name: t('AssetsLibrary.Crop'), exact: true }).click();
    await expect(dialog).toBeHidden();
    const thumb = widget.getByRole('img', { name: 'phone.jpg' });
    await expect(thumb).toBeVisible();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(hidden(page, 'AssetName-cover')).toHaveValue(/\S/);

    // The demo's crop failure switch: its Error is shown as it is, the dialog stays open.
    await context.addCookies([
      {
        name: 'vitrine_assets_demo',
        value: 'crop-error',
        domain: new URL(baseURL ?? '').hostname,
        path: '/',
      },
    ]);
    await choose(page, 'phone2.jpg', await sidewaysJpeg(), 'image/jpeg');
    await dialog.getByRole('button', { name: t('AssetsLibrary.Crop'), exact: true }).click();
    await expect(dialog.locator('[data-crop-error]')).not.toBeEmpty();
    await expect(dialog).toBeVisible();
    await expectAccessible(page, '.vitrine-crop-dialog');
  });
});

test.describe('asset image in the editor’s product form (de, 1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an uploaded image cropped to 800×800 is saved and shows on the product page', async ({
    page,
  }) => {
    // The product form's other field may be a widget of another branch not merged here yet.
    const t = await translator('de');
    const texts = strings.de.pages.editor;
    await signInAs(
      page,
      { email: 'editor@vitrine.shop', password: 'vitrine-editor' },
      'de',
      'editor/products/1007',
    );
    const widget = page.locator('[data-widget="asset-image"][data-uid="product-main-image"]');
    await expect(widget.locator('.vitrine-asset-picker__button')).toBeEnabled();
    const chooser = page.waitForEvent('filechooser');
    await widget.locator('.vitrine-asset-picker__button').click();
    await (await chooser).setFiles({
      name: 'vorne.png',
      mimeType: 'image/png',
      buffer: await png(1600, 1200),
    });
    const dialog = page.getByRole('dialog', { name: t('AssetsLibrary.CropTitle') });
    await expect(dialog.locator('[data-crop-size]')).toHaveText(
      t('AssetCrop.Selection', { width: 1200, height: 1200 }),
    );
    const confirm = dialog.getByRole('button', { name: t('AssetsLibrary.Crop'), exact: true });
    await confirm.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(widget.getByRole('img', { name: 'vorne.png' })).toBeVisible();
    await expect(widget.locator('input[name="AssetName-product-main-image"]')).toHaveValue(/\S/);

    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
    await page.getByRole('link', { name: texts.viewOnShop }).click();
    const shown = page.locator('.product-assets').getByRole('img', { name: 'vorne.png' });
    await expect(shown).toBeVisible();
    // The crop really was made: the saved image is 800×800.
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([800, 800]);
  });
});

test.describe('asset image in the editor’s news form (fr, 375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a sideways phone photo is cropped upright to 1200×630 and shows on the news post', async ({
    page,
  }) => {
    const t = await translator('fr');
    const texts = strings.fr.pages.editor;
    const slug = 'e2e-news-image-fr';
    await signInAs(
      page,
      { email: 'editor@vitrine.shop', password: 'vitrine-editor' },
      'fr',
      `editor/news/${slug}`,
    );
    const widget = page.locator('[data-widget="asset-image"][data-uid="news-picture"]');
    await expect(widget.locator('.vitrine-asset-picker__button')).toBeEnabled();
    const chooser = page.waitForEvent('filechooser');
    await widget.locator('.vitrine-asset-picker__button').click();
    await (await chooser).setFiles({
      name: 'terrasse.jpg',
      mimeType: 'image/jpeg',
      buffer: await sidewaysJpeg(),
    });
    const dialog = page.getByRole('dialog', { name: t('AssetsLibrary.CropTitle') });
    // Upright 1200×1800: the widest 1200:630 selection is the full width.
    await expect(dialog.locator('[data-crop-size]')).toHaveText(
      t('AssetCrop.Selection', { width: 1200, height: 630 }),
    );
    await dialog.getByRole('button', { name: t('AssetsLibrary.Crop'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: texts.save }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.saved })).toBeVisible();
    await page.goto(`/fr/news/${slug}`);
    const shown = page.getByRole('img', { name: 'terrasse.jpg' });
    await expect(shown).toBeVisible();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([1200, 630]);
  });
});
