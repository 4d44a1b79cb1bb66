/**
 * The crop and the rotation of a just-uploaded image in the demo (issue 14; spec 000 §4, §7;
 * decision 038): the new temporary image in the shape of an upload, or `{Error}` with a
 * translated text when the box or the image is wrong; the source is gone unless kept.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageEditSchema, uploadAnswerSchema } from '../../../src/api/assets';
import { createApp, defaultOptions } from '../../server/app';
import { EDITOR, png, SHOPPER, uploadBody, visitor } from './testFiles';

const app = await createApp({ ...defaultOptions(), base: '/' });
const editor = await visitor(app, '/', EDITOR);

async function uploaded(width: number, height: number) {
  const response = await editor.request('fr/editor/assets/upload', {
    method: 'POST',
    ...uploadBody(await png(width, height), 'photo.png'),
  });
  const [asset] = uploadAnswerSchema.parse(await response.json());
  return asset?.tmpName ?? '';
}

const edit = async (path: string) => {
  const response = await editor.request(path);
  expect(response.status).toBe(200);
  return imageEditSchema.parse(await response.json());
};

const sizeOf = async (tmpName: string) => {
  const file = await editor.request(`assets/temp/${tmpName}`);
  const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
  return [meta.width, meta.height];
};

describe('the crop of a temporary image', () => {
  it('cuts the box and resizes it to the crop size, then forgets the source', async () => {
    const tmpName = await uploaded(1000, 800);
    const cropped = await edit(`assets/croptempimg/${tmpName}/100/100/800/600/400/300`);
    if ('Error' in cropped) throw new Error(cropped.Error);
    expect([cropped.width, cropped.height, cropped.fileType]).toEqual([400, 300, 'Image']);
    expect(await sizeOf(cropped.tmpName)).toEqual([400, 300]);
    expect(await edit(`assets/croptempimg/${tmpName}/0/0/800/600/400/300`)).toEqual({
      Error: 'Ce fichier n’est plus disponible : veuillez l’envoyer à nouveau.',
    });
  });

  it('keeps the source with keepOriginal=true', async () => {
    const tmpName = await uploaded(1000, 800);
    const first = await edit(`assets/croptempimg/${tmpName}/0/0/800/600/400/300?keepOriginal=true`);
    expect('tmpName' in first && first.tmpName !== tmpName).toBe(true);
    const again = await edit(`assets/croptempimg/${tmpName}/0/0/800/600/400/300`);
    expect('tmpName' in again).toBe(true);
  });

  it('answers a translated Error for a box outside, out of proportion or too small', async () => {
    const tmpName = await uploaded(1000, 800);
    await editor.request('nl/');
    const base = `assets/croptempimg/${tmpName}`;
    expect(await edit(`${base}/300/0/800/600/400/300`)).toEqual({
      Error: 'Het bijsnijkader valt buiten de afbeelding.',
    });
    expect(await edit(`${base}/0/0/800/500/400/300`)).toEqual({
      Error: 'Het bijsnijkader heeft niet de verwachte verhoudingen.',
    });
    const small = await edit(`${base}/0/0/200/150/400/300`);
    expect(small).toEqual({ Error: expect.stringMatching(/ 400px x 300px$/) });
    expect(await edit(`${base}/-5/0/800/600/400/300`)).toEqual({
      Error: 'Het bijsnijkader valt buiten de afbeelding.',
    });
    await editor.request('fr/');
  });

  it('answers Error when the demo switch crop-error is on', async () => {
    const tmpName = await uploaded(1000, 800);
    editor.failure('crop-error');
    const answer = await edit(`assets/croptempimg/${tmpName}/0/0/800/600/400/300`);
    editor.failure('');
    expect(answer).toEqual({ Error: 'L’image n’a pas pu être modifiée. Veuillez réessayer.' });
  });
});

describe('the rotation of a temporary image', () => {
  it('turns a square image by a quarter, into a new temporary file', async () => {
    const tmpName = await uploaded(300, 300);
    const turned = await edit(`assets/rotatetempimg/${tmpName}/90`);
    if ('Error' in turned) throw new Error(turned.Error);
    expect(turned.tmpName).not.toBe(tmpName);
    expect(await sizeOf(turned.tmpName)).toEqual([300, 300]);
    expect('tmpName' in (await edit(`assets/rotatetempimg/${turned.tmpName}/270`))).toBe(true);
  });

  it('refuses a rectangle, and another angle', async () => {
    const tmpName = await uploaded(400, 300);
    expect(await edit(`assets/rotatetempimg/${tmpName}/90`)).toEqual({
      Error: 'Seule une image carrée peut être pivotée.',
    });
    const square = await uploaded(100, 100);
    expect('Error' in (await edit(`assets/rotatetempimg/${square}/180`))).toBe(true);
  });

  it('is for editors only', async () => {
    const tmpName = await uploaded(100, 100);
    const shopper = await visitor(app, '/', SHOPPER);
    expect((await shopper.request(`assets/rotatetempimg/${tmpName}/90`)).status).toBe(403);
    const anonymous = await visitor(app, '/');
    const crop = await anonymous.request(`assets/croptempimg/${tmpName}/0/0/100/100/50/50`);
    expect(crop.status).toBe(401);
  });
});
