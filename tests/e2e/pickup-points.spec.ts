/**
 * Pickup points (issue 11; spec 001 §2, §3, §4, §7, §8, §9): the gallery's pickup-point
 * example opens the search modal, the map chunk loads only then, a postal code searches
 * again, a point is chosen by the list and by a marker with the keyboard and saved with the
 * exact payload of spec 001 §3; a status other than Success is a growl; axe with the modal
 * open; nothing sideways on a phone; no request leaves the demo. At 375 and 1280 px, in two
 * cultures.
 */
import type { Page, Request } from '@playwright/test';
import { SAVED_FIELDS } from '../../demo/families/shipping/savedPoint';
import { SHOP_PORT } from '../../playwright.config';
import type { Culture } from '../../src/core/settings';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { sideways } from './sideways';

const runs: { culture: Culture; width: number; height: number }[] = [
  { culture: 'fr', width: 375, height: 760 },
  { culture: 'nl', width: 1280, height: 900 },
];

/** Every address the page asks for, and whether the map chunk was asked for. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(request.url()));
  return {
    urls,
    mapChunk: () => urls.some((url) => /\/chunks\/leafletMap-[^/]+\.js$/.test(url)),
  };
}

async function openExample(page: Page, culture: Culture) {
  await page.goto(`/${culture}/gallery?widget=pickup-point`);
  const example = page.locator('#widget-pickup-point [data-widget="pickup-point"]');
  await expect(example).toHaveAttribute('data-widget-state', 'mounted');
  return example;
}

for (const { culture, width, height } of runs) {
  test.describe(`${culture} at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the list and the map: chosen by the list with the keyboard, saved exactly', async ({
      page,
    }) => {
      const t = await translator(culture);
      const requests = watchRequests(page);
      const example = await openExample(page, culture);
      expect(requests.mapChunk(), 'map chunk before the modal opens').toBe(false);

      await example.getByRole('button', { name: t('PickupPoints.ChoosePickupPoint') }).click();
      const dialog = page.getByRole('dialog', { name: t('PickupPoints.DialogTitle') });
      await expect(dialog).toBeVisible();
      const status = dialog.getByRole('status').filter({ hasText: /\d/ });
      await expect(status).toHaveText(t('PickupPoints.Found', { count: 10 }));
      await expect
        .poll(requests.mapChunk, { message: 'map chunk once the modal is open' })
        .toBe(true);
      const radios = dialog.getByRole('radio');
      await expect(radios).toHaveCount(10);
      const pins = dialog.locator('.vitrine-map__pin');
      await expect(pins).toHaveCount(10);
      // The tiles are the demo's own.
      await expect(dialog.locator('img.leaflet-tile-loaded').first()).toBeVisible();

      const choose = dialog.getByRole('button', { name: t('PickupPoints.Choose') });
      await expect(choose).toHaveAttribute('aria-disabled', 'true');
      await radios.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(radios.nth(1)).toBeChecked();
      const secondId = await radios.nth(1).inputValue();
      // List and map in sync: the marker of the chosen point is pressed, and only it.
      await expect(dialog.locator(`[data-marker-id="${secondId}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(dialog.locator('.vitrine-map__pin[aria-pressed="true"]')).toHaveCount(1);
      await expect(choose).toHaveAttribute('aria-disabled', 'false');

      await expectAccessible(page, '.vitrine-modal__overlay');
      const phone = await sideways(page);
      expect(phone.culprits, 'nothing sticks out sideways').toEqual([]);
      await page.screenshot({ path: `test-results/pickup-${culture}-${width}.png` });

      const saved = page.waitForRequest((r) =>
        r.url().endsWith('/shoppingcarts/externalpickuppoint'),
      );
      await choose.focus();
      await page.keyboard.press('Enter');
      const body = (await saved).postDataJSON() as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(SAVED_FIELDS);
      expect(body).toMatchObject({
        ShippingFirstName: 'Marie',
        ShippingLastName: 'Dubois',
        ShippingMethodId: 213,
        ShippingCountryId: 21,
        ExternalPickupPointRef: secondId,
        PickupPointId: null,
      });
      await expect(dialog).toBeHidden();
      for (const url of requests.urls) expect(new URL(url).hostname).toBe('127.0.0.1');
    });

    test('a new postal code searches again; a marker chosen with Tab and Enter', async ({
      page,
    }) => {
      const t = await translator(culture);
      const requests = watchRequests(page);
      const example = await openExample(page, culture);
      await example.getByRole('button', { name: t('PickupPoints.ChoosePickupPoint') }).click();
      const dialog = page.getByRole('dialog', { name: t('PickupPoints.DialogTitle') });
      await expect(dialog.getByRole('radio')).toHaveCount(10);

      const postCode = dialog.getByLabel(t('PickupPoints.PostalCode'));
      await postCode.fill('4000');
      const searched = page.waitForRequest((r) => r.url().endsWith('/getpickuppoints'));
      await postCode.press('Enter');
      expect((await searched).postDataJSON()).toMatchObject({
        PostalCode: '4000',
        CountryCode: 'BE',
        ShippingMethodId: 213,
        SearchRadius: 15,
        MaximumListSize: 10,
        CultureName: culture,
      });
      await expect(dialog.locator('.vitrine-pickup-list__address').first()).toContainText('Liège');

      // Tab from the zoom controls reaches the markers; Enter selects the focused one.
      const pin = dialog.locator('.vitrine-map__pin').nth(2);
      const id = await pin.getAttribute('data-marker-id');
      await pin.focus();
      await page.keyboard.press('Enter');
      await expect(dialog.locator(`input[type="radio"][value="${id}"]`)).toBeChecked();
      await expect(pin).toHaveAttribute('aria-pressed', 'true');
      await expect(dialog.getByRole('button', { name: t('PickupPoints.Choose') })).toHaveAttribute(
        'aria-disabled',
        'false',
      );
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(pin).toBeFocused();
      const saved = page.waitForRequest((r) =>
        r.url().endsWith('/shoppingcarts/externalpickuppoint'),
      );
      await dialog.getByRole('button', { name: t('PickupPoints.Choose') }).press('Enter');
      expect((await saved).postDataJSON()).toMatchObject({
        ExternalPickupPointRef: id,
        ShippingPostalCode: expect.stringMatching(/^40/),
        ShippingCity: 'Liège',
        PickupPointId: null,
      });
      await expect(dialog).toBeHidden();
      for (const url of requests.urls) expect(new URL(url).hostname).toBe('127.0.0.1');
    });

    test('a place the carrier cannot locate: a growl titled Error', async ({ page }) => {
      const t = await translator(culture);
      const example = await openExample(page, culture);
      await example.getByRole('button', { name: t('PickupPoints.ChoosePickupPoint') }).click();
      const dialog = page.getByRole('dialog', { name: t('PickupPoints.DialogTitle') });
      await expect(dialog.getByRole('radio')).toHaveCount(10);
      const postCode = dialog.getByLabel(t('PickupPoints.PostalCode'));
      await postCode.fill('9999');
      await postCode.press('Enter');
      const growl = page.locator('.vitrine-toast', { hasText: t('Core.ErrorOccurred') });
      await expect(growl).toBeVisible();
      await expect(growl).toContainText(t('Core.Error'));
      await expect(dialog.getByRole('radio')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: t('PickupPoints.Choose') })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    });
  });
}

test.describe('under /shop at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the search, the map settings and the tiles follow the base path', async ({ page }) => {
    const t = await translator('de');
    const requests = watchRequests(page);
    await page.goto(`http://127.0.0.1:${SHOP_PORT}/shop/de/gallery?widget=pickup-point`);
    const example = page.locator('#widget-pickup-point [data-widget="pickup-point"]');
    await expect(example).toHaveAttribute('data-widget-state', 'mounted');
    await example.getByRole('button', { name: t('PickupPoints.ChoosePickupPoint') }).click();
    const dialog = page.getByRole('dialog', { name: t('PickupPoints.DialogTitle') });
    await expect(dialog.getByRole('radio')).toHaveCount(10);
    await expect(dialog.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    const tiles = requests.urls.filter((url) => url.includes('/demo/tiles/'));
    expect(tiles.length).toBeGreaterThan(0);
    for (const url of tiles) expect(new URL(url).pathname).toMatch(/^\/shop\/demo\/tiles\//);
    expect(requests.urls.some((url) => url.includes('/shop/de/shippings/pickuppoint/search'))).toBe(
      true,
    );
    for (const url of requests.urls) expect(new URL(url).hostname).toBe('127.0.0.1');
  });
});
