/**
 * The asset library's rows of the contract test (issue 14; demo/server/contract.test.ts): an
 * asset and the folder tree, parsed with src/api/assets.ts's schemas. Only an editor may call
 * them, so these rows ask through a session of their own, signed in as the editor. The
 * upload, crop and rotation (outside api/v1) and the server's own refusals (a type by its
 * bytes, the size, a crop box, a non-square rotation, a shopper) are the second table.
 */
import sharp from 'sharp';
import * as z from 'zod/mini';
import {
  assetSchema,
  folderSchema,
  imageEditSchema,
  uploadAnswerSchema,
} from '../../src/api/assets';
import type { createApp } from './app';
import type { ContractRow } from './contractBasket';
import { shopperOf } from './shopper';

type App = Awaited<ReturnType<typeof createApp>>;

export function assetsContract(app: App): ContractRow[] {
  let editor: Promise<Awaited<ReturnType<typeof shopperOf>>> | undefined;
  const asEditor = () => {
    editor ??= shopperOf(app, '/', true, {
      email: 'editor@vitrine.shop',
      password: 'vitrine-editor',
    });
    return editor;
  };
  return [
    {
      route: 'GET /api/v1/assetslibrary/assets/:id',
      call: async () => (await asEditor()).request('api/v1/assetslibrary/assets/1001'),
      schema: assetSchema,
    },
    {
      route: 'GET /api/v1/assetslibrary/folders/hierarchy',
      call: async () =>
        (await asEditor()).request('api/v1/assetslibrary/folders/hierarchy?folderId=root'),
      schema: folderSchema,
    },
  ];
}

/** A call outside api/v1 (upload, crop, rotation) or a refusal: the status and schema expected. */
export interface AssetCallRow {
  what: string;
  call: () => Promise<Response>;
  status: number;
  schema: z.ZodMiniType;
  /** What the parsed answer must hold (the refusal's text, the file's error). */
  check?: (answer: unknown) => boolean;
}

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#888888' } })
    .png()
    .toBuffer();

/** The upload's multipart body, written by hand (the unit tests run under jsdom). */
function multipart(bytes: Uint8Array, name: string) {
  const boundary = 'contractAssetsBoundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const body = new Uint8Array([
    ...new TextEncoder().encode(head),
    ...bytes,
    ...new TextEncoder().encode(tail),
  ]);
  return {
    method: 'POST',
    body,
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The upload, the crop and the rotation (outside api/v1) answer src/api/assets.ts's schemas,
 * and the server refuses by itself what the client should have refused (decision 038).
 */
export function assetsCallContract(app: App): AssetCallRow[] {
  let editor: ReturnType<typeof shopperOf> | undefined;
  const asEditor = async () => {
    editor ??= shopperOf(app, '/', true, {
      email: 'editor@vitrine.shop',
      password: 'vitrine-editor',
    });
    return (await editor).request;
  };
  const upload = async (bytes: Uint8Array, name: string) =>
    (await asEditor())('fr/editor/assets/upload', multipart(bytes, name));
  const tmpOf = async (width: number, height: number) => {
    const [asset] = uploadAnswerSchema.parse(
      await (await upload(await image(width, height), 'a.png')).json(),
    );
    return asset?.tmpName ?? '';
  };
  const hasError = (answer: unknown) => typeof (answer as { Error?: unknown }).Error === 'string';
  return [
    {
      what: 'upload',
      call: async () => upload(await image(64, 48), 'a.png'),
      status: 200,
      schema: uploadAnswerSchema,
    },
    {
      what: 'upload of a PDF renamed .jpg: the file’s error',
      call: async () => upload(new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'photo.jpg'),
      status: 200,
      schema: uploadAnswerSchema,
      check: (answer) => typeof (answer as Array<{ error?: string }>)[0]?.error === 'string',
    },
    {
      what: 'upload above 10 MB',
      call: async () => upload(new Uint8Array(10 * 1024 * 1024 + 1), 'big.pdf'),
      status: 413,
      schema: z.object({ Message: z.string() }),
    },
    {
      what: 'upload by a shopper',
      call: async () =>
        (await shopperOf(app, '/')).request(
          'fr/editor/assets/upload',
          multipart(await image(8, 8), 'a.png'),
        ),
      status: 403,
      schema: z.object({ Message: z.string() }),
    },
    {
      what: 'crop',
      call: async () =>
        (await asEditor())(`assets/croptempimg/${await tmpOf(400, 300)}/0/0/400/300/200/150`),
      status: 200,
      schema: imageEditSchema,
      check: (answer) => !hasError(answer),
    },
    {
      what: 'crop with a box outside the image',
      call: async () =>
        (await asEditor())(`assets/croptempimg/${await tmpOf(400, 300)}/100/0/400/300/200/150`),
      status: 200,
      schema: imageEditSchema,
      check: hasError,
    },
    {
      what: 'rotation',
      call: async () => (await asEditor())(`assets/rotatetempimg/${await tmpOf(100, 100)}/90`),
      status: 200,
      schema: imageEditSchema,
      check: (answer) => !hasError(answer),
    },
    {
      what: 'rotation of a non-square image',
      call: async () => (await asEditor())(`assets/rotatetempimg/${await tmpOf(120, 100)}/270`),
      status: 200,
      schema: imageEditSchema,
      check: hasError,
    },
  ];
}
