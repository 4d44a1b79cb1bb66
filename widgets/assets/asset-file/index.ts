import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

const text = z.string().check(z.minLength(1));
const count = z.number().check(z.int(), z.nonnegative());

const props = z.object({
  /** The unique id in the hidden field names (spec 000 §3). */
  uid: text,
  /** Single mode: the saved asset (spec 000 §3 "asset id"). */
  assetId: z.optional(z.string()),
  /** The saved assets, comma-separated AssetIds (spec 000 §3 "assets list"). */
  assets: z.optional(z.string()),
  /** As an input's accept (spec 000 §3, §5): `.pdf,.docx,image/*`; absent: any type. */
  accept: z.optional(z.string()),
  /** Keeps several files instead of replacing the one (spec 000 §3 "multiple flag"). */
  multiple: z._default(z.boolean(), false),
  /** Bytes (spec 000 §5); absent: unlimited. */
  maxFileSize: z.optional(count),
  /** The most files kept (multiple mode); absent: unlimited; at most 1000. */
  maxFiles: z.optional(count.check(z.maximum(1000))),
});

export type Props = WidgetProps<typeof props>;

/**
 * The asset file widget (issue 14; spec 000 §2, §3, §4, §5, §7, §8): the saved files read with
 * `api/v1/assetslibrary/assets/{id}`, an upload with progress to the form's `data-upload-url`,
 * the list of names with rename and "remove from this list", and the hidden fields of spec
 * 000 §3 (single mode, or multiple mode with `data-multiple`) posted with the form.
 */
export default defineWidget({
  props,
  load: () => import('./AssetFile'),
});
