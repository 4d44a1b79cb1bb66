/**
 * The demo's asset library (issue 14; spec 000 §2, §3): folders a few levels deep and seeded
 * assets with generated images (never hot-linked). Saved uploads are filed in the folder of
 * the form that saved them.
 */
import type { FolderNode } from '../../../src/api/assets';
import { ROOT_FOLDER } from '../../../src/api/assets';
import { KINDS } from './fileTypes';
import { generatedImage, thumbnailOf } from './images';
import { resetStorage, type SavedAsset, saveBytes, savedAssets } from './storage';

interface Folder {
  id: string;
  name: string;
  children?: Folder[];
}

/** The tree; the root's level is 0 (spec 000 §2: nodes open while their level ≤ depth). */
export const FOLDERS: Folder = {
  id: ROOT_FOLDER,
  name: 'Library',
  children: [
    {
      id: '10',
      name: 'Products',
      children: [
        { id: '11', name: 'Chairs', children: [{ id: '12', name: 'Outdoor' }] },
        { id: '13', name: 'Lighting' },
      ],
    },
    { id: '20', name: 'Documents', children: [{ id: '21', name: 'Brochures' }] },
    { id: '30', name: 'News', children: [{ id: '31', name: '2026' }] },
  ],
};

/** Where each editor form files what it saves. */
export const FOLDER_OF = { products: '10', news: '31', pages: '21' } as const;

const node = (folder: Folder, level: number): FolderNode => ({
  FolderId: folder.id,
  Name: folder.name,
  ItemLevel: level,
  Children: (folder.children ?? []).map((child) => node(child, level + 1)),
});

function find(folder: Folder, id: string, level = 0): FolderNode | undefined {
  if (folder.id === id) return node(folder, level);
  for (const child of folder.children ?? []) {
    const found = find(child, id, level + 1);
    if (found) return found;
  }
  return undefined;
}

/** spec 000 §3 Folder tree from the folder asked (the root when none), or undefined. */
export const folderTree = (folderId: string | undefined) => find(FOLDERS, folderId || ROOT_FOLDER);

/** The ids of a folder and of every folder under it. */
export function folderIds(folderId: string): string[] {
  const tree = folderTree(folderId);
  const ids = (n: FolderNode): string[] => [String(n.FolderId), ...n.Children.flatMap(ids)];
  return tree ? ids(tree) : [];
}

/** The assets filed directly in a folder, in the order saved. */
export const assetsIn = (folderId: string): SavedAsset[] =>
  savedAssets().filter((asset) => asset.folderId === folderId);

/** A one-page PDF with a title line: a brochure of the seeded library. */
export function tinyPdf(title: string): Uint8Array {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

const SEED_IMAGES: [string, string, [string, string], number, number][] = [
  ['11', 'Oak chair', ['#7a4b2a', '#d9a066'], 1200, 1200],
  ['11', 'Walnut armchair', ['#3f2a1d', '#a8714a'], 1600, 1200],
  ['12', 'Garden bench', ['#2f5d3a', '#9ccf7f'], 1400, 1000],
  ['13', 'Brass lamp', ['#6b5313', '#f2cf5b'], 1000, 1000],
  ['31', 'Spring collection', ['#284b8c', '#8fb6f2'], 1200, 630],
];

let seeding: Promise<void> | undefined;

/** Empties the storage and files the seeded assets. */
function seedLibrary(): Promise<void> {
  resetStorage();
  return (async () => {
    for (const [folderId, name, colours, width, height] of SEED_IMAGES) {
      const bytes = await generatedImage(name, colours, { width, height });
      const file = `${name.toLowerCase().replace(/\s+/g, '-')}.jpg`;
      const asset = { Name: name, OriginalFileName: file, kind: KINDS.jpg, folderId };
      await saveBytes({ ...asset, Width: width, Height: height }, bytes, await thumbnailOf(bytes));
    }
    for (const name of ['Care guide', 'Warranty terms']) {
      const file = `${name.toLowerCase().replace(/\s+/g, '-')}.pdf`;
      await saveBytes(
        { Name: name, OriginalFileName: file, kind: KINDS.pdf, folderId: '21' },
        tinyPdf(name),
      );
    }
  })();
}

/**
 * The seeded library, once per server (the family starts it; every asset route awaits it).
 * The families are listed more than once per process (strings, style sheets): seeding twice
 * would empty the folder under a running seed.
 */
export const libraryReady = () => {
  seeding ??= seedLibrary();
  return seeding;
};
