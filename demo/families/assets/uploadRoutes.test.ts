/**
 * The asset library's upload in the demo (issue 14; spec 000 §4, §7, §8): editors only, with the
 * anti-forgery token; the kind by magic bytes; 10 MB at most; images upright (EXIF orientation)
 * and stripped of metadata; the answer parsed by src/api/assets.ts uploadAnswerSchema.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadAnswerSchema } from '../../../src/api/assets';
import { createApp, defaultOptions } from '../../server/app';
import { MAX_UPLOAD_BYTES } from './fileTypes';
import { EDITOR, pdf, png, SHOPPER, sidewaysJpeg, uploadBody, visitor } from './testFiles';

const app = await createApp({ ...defaultOptions(), base: '/shop/' });
const editor = await visitor(app, '/shop/', EDITOR);

const upload = async (who: typeof editor, bytes: Uint8Array, name: string, culture = 'fr') => {
  const response = await who.request(`${culture}/editor/assets/upload`, {
    method: 'POST',
    ...uploadBody(bytes, name),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

const uploaded = async (bytes: Uint8Array, name: string, culture = 'fr') => {
  const { status, body } = await upload(editor, bytes, name, culture);
  expect(status).toBe(200);
  const [asset] = uploadAnswerSchema.parse(body);
  if (!asset) throw new Error('no asset in the answer');
  return asset;
};

describe('the upload of the asset library', () => {
  it('answers the uploaded image with its size, thumbnail and temporary file', async () => {
    const asset = await uploaded(await png(300, 200), 'Chair.png');
    expect(asset).toMatchObject({ name: 'Chair.png', fileType: 'Image', width: 300, height: 200 });
    expect(asset.error).toBeUndefined();
    expect(asset.tmpName).toMatch(/\.png$/);
    const thumb = await editor.request(asset.thumbnail_url?.replace('/shop/', '') ?? '');
    expect(thumb.headers.get('Content-Type')).toBe('image/webp');
    const file = await editor.request(`assets/temp/${asset.tmpName}`);
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(300);
  });

  it('turns a sideways phone photo upright and strips its EXIF and GPS', async () => {
    const asset = await uploaded(await sidewaysJpeg(400, 200), 'phone.jpeg');
    expect([asset.width, asset.height]).toEqual([200, 400]);
    const file = await editor.request(`assets/temp/${asset.tmpName}`);
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([
      200,
      400,
      undefined,
      undefined,
    ]);
  });

  it('keeps a document as sent, without thumbnail', async () => {
    const asset = await uploaded(pdf(), 'brochure.pdf');
    expect(asset).toMatchObject({ fileType: 'Document', thumbnail_url: null, width: null });
    const file = await editor.request(`assets/temp/${asset.tmpName}`);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
  });

  it("refuses a PDF renamed .jpg: the file's error, in the page's culture", async () => {
    const asset = await uploaded(pdf(), 'photo.jpg', 'nl');
    expect(asset.error).toBe('Dit bestandstype is niet toegestaan.');
    expect(asset.tmpName).toBe('');
  });

  it('refuses an image it cannot decode with the image error', async () => {
    const broken = new Uint8Array([...(await png(8, 8)).subarray(0, 16), 1, 2, 3, 4]);
    const asset = await uploaded(broken, 'broken.png');
    expect(asset.error).toBe('Veuillez choisir une image valide (JPG, PNG ou GIF).');
  });

  it('refuses a file above 10 MB with 413 and a message', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    const { status, body } = await upload(editor, big, 'big.pdf');
    expect(status).toBe(413);
    expect(body).toEqual({ Message: 'Ce fichier est trop volumineux.' });
  });

  it('refuses a visitor (401), a shopper (403) and a forged token (400)', async () => {
    const png8 = await png(8, 8);
    const anonymous = await visitor(app, '/shop/');
    expect((await upload(anonymous, png8, 'a.png')).status).toBe(401);
    const shopper = await visitor(app, '/shop/', SHOPPER);
    expect((await upload(shopper, png8, 'a.png')).status).toBe(403);
    const { body, headers } = uploadBody(png8, 'a.png');
    const forged = await editor.request('fr/editor/assets/upload', {
      method: 'POST',
      body,
      headers: { ...headers, RequestVerificationToken: 'forged' },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      Message: 'The anti-forgery token is missing or invalid.',
    });
    const shopperTemp = await shopper.request(
      `assets/temp/${(await uploaded(png8, 'b.png')).tmpName}`,
    );
    expect(shopperTemp.status).toBe(404);
  });

  it('answers 500 when the demo switch upload-error is on', async () => {
    editor.failure('upload-error');
    const response = await editor.request('fr/editor/assets/upload', {
      method: 'POST',
      ...uploadBody(await png(8, 8), 'a.png'),
    });
    editor.failure('');
    expect(response.status).toBe(500);
    expect((await upload(editor, await png(8, 8), 'a.png')).status).toBe(200);
  });
});
