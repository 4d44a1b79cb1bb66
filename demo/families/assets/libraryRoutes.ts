/**
 * The asset library's reading calls (issue 14; spec 000 §2, §3, §7): an asset by id, the folder
 * tree, and the HTML list of a folder's assets the folder tree loads into its update element.
 * Editors only (the library is the back office's).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Asset } from '../../../src/api/assets';
import { ROOT_FOLDER } from '../../../src/api/assets';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { html } from '../../shared/html';
import { apiRefusal } from './access';
import { savedThumbUri, savedUri } from './addresses';
import { assetsIn, folderIds, folderTree, libraryReady } from './library';
import { type SavedAsset, savedAsset } from './storage';
import { strings } from './strings';

/** spec 000 §3 Asset (from server). */
export const assetJson = (base: string, asset: SavedAsset): Asset => ({
  AssetId: asset.AssetId,
  Name: asset.Name,
  OriginalFileName: asset.OriginalFileName,
  Uri: savedUri(base, asset),
  Width: asset.Width ?? null,
  Height: asset.Height ?? null,
});

/** One asset of a folder's list: its thumbnail (or its type) and its name, as text. */
const assetItem = (base: string, asset: SavedAsset) => {
  const thumb = savedThumbUri(base, asset);
  return html`<li class="list-group-item asset-list-item" data-asset-id="${asset.AssetId}">
    ${
      thumb
        ? html`<img src="${thumb}" alt="" width="48" height="48" loading="lazy" />`
        : html`<span class="asset-list-type" aria-hidden="true">${asset.kind.ext.toUpperCase()}</span>`
    }
    <a href="${savedUri(base, asset)}">${asset.Name}</a>
  </li>`;
};

export function libraryRoutes(): Hono<Env> {
  const routes = new Hono<Env>();

  // spec 000 §7: GET {app}/api/v1/assetslibrary/assets/{assetId} → Asset.
  routes.get('/api/v1/assetslibrary/assets/:id', async (c) => {
    const refusal = apiRefusal(c);
    if (refusal) return refusal;
    await libraryReady();
    const asset = savedAsset(c.req.param('id'));
    if (!asset) return c.json({ Message: 'Not found' }, 404);
    return c.json(assetJson(c.var.base, asset));
  });

  // spec 000 §7: GET {app}/api/v1/assetslibrary/folders/hierarchy?folderId={id} → Folder.
  routes.get('/api/v1/assetslibrary/folders/hierarchy', (c) => {
    const refusal = apiRefusal(c);
    if (refusal) return refusal;
    const tree = folderTree(c.req.query('folderId'));
    return tree ? c.json(tree) : c.json({ Message: 'Not found' }, 404);
  });

  // spec 000 §2: {culture}/assetslibrary/asset/assetsbyfolder[/{rootFolderId}/{folderId}].
  const list = async (c: Context<Env>, root: string, folder: string) => {
    const culture = c.req.param('culture') ?? '';
    if (!isCulture(culture)) return c.notFound();
    const refusal = apiRefusal(c);
    if (refusal)
      return c.text(
        ((await refusal.json()) as { Message: string }).Message,
        refusal.status as 401 | 403,
      );
    if (!folderIds(root).includes(folder)) return c.notFound();
    await libraryReady();
    const assets = assetsIn(folder);
    const empty = strings[culture].pages.library.empty;
    return c.html(
      assets.length > 0
        ? html`<ul class="list-group">${assets.map((asset) => assetItem(c.var.base, asset))}</ul>`
        : html`<ul class="list-group"><li class="list-group-item">${empty}</li></ul>`,
    );
  };
  routes.get('/:culture/assetslibrary/asset/assetsbyfolder', (c) =>
    list(c, ROOT_FOLDER, ROOT_FOLDER),
  );
  routes.get('/:culture/assetslibrary/asset/assetsbyfolder/:root/:folder', (c) =>
    list(c, c.req.param('root'), c.req.param('folder')),
  );
  return routes;
}
