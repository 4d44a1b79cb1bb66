/**
 * The editor area of the demo (issue 14; spec 000 §3): editors only; its forms post the hidden
 * fields of src/assets/fields.ts, and what is saved (uploads, renames, order, removals) shows on
 * the shop's pages; a form with a missing temporary file or without its required brochure
 * saves nothing.
 */
import { describe, expect, it } from 'vitest';
import { uploadAnswerSchema } from '../../../src/api/assets';
import { multipleFields, singleFields } from '../../../src/assets/fields';
import { products } from '../../data/catalog';
import { createApp, defaultOptions } from '../../server/app';
import { EDITOR, pdf, png, SHOPPER, uploadBody, visitor } from './testFiles';

const app = await createApp({ ...defaultOptions(), base: '/' });
const editor = await visitor(app, '/', EDITOR);

async function upload(bytes: Uint8Array, name: string) {
  const response = await editor.request('fr/editor/assets/upload', {
    method: 'POST',
    ...uploadBody(bytes, name),
  });
  const [asset] = uploadAnswerSchema.parse(await response.json());
  if (!asset) throw new Error('no upload');
  return asset;
}

const post = (path: string, fields: Array<[string, string]>) =>
  editor.request(path, {
    method: 'POST',
    body: new URLSearchParams([['__RequestVerificationToken', editor.token()], ...fields]),
  });

describe('the editor area', () => {
  it('is an editor’s: a visitor is asked to sign in, a shopper is refused', async () => {
    for (const path of ['nl/editor', 'nl/editor/library', 'nl/editor/news/new-showroom']) {
      expect((await editor.request(path)).status, path).toBe(200);
    }
    expect(await (await editor.request('de/editor')).text()).toContain(
      '<h1>Redaktionsbereich</h1>',
    );
    const shopper = await visitor(app, '/', SHOPPER);
    expect((await shopper.request('fr/editor')).status).toBe(403);
    expect((await (await visitor(app, '/')).request('fr/editor/pages/care-guide')).status).toBe(
      401,
    );
    expect((await editor.request('fr/editor/products/999999')).status).toBe(404);
    expect((await editor.request('fr/editor/news/Bad_Id')).status).toBe(404);
  });

  it('renders each placeholder with its attributes, the current assets and their fields', async () => {
    const page = await (await editor.request('fr/editor/pages/care-guide')).text();
    expect(page).toContain('data-upload-url="/fr/editor/assets/upload"');
    expect(page).toMatch(
      /data-widget="asset-file"[^>]*data-uid="page-brochure"[^>]*data-asset-id="1006"/,
    );
    expect(page).toContain('name="AssetId-page-brochure" value="1006"');
    expect(page).toContain(
      'data-asset-required name="page-brochure-required" value="true" checked',
    );
    expect(page).toContain('name="list-assets-orders-page-documents" value="1007"');
    expect(page).toContain('Care guide');
  });

  it('saves a product’s uploads in the posted order, and its page shows them', async () => {
    const product = products[5];
    if (!product) throw new Error('no product');
    const main = await upload(await png(800, 800), 'front.png');
    const extra = await upload(await png(640, 480), 'side.png');
    const path = `fr/editor/products/${product.id}`;
    const saved = await post(path, [
      ...singleFields('product-main-image', {
        id: main.guid,
        name: 'Front',
        tmpName: main.tmpName,
        originalName: 'front.png',
      }),
      ...multipleFields('product-gallery', [
        { id: extra.guid, name: 'Side view', tmpName: extra.tmpName, originalName: 'side.png' },
        { id: '1002', name: 'Walnut armchair', originalName: 'Walnut armchair' },
      ]),
    ]);
    expect([saved.status, saved.headers.get('Location')]).toEqual([303, `/${path}?saved=1`]);
    const form = await (await editor.request(`${path}?saved=1`)).text();
    expect(form).toContain('role="status">Modifications enregistrées.');
    const shop = await (await app.request(`/fr/catalog/product/${product.slug}`)).text();
    expect(shop).toMatch(
      /class="product-assets__image" src="\/assets\/files\/\d+\/Front\.png" alt="Front" width="800"/,
    );
    const gallery = shop.slice(shop.indexOf('product-assets-gallery'));
    expect(gallery.indexOf('alt="Side view"')).toBeLessThan(
      gallery.indexOf('alt="Walnut armchair"'),
    );
    // Posted again (the back button): the temporary file is gone, nothing is saved twice.
    const again = await post(
      path,
      singleFields('product-main-image', {
        id: main.guid,
        name: 'Front',
        tmpName: main.tmpName,
        originalName: 'front.png',
      }),
    );
    expect(again.status).toBe(422);
    expect(await again.text()).toContain('Ce fichier n’est plus disponible');
  });

  it('renames, reorders and removes the attachments of a news post', async () => {
    const file = await upload(pdf(), 'programme.pdf');
    const saved = await post('nl/editor/news/e2e-unit-news', [
      ...singleFields('news-picture', {
        id: '1005',
        name: 'Lente',
        originalName: 'Spring collection',
      }),
      ...multipleFields('news-attachments', [
        { id: file.guid, name: 'Programma', tmpName: file.tmpName, originalName: 'programme.pdf' },
      ]),
    ]);
    expect(saved.status).toBe(303);
    const news = await (await app.request('/nl/news/e2e-unit-news')).text();
    expect(news).toContain('Nieuwsbericht “e2e-unit-news”');
    expect(news).toContain('alt="Lente"');
    expect(news).toMatch(/download="Programma\.pdf">Programma<\/a>/);
    // Removed from the post's list: no attachment left, the asset stays in the library.
    await post('nl/editor/news/e2e-unit-news', multipleFields('news-attachments', []));
    expect(await (await app.request('/nl/news/e2e-unit-news')).text()).not.toContain('Programma');
    expect((await app.request('/nl/news/never-saved')).status).toBe(404);
  });

  it('refuses a page without its brochure, or with a file of another type, and saves nothing', async () => {
    const article = async () => {
      const page = await (await app.request('/es/pages/warranty')).text();
      return page.slice(page.indexOf('<article'), page.indexOf('</article>'));
    };
    const before = await article();
    expect(before).toContain('Warranty terms');
    const empty = await post('es/editor/pages/warranty', singleFields('page-brochure', undefined));
    expect(empty.status).toBe(422);
    expect(await empty.text()).toContain('Añada un folleto.');
    const image = await upload(await png(10, 10), 'not-a-brochure.png');
    const wrong = await post(
      'es/editor/pages/warranty',
      singleFields('page-brochure', {
        id: image.guid,
        name: 'x',
        tmpName: image.tmpName,
        originalName: 'x',
      }),
    );
    expect(wrong.status).toBe(422);
    expect(await article()).toBe(before);
  });

  it('keeps what was saved when a widget posted none of its fields (no script)', async () => {
    expect((await post('it/editor/pages/care-guide', [])).status).toBe(303);
    const page = await (await app.request('/it/pages/care-guide')).text();
    expect(page).toContain('Care guide');
    expect(page).toContain('Warranty terms');
  });

  it('refuses a post without the anti-forgery token', async () => {
    const response = await editor.request('fr/editor/pages/care-guide', {
      method: 'POST',
      headers: { RequestVerificationToken: 'none' },
      body: new URLSearchParams([['__RequestVerificationToken', 'forged']]),
    });
    expect(response.status).toBe(422);
  });
});
