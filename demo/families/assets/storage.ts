/**
 * Where the demo keeps the asset library's files (issue 14; docs/decisions/038-asset-library.md):
 * a folder per server port under demo/data/.uploads/ (two demo servers run at once in e2e),
 * emptied when the family starts. `temp/` holds just-uploaded files and their thumbnails until
 * a form saves them; `files/` the saved assets. What each file is stays in memory, for the
 * demo's lifetime.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FileKind } from './fileTypes';

const repoRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * The folder of this server: ASSETS_DIR, else per PORT under demo/data/.uploads/, else (unit
 * tests) per process in the system's temporary folder.
 */
export const uploadsDir = () =>
  process.env.ASSETS_DIR ??
  (process.env.PORT
    ? join(repoRoot, 'demo', 'data', '.uploads', process.env.PORT)
    : join(tmpdir(), 'vitrine-uploads', `pid-${process.pid}`));

/** A file just uploaded (or made by a crop or a rotation), not yet saved. */
export interface TempFile {
  tmpName: string;
  guid: string;
  /** The name the editor's file had. */
  name: string;
  kind: FileKind;
  size: number;
  width?: number | undefined;
  height?: number | undefined;
  /** A thumbnail was written (images). */
  thumbnail: boolean;
}

/** A saved asset of the library (spec 000 §3 Asset). */
export interface SavedAsset {
  AssetId: string;
  /** The name shown (the editor may rename it). */
  Name: string;
  OriginalFileName: string;
  kind: FileKind;
  size: number;
  Width?: number | undefined;
  Height?: number | undefined;
  thumbnail: boolean;
  /** The library folder it is filed in. */
  folderId: string;
}

let dir = '';
let cleanAtExit = false;
const temps = new Map<string, TempFile>();
const saved = new Map<string, SavedAsset>();
let nextId = 1;

/** Empties this server's folder and forgets every file (at start, and in unit tests). */
export function resetStorage(): void {
  dir = uploadsDir();
  rmSync(dir, { recursive: true, force: true });
  // A folder per process (unit tests) is removed when the process ends.
  if (!cleanAtExit && !process.env.ASSETS_DIR && !process.env.PORT) {
    cleanAtExit = true;
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  }
  for (const sub of ['temp', 'files', 'thumbnails']) mkdirSync(join(dir, sub), { recursive: true });
  temps.clear();
  saved.clear();
  nextId = 1;
}

const SAFE_TMP = /^[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
const ensure = () => {
  if (!dir) resetStorage();
  return dir;
};

export const tempPath = (tmpName: string) => join(ensure(), 'temp', tmpName);
export const tempThumbPath = (tmpName: string) => join(ensure(), 'temp', `${tmpName}.thumb.webp`);
const savedPath = (id: string, ext: string) => join(ensure(), 'files', `${id}.${ext}`);
const savedThumbPath = (id: string) => join(ensure(), 'thumbnails', `${id}.webp`);

/** A temporary file by the name the client sent back (never a path: checked). */
export const tempFile = (tmpName: string) =>
  SAFE_TMP.test(tmpName) ? temps.get(tmpName) : undefined;

/** Writes a new temporary file (and its thumbnail) and remembers it. */
export async function addTemp(
  file: Omit<TempFile, 'tmpName' | 'guid' | 'thumbnail' | 'size'>,
  bytes: Uint8Array,
  thumbnail?: Uint8Array,
): Promise<TempFile> {
  const guid = randomUUID();
  const tmpName = `${guid}.${file.kind.ext}`;
  await writeFile(tempPath(tmpName), bytes);
  if (thumbnail) await writeFile(tempThumbPath(tmpName), thumbnail);
  const temp: TempFile = { ...file, tmpName, guid, size: bytes.length, thumbnail: !!thumbnail };
  temps.set(tmpName, temp);
  return temp;
}

/** Forgets a temporary file replaced by its crop or rotation (and removes it from disk). */
export async function dropTemp(temp: TempFile): Promise<void> {
  temps.delete(temp.tmpName);
  await rm(tempPath(temp.tmpName), { force: true });
  await rm(tempThumbPath(temp.tmpName), { force: true });
}

export const readTemp = (temp: TempFile) => readFile(tempPath(temp.tmpName));
export const readTempThumb = (temp: TempFile) => readFile(tempThumbPath(temp.tmpName));

export const savedAsset = (id: string) => saved.get(id);
export const savedAssets = () => [...saved.values()];
export const readSaved = (asset: SavedAsset) => readFile(savedPath(asset.AssetId, asset.kind.ext));
export const readSavedThumb = (asset: SavedAsset) => readFile(savedThumbPath(asset.AssetId));

/** Files a temporary file as a saved asset (the form's save), under the name shown. */
export async function saveTemp(temp: TempFile, name: string, folderId: string) {
  const bytes = await readTemp(temp);
  const thumb = temp.thumbnail ? await readTempThumb(temp) : undefined;
  return saveBytes(
    {
      Name: name || temp.name,
      OriginalFileName: temp.name,
      kind: temp.kind,
      Width: temp.width,
      Height: temp.height,
      folderId,
    },
    bytes,
    thumb,
  );
}

/** Writes a saved asset (a seeded one, or a temporary file saved by a form). */
export async function saveBytes(
  asset: Omit<SavedAsset, 'AssetId' | 'size' | 'thumbnail'>,
  bytes: Uint8Array,
  thumbnail?: Uint8Array,
): Promise<SavedAsset> {
  const AssetId = String(1000 + nextId++);
  await writeFile(savedPath(AssetId, asset.kind.ext), bytes);
  if (thumbnail) await writeFile(savedThumbPath(AssetId), thumbnail);
  const entry: SavedAsset = { ...asset, AssetId, size: bytes.length, thumbnail: !!thumbnail };
  saved.set(AssetId, entry);
  return entry;
}

export const renameSaved = (asset: SavedAsset, name: string) => {
  if (name.trim()) asset.Name = name.trim();
};
