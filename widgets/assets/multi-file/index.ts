import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const positive = z.number().check(z.int(), z.positive());

const props = z.object({
  /** The unique id in the names of the hidden fields (spec 000 §3). */
  uid: z.string().check(z.minLength(1)),
  /** The saved assets, comma-separated AssetIds in their saved order (spec 000 §3). */
  assets: z._default(z.string(), ''),
  /**
   * The file-type map (spec 000 §3): fileType (as the upload answers it) → the accept list of
   * that type, e.g. {"Image":".jpg,.png","Document":".pdf,.docx"}.
   */
  fileTypes: z.record(z.string(), z.string().check(z.minLength(1))),
  /**
   * The accept attribute (spec 000 §3 "accept types"): narrows the picker and the checks
   * further; absent: every type of the map.
   */
  accept: z.optional(z.string().check(z.minLength(1))),
  /** Bytes per file; absent: unlimited (spec 000 §5). */
  maxFileSize: z.optional(positive),
  /** The most files the widget may hold, at most 1000; absent: unlimited. */
  maxFiles: z.optional(positive.check(z.maximum(1000))),
});

export type Props = WidgetProps<typeof props>;

/**
 * The multi-file asset widget (issue 14; spec 000 §2, §3, §4, §5, §8): files limited by a
 * file-type map ("please put a correct file" otherwise, before the upload by name and first
 * bytes, after it by the answer's fileType), several uploads at once with their progress,
 * each cancellable; thumbnails for images, an icon and the name for documents; rename, remove
 * from the list; ordering by drag and drop, buttons and Alt+Arrow keys (WCAG 2.5.7); the
 * multiple-mode hidden fields in the order shown, posted with the enclosing form, whose
 * `data-upload-url` is the upload address (spec 000 §7).
 */
export default defineWidget({
  props,
  load: () => import('./MultiFile'),
});
