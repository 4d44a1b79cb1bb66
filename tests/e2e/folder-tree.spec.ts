/**
 * The asset library's folder tree (issue 14; spec 000 §2, §4, §7, §8, §9), in Chromium, on the
 * editor area's library page, signed in as the editor, with the demo's folders and lists: by keyboard only (arrows, Home/End,
 * type-ahead, Enter), a click on the root (its list has no ids), the chosen folder's assets in
 * the update element (list-group); with the calls failed by the test (page.route): the tree
 * (500, network) and a folder (500, network), the tree still usable; a visitor gets the login
 * modal (401) on the tree's page of the widget gallery. axe; 375 and 1280 px; fr and de.
 */
import type { Page, Route } from '@playwright/test';
import { strings as assetStrings } from '../../demo/families/assets/strings';
import type { Culture } from '../../src/core/settings';
import { hierarchy } from '../../widgets/assets/folder-tree/fixtures';
import { expect, expectAccessible, test } from './fixtures';
import { translator } from './i18n';
import { signInAsEditor } from './staffAccount';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const TREE = '**/api/v1/assetslibrary/folders/hierarchy?*';
const LIST = /\/assetslibrary\/asset\/assetsbyfolder(\/|$)/;
const GALLERY = (culture: Culture) => `/${culture}/gallery?widget=folder-tree`;
const LIBRARY = (culture: Culture) => `/${culture}/editor/library`;

/** Each folder's list names its files after the address asked (no ids: the root). */
async function answerList(route: Route) {
  const path = new URL(route.request().url()).pathname;
  const folder = path.match(/assetsbyfolder\/[^/]+\/([^/]+)$/)?.[1] ?? 'racine';
  await route.fulfill({
    contentType: 'text/html',
    body: `<ul class="list-group"><li class="list-group-item">fichier-${folder}.jpg</li></ul>`,
  });
}

/** The example mounts on the first sign of intent (data-hydrate="interaction"). */
async function mountTree(page: Page) {
  await page.locator('[data-widget="folder-tree"]').hover();
}

const treeitem = (page: Page, name: string) => page.getByRole('treeitem', { name, exact: true });
const list = (page: Page) => page.locator('#library-files');

async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
}

for (const [culture, viewport] of [
  ['fr', PHONE],
  ['de', DESKTOP],
] as const) {
  test.describe(`folder tree in ${culture} at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('by keyboard only: open, type-ahead, choose; the list shows that folder', async ({
      page,
    }) => {
      const t = await translator(culture);
      await signInAsEditor(page, culture, LIBRARY(culture));
      const tree = page.getByRole('tree', { name: t('AssetsLibrary.Folders') });
      await expect(tree).toBeVisible();
      // Depth 1: the root (level 0) and its folders (level 1) are open, deeper ones closed.
      await expect(treeitem(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
      await expect(treeitem(page, 'Chairs')).toHaveAttribute('aria-expanded', 'false');
      await expect(treeitem(page, 'Outdoor')).toHaveCount(0);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);

      await treeitem(page, 'Library').focus();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(treeitem(page, 'Chairs')).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(treeitem(page, 'Chairs')).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(treeitem(page, 'Outdoor')).toBeFocused();
      await page.keyboard.press('ArrowLeft');
      await expect(treeitem(page, 'Chairs')).toBeFocused();
      await page.keyboard.press('End');
      await expect(treeitem(page, '2026')).toBeFocused();
      await page.keyboard.press('Home');
      await expect(treeitem(page, 'Library')).toBeFocused();
      await page.keyboard.type('br');
      await expect(treeitem(page, 'Brochures')).toBeFocused();

      const asked = page.waitForRequest(LIST);
      await page.keyboard.press('Enter');
      expect(new URL((await asked).url()).pathname).toBe(
        `/${culture}/assetslibrary/asset/assetsbyfolder/root/21`,
      );
      const items = list(page).locator('ul.list-group > li');
      const files = list(page).locator('ul.list-group').getByRole('link');
      // The page documents other tests save are filed here too (one demo server for all
      // specs): the two seeded files come first, whatever was saved after them.
      await expect(files.nth(0)).toHaveText('Care guide');
      await expect(files.nth(1)).toHaveText('Warranty terms');
      await expect(treeitem(page, 'Brochures')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Brochures' })).toHaveText(
        t('AssetFolders.ListLoaded', { name: 'Brochures' }),
      );
      await expect(list(page)).not.toHaveAttribute('aria-busy');

      await page.keyboard.press('Home');
      await page.keyboard.type('c');
      await expect(treeitem(page, 'Chairs')).toBeFocused();
      await page.keyboard.press(' ');
      await expect(files).toHaveText(['Oak chair', 'Walnut armchair']);
      await expect(list(page).locator('img')).toHaveCount(2);
      await expectAccessible(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: `test-results/folder-tree-${culture}-${viewport.width}.png` });

      // A click on the root: its list has no ids (spec 000 §2); it holds no file.
      const root = page.waitForRequest(LIST);
      await page.getByText('Library', { exact: true }).click();
      expect(new URL((await root).url()).pathname).toBe(
        `/${culture}/assetslibrary/asset/assetsbyfolder`,
      );
      await expect(items).toHaveText([assetStrings[culture].pages.library.empty]);
      await expect(treeitem(page, 'Library')).toHaveAttribute('aria-selected', 'true');
      await expect(treeitem(page, 'Chairs')).toHaveAttribute('aria-selected', 'false');
    });

    test('a failed tree: an alert and a retry; a failed folder: a message, the tree still works', async ({
      page,
      problems,
    }) => {
      problems.allow(/status of 500|ERR_FAILED|ERR_INTERNET_DISCONNECTED|Failed to load resource/);
      const t = await translator(culture);
      let failTree: 'status' | 'network' | undefined = 'status';
      await page.route(TREE, (route) => {
        if (failTree === 'status') return route.fulfill({ status: 500, body: '' });
        if (failTree === 'network') return route.abort('internetdisconnected');
        return route.fulfill({ json: hierarchy });
      });
      await page.route(LIST, answerList);
      await signInAsEditor(page, culture, LIBRARY(culture));
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(t('AssetFolders.TreeFailed'));
      // The generic error modal stays closed: the widget says it itself.
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectAccessible(page);
      failTree = 'network';
      await alert.getByRole('button', { name: t('Core.Retry') }).click();
      await expect(page.getByRole('alert')).toContainText(t('Manager.NetworkError'));
      failTree = undefined;
      await page.getByRole('button', { name: t('Core.Retry') }).click();
      await expect(treeitem(page, 'Produits')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);

      await page.unroute(LIST);
      await page.route(LIST, (route) => route.fulfill({ status: 500, body: '' }));
      await page.getByText('Sacs', { exact: true }).click();
      await expect(list(page).getByRole('alert')).toHaveText(t('AssetFolders.ListFailed'));
      await expect(treeitem(page, 'Sacs')).toHaveAttribute('aria-selected', 'true');
      await page.unroute(LIST);
      await page.route(LIST, (route) => route.abort('internetdisconnected'));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(list(page).getByRole('alert')).toHaveText(t('Manager.NetworkError'));
      await expectAccessible(page);
      // Still usable: the next choice loads.
      await page.unroute(LIST);
      await page.route(LIST, answerList);
      await page.keyboard.press('End');
      await page.keyboard.press(' ');
      await expect(list(page).locator('ul.list-group')).toHaveText('fichier-8.jpg');
      await expect(list(page).getByRole('alert')).toHaveCount(0);
    });
  });
}

test('a visitor who is not signed in gets the login modal (401)', async ({ page, problems }) => {
  problems.allow(/status of 401/);
  const t = await translator('fr');
  await page.goto(GALLERY('fr'));
  await mountTree(page);
  await expect(page.locator('.folder-tree__failed')).toContainText(t('AssetFolders.TreeFailed'));
  await expect(page.locator('.login-modal')).toBeVisible();
  await expectAccessible(page);
});
