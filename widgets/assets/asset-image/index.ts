import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const text = z.string().check(z.minLength(1));
const count = z.number().check(z.int(), z.nonnegative());

const props = z.object({
  /** The unique id in the hidden field names (spec 000 §3). */
  uid: text,
  /** Single mode: the saved image (spec 000 §3 "asset id"). */
  assetId: z.optional(z.string()),
  /** The saved images, comma-separated AssetIds (spec 000 §3 "assets list"). */
  assets: z.optional(z.string()),
  /** As an input's accept (spec 000 §3, §5); images by default. */
  accept: z._default(z.string(), '.jpg,.jpeg,.png,.gif,.webp'),
  /** Keeps several images instead of replacing the one (spec 000 §3 "multiple flag"). */
  multiple: z._default(z.boolean(), false),
  /** Bytes (spec 000 §5); absent: unlimited. */
  maxFileSize: z.optional(count),
  /** The most images kept (multiple mode); absent: unlimited; at most 1000. */
  maxFiles: z.optional(count.check(z.maximum(1000))),
  /** The crop size `'width,height'` (spec 000 §3, §4): larger images open the crop dialog. */
  crop: z.optional(z.string().check(z.regex(/^\s*[1-9]\d*\s*,\s*[1-9]\d*\s*$/))),
  /** Rotate buttons, shown for square images only (spec 000 §2). */
  rotate: z._default(z.boolean(), false),
});

export type Props = WidgetProps<typeof props>;

/**
 * The asset image widget (issue 14; spec 000 §2, §3, §4, §5, §7, §8, §9): thumbnails of the
 * saved images and of new uploads, an upload with progress to the form's `data-upload-url`,
 * images only (`AssetsLibrary.EncodeCorrectImage`), the crop flow of `data-crop` (too small:
 * `AssetsLibrary.MinimumSize`; larger: the crop dialog, loaded on demand), rotate buttons for
 * square images, and the hidden fields of spec 000 §3 posted with the form.
 */
export default defineWidget({
  props,
  load: () => import('./AssetImage'),
});
