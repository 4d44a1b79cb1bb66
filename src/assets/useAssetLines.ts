/**
 * The assets a file or image widget holds (issue 14; spec 000 §3, §4): the saved ones read one
 * by one with `fetchAsset` (loading, then ready; a failed read says so on its line and keeps
 * its id, so nothing saved is lost), the uploaded ones (cropped or turned) added, replaced,
 * renamed or removed. Single mode holds one: an upload replaces it.
 */
import { useEffect, useState } from 'react';
import { type Asset, fetchAsset, type UploadedAsset } from '../api/assets';
import { failureMessage } from '../core/errorPolicy';
import type { AssetEntry } from './fields';

export interface AssetLine {
  entry: AssetEntry;
  status: 'loading' | 'ready' | 'failed';
  /** Where a saved file can be opened. */
  uri?: string | undefined;
  /** Its picture: the saved image's Uri, or the upload's thumbnail_url. */
  src?: string | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/** The saved ids of the attributes: `data-asset-id` in single mode, `data-assets` otherwise. */
export function savedIds(multiple: boolean, assetId?: string, assets?: string): string[] {
  const ids = multiple
    ? (assets ?? '').split(',')
    : [assetId ?? (assets ?? '').split(',')[0] ?? ''];
  return [...new Set(ids.map((id) => id.trim()).filter((id) => id && id !== '0'))];
}

const loadingLine = (id: string): AssetLine => ({
  entry: { id, name: '', originalName: '' },
  status: 'loading',
});

const savedLine = (id: string, asset: Asset): AssetLine => {
  const name = asset.Name || asset.OriginalFileName;
  return {
    entry: { id, name, originalName: name },
    status: 'ready',
    uri: asset.Uri,
    src: asset.Uri,
    width: asset.Width ?? undefined,
    height: asset.Height ?? undefined,
  };
};

export const uploadedLine = (asset: UploadedAsset): AssetLine => ({
  entry: { id: asset.guid, name: asset.name, tmpName: asset.tmpName, originalName: asset.name },
  status: 'ready',
  src: asset.thumbnail_url ?? undefined,
  width: asset.width ?? undefined,
  height: asset.height ?? undefined,
});

export function useAssetLines(ids: readonly string[], multiple: boolean) {
  const [lines, setLines] = useState<AssetLine[]>(() => ids.map(loadingLine));
  const key = ids.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per list of saved ids
  useEffect(() => {
    let live = true;
    const settle = (id: string, line: AssetLine) => {
      if (live) setLines((all) => all.map((old) => (old.entry.id === id ? line : old)));
    };
    for (const id of ids) {
      fetchAsset(id).then(
        (asset) => settle(id, savedLine(id, asset)),
        (error: unknown) => {
          // A 401 opens the login modal (spec 000 §8; once for all the lines).
          failureMessage(error);
          settle(id, { ...loadingLine(id), status: 'failed' });
        },
      );
    }
    return () => {
      live = false;
    };
  }, [key]);

  return {
    lines,
    /** Single mode replaces the asset held; multiple mode adds after the others. */
    add: (added: AssetLine[]) =>
      setLines((all) => (multiple ? [...all, ...added] : added.slice(-1))),
    /** A cropped or turned image takes the place of the one it was. */
    replace: (id: string, line: AssetLine) =>
      setLines((all) => all.map((old) => (old.entry.id === id ? line : old))),
    rename: (id: string, name: string) =>
      setLines((all) =>
        all.map((line) =>
          line.entry.id === id ? { ...line, entry: { ...line.entry, name } } : line,
        ),
      ),
    remove: (id: string) => setLines((all) => all.filter((line) => line.entry.id !== id)),
  };
}
