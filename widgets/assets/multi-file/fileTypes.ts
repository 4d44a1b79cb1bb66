/**
 * The file-type map of the multi-file widget (spec 000 §3 "file-type map"): fileType → the
 * accept list of that type. Pure helpers; the matching itself is src/assets/fileChecks.ts.
 */
import type { Asset, UploadedAsset } from '../../../src/api/assets';
import type { AssetEntry } from '../../../src/assets/fields';
import { acceptsFile, parseAccept } from '../../../src/assets/fileChecks';

export type FileTypes = Record<string, string>;

/**
 * The one accept list of the whole map (the picker's and the checks' `accept`), narrowed to
 * the entries the widget's accept attribute allows too, when it has one.
 */
export function acceptOf(fileTypes: FileTypes, accept?: string): string {
  const all = [...new Set(Object.values(fileTypes).flatMap((list) => parseAccept(list)))];
  if (!accept) return all.join(',');
  const allowed = (entry: string) =>
    entry.startsWith('.')
      ? acceptsFile(accept, { name: `file${entry}`, type: '' })
      : parseAccept(accept).includes(entry);
  return all.filter(allowed).join(',');
}

/** spec 000 §3: the upload answers a fileType; the map must have it (else "put a correct file"). */
export const isAllowedType = (fileTypes: FileTypes, fileType: string): boolean =>
  Object.hasOwn(fileTypes, fileType);

/** One asset as the widget shows and posts it (src/assets/fields.ts AssetEntry, and more). */
export interface Item extends AssetEntry {
  /** The picture shown for an image; absent for a document. */
  thumbnail?: string;
  /** The saved asset could not be read: it is kept, under its id (nothing lost). */
  failed?: boolean;
  /** A just-uploaded asset: the rank of its file among those chosen (its queue line). */
  rank?: number;
}

/** The rank of an upload line (`upload-12` → 12): files keep the order they were chosen in. */
export const rankOf = (lineKey: string) => Number(/(\d+)$/.exec(lineKey)?.[1] ?? 0);

/**
 * Adds just-uploaded items after every item chosen before them (saved ones have no rank), so
 * that files sent together are listed in the order they were chosen, whichever ends first,
 * and an order the editor already gave is kept.
 */
export function insertUploaded(list: readonly Item[], added: readonly Item[]): Item[] {
  const rank = added[0]?.rank ?? 0;
  let at = 0;
  list.forEach((item, index) => {
    if ((item.rank ?? -1) < rank) at = index + 1;
  });
  return [...list.slice(0, at), ...added, ...list.slice(at)];
}

const IMAGE = /\.(jpe?g|png|gif|webp|avif|svg)$/i;

/** A saved asset (spec 000 §3 Asset from server) as an item; its Uri shows an image. */
export function savedItem(asset: Asset): Item {
  const image = (asset.Width ?? 0) > 0 || IMAGE.test(asset.Uri);
  return {
    id: String(asset.AssetId),
    name: asset.Name,
    originalName: asset.Name,
    ...(image ? { thumbnail: asset.Uri } : {}),
  };
}

/** A just-uploaded asset (spec 000 §3 Asset just uploaded) as an item. */
export function uploadedItem(asset: UploadedAsset): Item {
  return {
    id: asset.guid,
    name: asset.name,
    originalName: asset.name,
    tmpName: asset.tmpName,
    ...(asset.fileType === 'Image' && asset.thumbnail_url
      ? { thumbnail: asset.thumbnail_url }
      : {}),
  };
}
