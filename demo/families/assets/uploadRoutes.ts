/**
 * The upload of the asset library and the serving of its files (issue 14; spec 000 §4, §7,
 * §8). POST {culture}/editor/assets/upload takes one file (field `file`) from an editor with
 * the session's anti-forgery token, and answers the JSON list of spec 000 §7
 * (src/api/assets.ts uploadAnswerSchema). The server never trusts the client: the type is read
 * from the first bytes (fileTypes.ts), the size is capped, images are decoded by sharp.
 * Refusals of the file itself come back as that file's `error` (spec 000 §8, decision 038).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { UploadedAsset } from '../../../src/api/assets';
import { antiForgery } from '../../shared/antiForgery';
import { translatorFor } from '../../shared/context';
import { isCulture } from '../../shared/culture';
import type { Env } from '../../shared/env';
import { apiRefusal, failureOn, roleOf } from './access';
import { fileNameOf, uploadedOf } from './addresses';
import { kindOf, MAX_UPLOAD_BYTES } from './fileTypes';
import { uprightImage } from './images';
import { libraryReady } from './library';
import {
  addTemp,
  readSaved,
  readSavedThumb,
  readTemp,
  readTempThumb,
  savedAsset,
  tempFile,
} from './storage';

/** One file's refusal: the answer's shape, with the file's error text (spec 000 §8). */
const refused = (name: string, size: number, error: string): UploadedAsset[] => [
  { guid: crypto.randomUUID(), name, size, fileType: '', tmpName: '', error },
];

const isFile = (value: unknown): value is File =>
  typeof value === 'object' && value !== null && 'arrayBuffer' in value && 'name' in value;

async function handleUpload(c: Context<Env>) {
  const asked = c.req.param('culture') ?? '';
  const t = translatorFor(c, isCulture(asked) ? asked : c.var.session.culture);
  if (failureOn(c, 'upload-error')) return c.json({ Message: 'Demo: upload-error' }, 500);
  const length = Number(c.req.header('Content-Length') ?? 0);
  if (length > MAX_UPLOAD_BYTES + 64 * 1024)
    return c.json({ Message: t('AssetsLibrary.FileTooLarge') }, 413);
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body.file;
  if (!isFile(file)) return c.json({ Message: t('AssetsLibrary.PutCorrectFile') }, 400);
  if (file.size > MAX_UPLOAD_BYTES)
    return c.json({ Message: t('AssetsLibrary.FileTooLarge') }, 413);
  const name = file.name.replace(/^.*[\\/]/, '').slice(0, 200) || 'file';
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = kindOf(name, bytes);
  if (!kind) return c.json(refused(name, bytes.length, t('AssetsLibrary.FileTypeNotAllowed')));
  await libraryReady();
  if (kind.fileType !== 'Image')
    return c.json([uploadedOf(c.var.base, await addTemp({ name, kind }, bytes))]);
  try {
    const image = await uprightImage(bytes, kind);
    const temp = await addTemp(
      { name, kind, width: image.width, height: image.height },
      image.bytes,
      image.thumbnail,
    );
    // `size` is the bytes received (the client checks it against the file it sent, spec 000 §5
    // "uploaded bytes"); the stored image, turned upright and stripped, may weigh more or less.
    return c.json([{ ...uploadedOf(c.var.base, temp), size: bytes.length }]);
  } catch {
    return c.json(refused(name, bytes.length, t('AssetsLibrary.EncodeCorrectImage')));
  }
}

const fileResponse = (bytes: Uint8Array, type: string, download?: string) =>
  new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      // A served file never runs as a page of the shop.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': 'private, max-age=300',
      ...(download
        ? { 'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(download)}` }
        : {}),
    },
  });

export function uploadRoutes(): Hono<Env> {
  const routes = new Hono<Env>();
  const editorsOnly = async (c: Context<Env>, next: () => Promise<void>) => {
    const refusal = apiRefusal(c);
    if (refusal) return refusal;
    await next();
    return undefined;
  };
  routes.post('/:culture/editor/assets/upload', editorsOnly, antiForgery, handleUpload);

  // Temporary files are the editor's own work in progress: editors only.
  routes.get('/assets/temp/thumbnails/:tmpName', async (c) => {
    const temp = roleOf(c) === 'editor' ? tempFile(c.req.param('tmpName')) : undefined;
    if (!temp?.thumbnail) return c.notFound();
    return fileResponse(await readTempThumb(temp), 'image/webp');
  });
  routes.get('/assets/temp/:tmpName', async (c) => {
    const temp = roleOf(c) === 'editor' ? tempFile(c.req.param('tmpName')) : undefined;
    if (!temp) return c.notFound();
    return fileResponse(await readTemp(temp), temp.kind.mime, temp.name);
  });
  // Saved assets are what the shop's pages show: public.
  routes.get('/assets/thumbnails/:id', async (c) => {
    await libraryReady();
    const asset = savedAsset(c.req.param('id'));
    if (!asset?.thumbnail) return c.notFound();
    return fileResponse(await readSavedThumb(asset), 'image/webp');
  });
  routes.get('/assets/files/:id/:name', async (c) => {
    await libraryReady();
    const asset = savedAsset(c.req.param('id'));
    if (!asset) return c.notFound();
    return fileResponse(await readSaved(asset), asset.kind.mime, fileNameOf(asset));
  });
  return routes;
}
