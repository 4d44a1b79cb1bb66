/**
 * The crop and the rotation of a just-uploaded image (issue 14; spec 000 §4, §7; the rotation's
 * address is our contract, docs/decisions/038-asset-library.md). Each answers the new temporary
 * image in the shape of an upload, or `{Error}` with a translated text the widget shows as is
 * (src/api/assets.ts imageEditSchema). The source is forgotten unless `keepOriginal=true`.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { translatorFor } from '../../shared/context';
import type { Env } from '../../shared/env';
import { apiRefusal, failureOn } from './access';
import { uploadedOf } from './addresses';
import { cropAskOf, cropRefusal } from './cropRules';
import { cropImage, type Processed, rotateImage } from './images';
import { libraryReady } from './library';
import { addTemp, dropTemp, readTemp, type TempFile, tempFile } from './storage';
import { strings } from './strings';

const errorsOf = (c: Context<Env>) => strings[c.var.session.culture].pages.errors;

/** Writes the edited image as a new temporary file and answers it. */
async function answerEdited(c: Context<Env>, source: TempFile, image: Processed, keep: boolean) {
  const temp = await addTemp(
    { name: source.name, kind: source.kind, width: image.width, height: image.height },
    image.bytes,
    image.thumbnail,
  );
  if (!keep) await dropTemp(source);
  return c.json(uploadedOf(c.var.base, temp));
}

/** The image to edit, or the `{Error}` answer when there is none. */
async function sourceOf(c: Context<Env>) {
  await libraryReady();
  const source = tempFile(c.req.param('tmpName') ?? '');
  if (source?.kind.fileType === 'Image' && source.width && source.height) return { source };
  return { error: c.json({ Error: errorsOf(c).tempMissing }) };
}

export function imageRoutes(): Hono<Env> {
  const routes = new Hono<Env>();

  // spec 000 §7: GET {app}/assets/croptempimg/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight}
  routes.get('/assets/croptempimg/:tmpName/:x/:y/:w/:h/:cw/:ch', async (c) => {
    const refusal = apiRefusal(c);
    if (refusal) return refusal;
    const errors = errorsOf(c);
    if (failureOn(c, 'crop-error')) return c.json({ Error: errors.editFailed });
    const { source, error } = await sourceOf(c);
    if (!source) return error;
    const ask = cropAskOf(c.req.param());
    const image = { width: source.width ?? 0, height: source.height ?? 0 };
    const why = ask ? cropRefusal(ask, image) : 'outside';
    if (!ask || why === 'outside') return c.json({ Error: errors.cropOutside });
    if (why === 'ratio') return c.json({ Error: errors.cropRatio });
    if (why === 'tooSmall') {
      const t = translatorFor(c, c.var.session.culture);
      const min = `${t('AssetsLibrary.MinimumSize')} ${ask.cropWidth}px x ${ask.cropHeight}px`;
      return c.json({ Error: min });
    }
    try {
      const box = { x: ask.x, y: ask.y, w: ask.w, h: ask.h };
      const size = { width: ask.cropWidth, height: ask.cropHeight };
      const cropped = await cropImage(await readTemp(source), source.kind, box, size);
      return answerEdited(c, source, cropped, c.req.query('keepOriginal') === 'true');
    } catch {
      return c.json({ Error: errors.editFailed });
    }
  });

  // Our contract (decision 038): GET {app}/assets/rotatetempimg/{tmpName}/{90|270}, square only.
  routes.get('/assets/rotatetempimg/:tmpName/:degrees', async (c) => {
    const refusal = apiRefusal(c);
    if (refusal) return refusal;
    const errors = errorsOf(c);
    const { source, error } = await sourceOf(c);
    if (!source) return error;
    const degrees = Number(c.req.param('degrees'));
    if (degrees !== 90 && degrees !== 270) return c.json({ Error: errors.editFailed });
    if (source.width !== source.height) return c.json({ Error: errors.notSquare });
    try {
      const turned = await rotateImage(await readTemp(source), source.kind, degrees);
      return answerEdited(c, source, turned, false);
    } catch {
      return c.json({ Error: errors.editFailed });
    }
  });
  return routes;
}
