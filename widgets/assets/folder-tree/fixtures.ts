/** A folder hierarchy as GET api/v1/assetslibrary/folders/hierarchy answers it (spec 000 §3). */
import type { FolderNode } from '../../../src/api/assets';

const folder = (
  FolderId: string,
  Name: string,
  ItemLevel: number,
  Children: FolderNode[] = [],
) => ({
  FolderId,
  Name,
  ItemLevel,
  Children,
});

export const hierarchy: FolderNode = folder('1', 'Bibliothèque', 0, [
  folder('2', 'Produits', 1, [
    folder('4', 'Chaussures', 2, [folder('7', 'Été', 3)]),
    folder('5', 'Sacs', 2),
  ]),
  folder('3', 'Actualités', 1, [folder('6', 'Salons', 2)]),
  folder('8', 'Documents', 1),
]);
