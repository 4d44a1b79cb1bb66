/**
 * The asset library's reading calls in the demo (issue 14; spec 000 §2, §3, §7): an asset by
 * id, the folder tree with its levels, a folder's list as HTML (names as text).
 */
import { describe, expect, it } from 'vitest';
import { assetSchema, folderSchema } from '../../../src/api/assets';
import { createApp, defaultOptions } from '../../server/app';
import { EDITOR, SHOPPER, visitor } from './testFiles';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });
const editor = await visitor(app, '/shop/', EDITOR);

describe('the asset library', () => {
  it('answers a seeded asset with its address, which serves the image', async () => {
    const response = await editor.request('api/v1/assetslibrary/assets/1001');
    const asset = assetSchema.parse(await response.json());
    expect(asset).toMatchObject({ AssetId: '1001', Name: 'Oak chair', Width: 1200, Height: 1200 });
    expect(asset.Uri).toBe('/shop/assets/files/1001/Oak%20chair.jpg');
    const anonymous = await visitor(app, '/shop/');
    const file = await anonymous.request(asset.Uri.replace('/shop/', ''));
    expect(file.headers.get('Content-Type')).toBe('image/jpeg');
    expect((await editor.request('api/v1/assetslibrary/assets/999')).status).toBe(404);
  });

  it('answers the folder tree from the root or from a folder, with levels', async () => {
    const root = folderSchema.parse(
      await (await editor.request('api/v1/assetslibrary/folders/hierarchy?folderId=root')).json(),
    );
    expect(root.ItemLevel).toBe(0);
    expect(root.Children.map((folder) => folder.Name)).toEqual(['Products', 'Documents', 'News']);
    const outdoor = root.Children[0]?.Children[0]?.Children[0];
    expect([outdoor?.Name, outdoor?.ItemLevel]).toEqual(['Outdoor', 3]);
    const products = folderSchema.parse(
      await (await editor.request('api/v1/assetslibrary/folders/hierarchy?folderId=10')).json(),
    );
    expect([products.Name, products.ItemLevel, products.Children.length]).toEqual([
      'Products',
      1,
      2,
    ]);
    const unknown = await editor.request('api/v1/assetslibrary/folders/hierarchy?folderId=77');
    expect(unknown.status).toBe(404);
  });

  it("lists a folder's assets as a list-group, and says when a folder is empty", async () => {
    const chairs = await (
      await editor.request('de/assetslibrary/asset/assetsbyfolder/root/11')
    ).text();
    expect(chairs).toContain('<ul class="list-group">');
    expect(chairs).toContain('Walnut armchair');
    expect(chairs).toContain('/shop/assets/thumbnails/1001');
    const root = await (await editor.request('de/assetslibrary/asset/assetsbyfolder')).text();
    expect(root).toContain('Keine Dateien in diesem Ordner.');
    const outside = await editor.request('de/assetslibrary/asset/assetsbyfolder/11/21');
    expect(outside.status).toBe(404);
  });

  it('is for editors only', async () => {
    const shopper = await visitor(app, '/shop/', SHOPPER);
    expect((await shopper.request('api/v1/assetslibrary/assets/1001')).status).toBe(403);
    expect((await shopper.request('fr/assetslibrary/asset/assetsbyfolder')).status).toBe(403);
    const anonymous = await visitor(app, '/shop/');
    const tree = await anonymous.request('api/v1/assetslibrary/folders/hierarchy');
    expect(tree.status).toBe(401);
  });
});
