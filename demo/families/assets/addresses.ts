/**
 * The addresses and JSON shapes of the asset library's files (issue 14; spec 000 §3, §7): a
 * temporary file as the upload, crop and rotation answer it, a saved asset's `Uri` and
 * thumbnail, the name it downloads under. Shared by the routes and the pages.
 */
import type { UploadedAsset } from '../../../src/api/assets';
import type { SavedAsset, TempFile } from './storage';

/** The JSON of a temporary file, as the upload, the crop and the rotation answer it. */
export const uploadedOf = (base: string, temp: TempFile): UploadedAsset => ({
  guid: temp.guid,
  name: temp.name,
  size: temp.size,
  thumbnail_url: temp.thumbnail ? `${base}assets/temp/thumbnails/${temp.tmpName}` : null,
  fileType: temp.kind.fileType,
  width: temp.width ?? null,
  height: temp.height ?? null,
  tmpName: temp.tmpName,
});

/** The public address of a saved asset (spec 000 §3 `Uri`). */
export const savedUri = (base: string, asset: SavedAsset) =>
  `${base}assets/files/${asset.AssetId}/${encodeURIComponent(fileNameOf(asset))}`;
export const savedThumbUri = (base: string, asset: SavedAsset) =>
  asset.thumbnail ? `${base}assets/thumbnails/${asset.AssetId}` : undefined;

/** The name a saved asset is downloaded under: its shown name with the file's extension. */
export function fileNameOf(asset: SavedAsset): string {
  const stem = asset.Name.replace(/[\\/:*?"<>|]+/g, '-').trim() || asset.AssetId;
  return stem.toLowerCase().endsWith(`.${asset.kind.ext}`) ? stem : `${stem}.${asset.kind.ext}`;
}
