/**
 * The editor area of the demo CMS (issue 14): the editor signs in and reaches every form (the
 * product's images, a news post, a page's documents, the library), at a phone and a desktop
 * width, in two cultures, axe on each page; a shopper is refused (403), a visitor asked to sign
 * in; the hidden fields the asset widgets post (sent here with page.request, as the widgets
 * would) are saved, and the shop's pages show the result. Each test edits its own entity.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { strings } from '../../demo/families/assets/strings';
import { multipleFields, singleFields } from '../../src/assets/fields';
import { DESKTOP, PHONE } from './cartPage';
import { expect, expectAccessible, test } from './fixtures';
import { sideways } from './sideways';
import { CUSTOMER, EDITOR, signInAs } from './staffAccount';

/** Until the asset widgets are merged, their placeholders are "unknown" to the loader. */
async function expectNoSideways(page: Page) {
  const { scrollWidth, innerWidth, culprits } = await sideways(page);
  expect(scrollWidth, culprits.join(', ')).toBeLessThanOrEqual(innerWidth);
}

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The upload as a widget sends it: one file, the session's anti-forgery token in the header. */
async function upload(
  request: APIRequestContext,
  token: string,
  name: string,
  buffer: Buffer,
  mimeType: string,
) {
  const response = await request.post('/fr/editor/assets/upload', {
    headers: { RequestVerificationToken: token },
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(response.status()).toBe(200);
  const [asset] = (await response.json()) as Array<{
    guid: string;
    tmpName: string;
    error?: string;
  }>;
  expect(asset?.error).toBeUndefined();
  return asset as { guid: string; tmpName: string };
}

const tokenOf = (page: Page) =>
  page.locator('input[name="__RequestVerificationToken"]').first().inputValue();

for (const [culture, size] of [
  ['fr', PHONE],
  ['de', DESKTOP],
] as const) {
  test(`${culture}, ${size.width} px: the editor reaches every form, nothing sideways, axe clean`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const text = strings[culture].pages.editor;
    await signInAs(page, EDITOR, culture, 'editor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expectAccessible(page);
    await expectNoSideways(page);
    const forms: Array<[string, string[]]> = [
      [text.products, [text.slots.mainImage, text.slots.gallery]],
      [text.news, [text.slots.picture, text.slots.attachments]],
      [text.pages, [text.slots.brochure, text.slots.documents]],
    ];
    for (const [section, slots] of forms) {
      await page.goto(`/${culture}/editor`);
      await page.locator(`h2:text-is("${section}") + ul a`).first().click();
      const form = page.locator('form.editor-form');
      await expect(form).toHaveAttribute('data-upload-url', `/${culture}/editor/assets/upload`);
      for (const slot of slots) await expect(page.getByRole('group', { name: slot })).toBeVisible();
      await expectAccessible(page);
      await expectNoSideways(page);
    }
    await page.goto(`/${culture}/editor`);
    await page.locator(`h2:text-is("${text.library}") + ul a`).click();
    await expect(page.locator('[data-widget="folder-tree"]')).toHaveAttribute(
      'data-update',
      'library-files',
    );
    await expectAccessible(page);
    await expectNoSideways(page);
  });
}

test('a shopper is refused the editor area and the upload; a visitor is asked to sign in', async ({
  page,
  problems,
}) => {
  // The refusals are what this test asks for.
  problems.allow(/status of 40[13]/);
  const response = await page.goto('/nl/editor/library');
  expect(response?.status()).toBe(401);
  await expect(page.locator('main a[href*="security/login?returnUrl="]')).toBeVisible();
  await signInAs(page, CUSTOMER, 'nl', '');
  const refused = await page.goto('/nl/editor');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    strings.nl.pages.editor.forbiddenTitle,
  );
  await expectAccessible(page);
  const upload = await page.request.post('/nl/editor/assets/upload', {
    multipart: { file: { name: 'a.png', mimeType: 'image/png', buffer: await png(8, 8, '#000') } },
  });
  expect(upload.status()).toBe(403);
});

test('fr, phone: a product’s saved images show on its page, in the order posted', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signInAs(page, EDITOR, 'fr', 'editor/products/1001');
  const token = await tokenOf(page);
  const main = await upload(
    page.request,
    token,
    'face.png',
    await png(800, 800, '#c0392b'),
    'image/png',
  );
  const side = await upload(
    page.request,
    token,
    'profil.png',
    await png(600, 400, '#2980b9'),
    'image/png',
  );
  const saved = await page.request.post('/fr/editor/products/1001', {
    form: Object.fromEntries([
      ['__RequestVerificationToken', token],
      ...singleFields('product-main-image', {
        id: main.guid,
        name: 'Vue de face',
        tmpName: main.tmpName,
        originalName: 'face.png',
      }),
      ...multipleFields('product-gallery', [
        { id: side.guid, name: 'Vue de profil', tmpName: side.tmpName, originalName: 'profil.png' },
        { id: '1003', name: 'Banc de jardin', originalName: 'Garden bench' },
      ]),
    ]),
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/fr/editor/products/1001?saved=1');
  await expect(page.locator('.form-success')).toHaveText(strings.fr.pages.editor.saved);
  await page.getByRole('link', { name: strings.fr.pages.editor.viewOnShop }).click();
  const section = page.locator('.product-assets');
  await expect(section.getByRole('img', { name: 'Vue de face' })).toBeVisible();
  const names = await section
    .locator('.asset-gallery__list img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));
  expect(names).toEqual(['Vue de profil', 'Banc de jardin']);
  // The image really is there: decoded by the browser at its saved size (loaded lazily: in view).
  const front = section.getByRole('img', { name: 'Vue de face' });
  await front.scrollIntoViewIfNeeded();
  await expect
    .poll(() => front.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(800);
  await expectNoSideways(page);
  await expectAccessible(page, '.product-assets');
});

test('it, desktop: a news post’s picture and attachments, and a page’s documents, show on the shop', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAs(page, EDITOR, 'it', 'editor/news/e2e-news-it');
  const token = await tokenOf(page);
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
  const file = await upload(page.request, token, 'programma.pdf', pdf, 'application/pdf');
  const news = await page.request.post('/it/editor/news/e2e-news-it', {
    form: Object.fromEntries([
      ['__RequestVerificationToken', token],
      ...singleFields('news-picture', {
        id: '1005',
        name: 'Primavera',
        originalName: 'Spring collection',
      }),
      ...multipleFields('news-attachments', [
        { id: file.guid, name: 'Programma', tmpName: file.tmpName, originalName: 'programma.pdf' },
      ]),
    ]),
  });
  expect(news.ok()).toBe(true);
  await page.goto('/it/news/e2e-news-it');
  await expect(page.getByRole('img', { name: 'Primavera' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Programma' })).toHaveAttribute(
    'download',
    'Programma.pdf',
  );
  await expectAccessible(page);

  await page.goto('/it/editor/pages/e2e-page-it');
  const brochure = await upload(page.request, token, 'brochure.pdf', pdf, 'application/pdf');
  const refused = await page.request.post('/it/editor/pages/e2e-page-it', {
    form: Object.fromEntries([
      ['__RequestVerificationToken', token],
      ...singleFields('page-brochure', undefined),
    ]),
  });
  expect(refused.status()).toBe(422);
  expect(await refused.text()).toContain(strings.it.pages.editor.required);
  const saved = await page.request.post('/it/editor/pages/e2e-page-it', {
    form: Object.fromEntries([
      ['__RequestVerificationToken', token],
      ...singleFields('page-brochure', {
        id: brochure.guid,
        name: 'Catalogo',
        tmpName: brochure.tmpName,
        originalName: 'brochure.pdf',
      }),
    ]),
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/it/pages/e2e-page-it');
  await expect(
    page
      .getByRole('region', { name: strings.it.pages.shop.brochure })
      .getByRole('link', { name: 'Catalogo' }),
  ).toBeVisible();
  await expectAccessible(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('a form still lists the current assets and says uploads need JavaScript', async ({
    page,
  }) => {
    await signInAs(page, EDITOR, 'es', 'editor/pages/care-guide');
    const brochure = page.getByRole('group', { name: strings.es.pages.editor.slots.brochure });
    await expect(brochure.getByRole('link', { name: 'Care guide' })).toBeVisible();
    await expect(brochure.getByText(strings.es.pages.editor.noScript)).toBeVisible();
  });
});
