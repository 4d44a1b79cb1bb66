/**
 * The shared zoom beyond the stories' pages (issue 15; spec 000 §2, spec 001 §2): the product
 * gallery's dialog zooms with it (src/ui/zoom, decision 041), and a story's photo still opens,
 * as its plain link, when the dialog's chunk cannot load.
 */
import { productById } from '../../demo/data/catalog';
import { expect, expectAccessible, test, widgetsMounted } from './fixtures';
import { translator } from './i18n';

test('when the gallery dialog cannot load, a photo opens as its plain link would', async ({
  page,
  problems,
}) => {
  // The browser's own report of the refused chunk, provoked here.
  problems.allow(/Failed to load resource: net::ERR_INTERNET_DISCONNECTED/);
  await page.route('**/openZoomGallery-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/fr/stories/watch-care');
  await widgetsMounted(page);
  const link = page.locator('.story-gallery a').first();
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test.describe('the product gallery’s dialog', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('zooms with the same shared zoom: wheel, keys, buttons; arrows pan, then step', async ({
    page,
  }) => {
    const t = await translator('fr');
    const product = productById(1005);
    await page.goto(`/fr/catalog/product/${product?.slug}`);
    const gallery = page.locator('[data-widget="product-gallery"]');
    await expect(gallery).toHaveAttribute('data-widget-state', 'mounted');
    await gallery.getByRole('button', { name: new RegExp(t('Catalog.Zoom')) }).click();
    const dialog = page.getByRole('dialog', { name: /^Photos : / });
    await expect(dialog.getByText('Photo 1 sur 4')).toBeVisible();
    const level = dialog.getByRole('status');
    await expect(level).toHaveText(t('Zoom.Level', { level: 100 }));
    const stage = await dialog.locator('.vitrine-zoom__stage').boundingBox();
    if (!stage) throw new Error('no stage');
    await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2);
    await page.mouse.wheel(0, -100);
    await expect(level).toHaveText(t('Zoom.Level', { level: 120 }));
    await page.keyboard.press('+');
    await expect(level).toHaveText(t('Zoom.Level', { level: 180 }));
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 1 sur 4')).toBeVisible();
    await dialog.getByRole('button', { name: t('Zoom.Reset') }).click();
    await expect(level).toHaveText(t('Zoom.Level', { level: 100 }));
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('Photo 2 sur 4')).toBeVisible();
    await expectAccessible(page);
  });
});
