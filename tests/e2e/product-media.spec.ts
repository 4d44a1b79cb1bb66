/**
 * The product page's media blocks (issue 5; spec 000 §2, §4, §9): the photo gallery with its
 * thumbnails, zoom and dialog; the 360-degree viewer; the share buttons and the copy-link toast.
 */
import type { Page } from '@playwright/test';
import { productById } from '../../demo/data/catalog';
import { SHOP_PORT } from '../../playwright.config';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';

// Four photos, a colour attribute and a spin (demo/data/catalog/spinFrames.ts).
const product = productById(1005);
if (!product) throw new Error('product 1005 is missing from the demo catalogue');
const PAGE = `/fr/catalog/product/${product.slug}`;
const t = await translator('fr');

/** The fr name and id of the product's colour value number `index`. */
function colourValue(index: number) {
  const value = product?.attributes[0]?.values[index];
  if (!value) throw new Error(`product 1005 has no colour value ${index}`);
  return { name: value.label.fr, id: value.ProductAttributeValueId };
}

const main = (page: Page) => page.getByRole('button', { name: new RegExp(t('Catalog.Zoom')) });
const mainPhoto = (page: Page) => main(page).locator('img');
const thumb = (page: Page, index: number) =>
  page
    .getByRole('toolbar', { name: t('Catalog.Gallery') })
    .getByRole('button', { name: t('Catalog.Thumbnail', { index }) });

async function open(page: Page, address = PAGE) {
  await page.goto(address);
  // The viewer mounts when scrolled into view (data-hydrate="visible"): wait for the gallery.
  await expect(page.locator('[data-widget="product-gallery"]')).toHaveAttribute(
    'data-widget-state',
    'mounted',
  );
  await expect(main(page)).toBeVisible();
}

test.describe('product gallery', () => {
  test('a thumbnail changes the main photo, by mouse and by keyboard', async ({ page }) => {
    await open(page);
    await expect(mainPhoto(page)).toHaveAttribute('src', /\/media\/product\/1005\/0\.svg/);
    await thumb(page, 3).click();
    await expect(mainPhoto(page)).toHaveAttribute('src', /\/1005\/2\.svg/);
    await expect(thumb(page, 3)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(thumb(page, 4)).toBeFocused();
    await expect(mainPhoto(page)).toHaveAttribute('src', /\/1005\/3\.svg/);
    await page.keyboard.press('Home');
    await expect(thumb(page, 1)).toBeFocused();
    await expect(mainPhoto(page)).toHaveAttribute('alt', /1 sur 4$/);
  });

  test('the dialog opens with Enter, steps with ←/→ and buttons, and Esc returns focus', async ({
    page,
  }) => {
    await open(page);
    await thumb(page, 2).click();
    await main(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^Photos : / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Photo 2 sur 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 3 sur 4')).toBeVisible();
    await dialog.getByRole('button', { name: t('Catalog.NextPhoto') }).click();
    await expect(dialog.getByText('Photo 4 sur 4')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 1 sur 4')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /\/1005\/3\.svg/);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(main(page)).toBeFocused();
    await expect(mainPhoto(page)).toHaveAttribute('src', /\/1005\/3\.svg/);
  });

  test('a click opens the dialog; its thumbnails show another photo', async ({ page }) => {
    await open(page);
    await main(page).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: t('Catalog.Thumbnail', { index: 4 }) }).click();
    await expect(dialog.getByText('Photo 4 sur 4')).toBeVisible();
    await dialog.getByRole('button', { name: t('Core.Close') }).click();
    await expect(dialog).toBeHidden();
  });

  test('the gallery follows the chosen colour', async ({ page }) => {
    await open(page);
    const colour = colourValue(1);
    await page.getByRole('radio', { name: colour.name }).check({ force: true });
    await expect(mainPhoto(page)).toHaveAttribute('src', new RegExp(`\\?v=${colour.id}$`));
    await thumb(page, 2).click();
    await expect(mainPhoto(page)).toHaveAttribute('src', /\/1005\/1\.svg/);
  });

  test('zooms under the mouse on a desktop screen', async ({ page }) => {
    await open(page);
    await expect(main(page)).toHaveAttribute('data-zoom', 'on');
    await main(page).hover({ position: { x: 100, y: 120 } });
    await expect(mainPhoto(page)).toHaveCSS('transform', /^matrix\(2\.2/);
    await page.mouse.move(5, 5);
    await expect(mainPhoto(page)).toHaveCSS('transform', 'none');
  });
});

test.describe('product gallery on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has no zoom, two thumbnails at once, and one in the dialog', async ({ page }) => {
    await open(page);
    await expect(main(page)).not.toHaveAttribute('data-zoom', 'on');
    await main(page).hover({ position: { x: 100, y: 120 } });
    await expect(mainPhoto(page)).toHaveCSS('transform', 'none');
    const strip = page.getByRole('toolbar', { name: t('Catalog.Gallery') });
    await expect(strip).toHaveAttribute('style', /--vitrine-thumbs: ?2/);
    await main(page).click();
    const dialogStrip = page.getByRole('dialog').getByRole('toolbar');
    await expect(dialogStrip).toHaveAttribute('style', /--vitrine-thumbs: ?1/);
    await expectAccessible(page);
  });

  test('the associated products scroll sideways from the keyboard', async ({ page }) => {
    await open(page);
    const row = page.getByRole('region', { name: t('Catalog.AssociatedProducts') });
    await expect(row.locator('.product-card')).toHaveCount(product.associatedIds.length);
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('360-degree viewer', () => {
  test('turns by itself, pauses, and turns with ←/→', async ({ page }) => {
    await page.clock.install();
    await open(page);
    const viewer = page.locator('[data-widget="viewer-360"]');
    await viewer.scrollIntoViewIfNeeded();
    const slider = page.getByRole('slider', {
      name: t('Catalog.SpinOf', { name: product.name.fr }),
    });
    await expect(slider).toHaveAttribute('aria-busy', 'false');
    const frame = async () => Number(await slider.getAttribute('aria-valuenow'));
    const before = await frame();
    await page.clock.runFor(500);
    await expect.poll(frame).not.toBe(before);

    await page.getByRole('button', { name: t('Catalog.PauseRotation') }).click();
    const paused = await frame();
    // 3 s of timers fired at once: a running rotation would have moved 30 frames.
    await page.clock.runFor(3000);
    await expect(page.getByRole('button', { name: t('Catalog.PlayRotation') })).toBeVisible();
    expect(await frame()).toBe(paused);

    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String((paused % 24) + 1));
    await expect(slider).toHaveAttribute(
      'aria-valuetext',
      t('Catalog.SpinFrame', { index: (paused % 24) + 1, count: 24 }),
    );
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveAttribute('aria-valuenow', '24');
    await expectAccessible(page);
  });

  test('never turns by itself with reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await open(page);
    await page.locator('[data-widget="viewer-360"]').scrollIntoViewIfNeeded();
    const slider = page.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-busy', 'false');
    await page.clock.runFor(3000);
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(page.getByRole('button', { name: t('Catalog.PlayRotation') })).toBeVisible();
  });

  test('is absent from products without a spin', async ({ page }) => {
    const other = productById(1002);
    await page.goto(`/fr/catalog/product/${other?.slug}`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('[data-widget="viewer-360"]')).toHaveCount(0);
  });
});

/** The share block mounts when scrolled to (data-hydrate="visible"), as a shopper reaches it. */
async function shareReady(page: Page) {
  const share = page.locator('[data-widget="social-share"]');
  await share.scrollIntoViewIfNeeded();
  await expect(share).toHaveAttribute('data-widget-state', 'mounted');
}

test.describe('share buttons', () => {
  test('copy link copies the current address and shows the toast, then removes it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: baseURL ?? '',
    });
    // A one-off parameter in the address must not travel with the shared link.
    await open(page, `${PAGE}?openWishlist=1&utm_source=mail`);
    // The variation widget rewrites ?variant= with replaceState: the copy takes the address now.
    const colour = colourValue(1);
    await page.getByRole('radio', { name: new RegExp(`^${colour.name}`) }).check();
    await expect(page).toHaveURL(/[?&]variant=\d+/);
    const variant = new URL(page.url()).searchParams.get('variant');
    await shareReady(page);
    await page.getByRole('button', { name: t('Core.CopyLink') }).click();
    const toast = page.getByRole('status').getByText(t('Core.LinkCopied'));
    await expect(toast).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}${PAGE}?variant=${variant}`,
    );
    // spec 000 §9: removed at 2.5 s.
    await expect(page.locator('.social-share__toast')).toHaveCount(0);
    await expectAccessible(page, '.social-share');
  });

  test('a network button opens a popup sharing the current address', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Share</title><p>Shared</p>' }),
    );
    await open(page);
    await shareReady(page);
    const popupOpens = context.waitForEvent('page');
    await page.getByRole('link', { name: t('Core.ShareOn', { network: 'Facebook' }) }).click();
    const popup = await popupOpens;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).searchParams.get('u')).toBe(`${baseURL}${PAGE}`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    // The page itself stayed where it was.
    expect(page.url()).toBe(`${baseURL}${PAGE}`);
  });
});

test('the widget gallery mounts the three examples, accessible', async ({ page }) => {
  for (const name of ['product-gallery', 'viewer-360', 'social-share']) {
    // Each widget's own page of the manual: the test reads what it is about.
    await page.goto(`/fr/gallery?widget=${name}`);
    const example = page.locator(`[data-gallery-widget="${name}"] .gallery__live [data-widget]`);
    await example.scrollIntoViewIfNeeded();
    await expect(example).toHaveAttribute('data-widget-state', 'mounted');
    await expectAccessible(page, `[data-gallery-widget="${name}"] .gallery__live`);
  }
});

test('under the /shop base path the gallery follows the colour and the viewer turns', async ({
  page,
}) => {
  await open(page, `http://127.0.0.1:${SHOP_PORT}/shop${PAGE}`);
  await expect(mainPhoto(page)).toHaveAttribute('src', /^\/shop\/media\/product\/1005\/0\.svg/);
  const colour = colourValue(2);
  await page.getByRole('radio', { name: colour.name }).check({ force: true });
  await expect(mainPhoto(page)).toHaveAttribute(
    'src',
    `/shop/media/product/1005/0.svg?v=${colour.id}`,
  );
  await page.locator('[data-widget="viewer-360"]').scrollIntoViewIfNeeded();
  await expect(page.getByRole('slider')).toHaveAttribute('aria-busy', 'false');
});
