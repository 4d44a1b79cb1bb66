/**
 * The asset library calls (issue 14; spec 000 §3, §7, §8): an existing asset, the folder tree,
 * the crop and rotation of a just-uploaded image. The upload itself goes through
 * src/core/upload.ts (progress needs XMLHttpRequest); its answer is parsed here. Failures are
 * the widgets' (`policy: false` where they show their own message).
 */
import * as z from 'zod/mini';
import { getJson, parseAnswer } from './parse';

/** spec 000 §7: GET {app}/api/v1/assetslibrary/assets/{assetId}. */
export const ASSET_PATH = 'api/v1/assetslibrary/assets';
export const assetPath = (assetId: string) => `${ASSET_PATH}/${encodeURIComponent(assetId)}`;

/** spec 000 §7: GET {app}/api/v1/assetslibrary/folders/hierarchy?folderId={id}. */
export const FOLDERS_PATH = 'api/v1/assetslibrary/folders/hierarchy';

/** spec 000 §2, §9: the keyword of the root folder; its list address has no ids. */
export const ROOT_FOLDER = 'root';

/** spec 000 §2: {app}/{culture}/assetslibrary/asset/assetsbyfolder/{rootFolderId}/{folderId}. */
export const ASSETS_BY_FOLDER_PATH = 'assetslibrary/asset/assetsbyfolder';
export const assetsByFolderPath = (rootFolderId: string, folderId: string) =>
  folderId === ROOT_FOLDER
    ? ASSETS_BY_FOLDER_PATH
    : `${ASSETS_BY_FOLDER_PATH}/${encodeURIComponent(rootFolderId)}/${encodeURIComponent(folderId)}`;

/** spec 000 §7: GET {app}/assets/croptempimg/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight}. */
export const CROP_PATH = 'assets/croptempimg';

/**
 * The rotation of a just-uploaded square image by 90° (spec 000 §2 "rotate buttons for square
 * images"; the address is our contract, docs/decisions/038-asset-library.md):
 * GET {app}/assets/rotatetempimg/{tmpName}/{degrees}, degrees 90 or 270 (clockwise).
 */
export const ROTATE_PATH = 'assets/rotatetempimg';

/**
 * Ids may be numbers in a CMS: both are accepted, and widgets use `String(id)`. (Not a
 * `z.pipe` to text: pipe and transform would grow the zod chunk every page loads by 0.3 kB.)
 */
const id = z.union([z.string(), z.number()]);

/** spec 000 §3 Asset (from server). */
export const assetSchema = z.object({
  AssetId: id,
  Name: z.string(),
  OriginalFileName: z.string(),
  Uri: z.string(),
  Width: z.nullish(z.number()),
  Height: z.nullish(z.number()),
});
export type Asset = z.infer<typeof assetSchema>;

/**
 * spec 000 §3 Asset (just uploaded), one per file sent. `error` is that file's processing
 * failure, shown as it is (spec 000 §8 "a file-process failure shows that file's error text";
 * the field's name is our contract, decision 038).
 */
export const uploadedAssetSchema = z.object({
  guid: z.string().check(z.minLength(1)),
  name: z.string(),
  size: z.number(),
  thumbnail_url: z.nullish(z.string()),
  fileType: z.string(),
  width: z.nullish(z.number()),
  height: z.nullish(z.number()),
  tmpName: z.string(),
  error: z.optional(z.string()),
});
export type UploadedAsset = z.infer<typeof uploadedAssetSchema>;

/** spec 000 §7: the upload answers a JSON list of the assets just uploaded. */
export const uploadAnswerSchema = z.array(uploadedAssetSchema);

/** spec 000 §3, §8: a crop or a rotation may answer `Error`, shown as it is. */
export const imageErrorSchema = z.object({ Error: z.string().check(z.minLength(1)) });

/** Otherwise the new temporary image, in the shape of an upload (decision 038). */
export const imageEditSchema = z.union([imageErrorSchema, uploadedAssetSchema]);
export type ImageEdit = z.infer<typeof imageEditSchema>;

/** spec 000 §3 Folder tree node. */
export interface FolderNode {
  FolderId: string | number;
  Name: string;
  ItemLevel: number;
  Children: FolderNode[];
}
export const folderSchema: z.ZodMiniType<FolderNode> = z.object({
  FolderId: id,
  Name: z.string(),
  ItemLevel: z.number(),
  get Children() {
    return z.array(folderSchema);
  },
});

/** The crop box of spec 000 §7, in pixels of the upright temporary image. */
export interface CropBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function cropPath(tmpName: string, box: CropBox, cropWidth: number, cropHeight: number) {
  const parts = [box.x, box.y, box.width, box.height, cropWidth, cropHeight].map(Math.round);
  return `${CROP_PATH}/${encodeURIComponent(tmpName)}/${parts.join('/')}`;
}

export const rotatePath = (tmpName: string, degrees: 90 | 270) =>
  `${ROTATE_PATH}/${encodeURIComponent(tmpName)}/${degrees}`;

const quiet = { policy: false } as const;

export const fetchAsset = (assetId: string) => getJson(assetSchema, assetPath(assetId), quiet);

export const fetchFolders = (folderId: string) =>
  getJson(folderSchema, FOLDERS_PATH, { ...quiet, params: { folderId } });

/** spec 000 §4: crop, then the image is added; `keepOriginal` keeps the uncropped file too. */
export const cropImage = (
  tmpName: string,
  box: CropBox,
  size: { width: number; height: number },
  keepOriginal = false,
) =>
  getJson(imageEditSchema, cropPath(tmpName, box, size.width, size.height), {
    ...quiet,
    ...(keepOriginal ? { params: { keepOriginal: true } } : {}),
  });

export const rotateImage = (tmpName: string, degrees: 90 | 270) =>
  getJson(imageEditSchema, rotatePath(tmpName, degrees), quiet);

/** The upload's answer, checked (src/core/upload.ts gives the raw JSON). */
export const parseUploadAnswer = (data: unknown, url: string) =>
  parseAnswer(uploadAnswerSchema, data, url);
