import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

// ROOT_FOLDER (src/api/assets.ts) and DEFAULT_DEPTH (treeModel.ts), written out: importing them
// would bring the asset schemas into this definition chunk (index.test.ts checks they agree).
const ROOT_FOLDER = 'root';
const DEFAULT_DEPTH = 1;

const props = z.object({
  /** The folder the tree starts from (spec 000 §3); `root` (spec 000 §9) when absent. */
  rootFolderId: z._default(z.string().check(z.minLength(1)), ROOT_FOLDER),
  /** Folders whose ItemLevel is at most this are open at start (spec 000 §4, §9: 1); at most 100. */
  depth: z._default(z.number().check(z.int(), z.nonnegative(), z.maximum(100)), DEFAULT_DEPTH),
  /** The id of the element a chosen folder's assets are loaded into; the widget's own when absent. */
  update: z.optional(z.string().check(z.minLength(1))),
});

export type Props = WidgetProps<typeof props>;

/**
 * The asset library's folder tree (issue 14; spec 000 §2, §3, §4, §7, §9): loads
 * `api/v1/assetslibrary/folders/hierarchy?folderId=`, shows it as a WAI-ARIA tree view (arrows,
 * Home/End, Enter/Space, `*`, type-ahead), opens the folders up to the depth, and loads the
 * chosen folder's assets (`{culture}/assetslibrary/asset/assetsbyfolder/{root}/{folder}`) into
 * the update element.
 */
export default defineWidget({
  props,
  load: () => import('./FolderTree'),
});
