/**
 * What the assets family says, per culture (docs/decisions/016-demo-by-family.md): one file per
 * part of the asset library, each with its six cultures, merged here.
 */
import type { Culture } from '../../../shared/culture';
import { type FamilyStrings, mergeResources } from '../../../shared/strings';
import { crop } from './crop';
import { folders } from './folders';
import { order } from './order';
import { type AssetsPages, pages } from './pages';
import { upload } from './upload';

export type { AssetsPages };

const cultures: Culture[] = ['fr', 'nl', 'es', 'de', 'it', 'pt'];

export const strings = Object.fromEntries(
  cultures.map((culture) => [
    culture,
    {
      resources: mergeResources([upload, crop, order, folders].map((part) => part[culture])),
      pages: pages[culture],
    },
  ]),
) as Record<Culture, FamilyStrings<AssetsPages>>;
