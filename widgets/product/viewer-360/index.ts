import * as z from 'zod/mini';
import { frameAddress } from '../../../src/core/propFormats';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

/** spec 000 §9: 360 auto-rotate default 100 ms. */
export const AUTO_ROTATE_MS = 100;

const props = z.object({
  /** Frame address with a `{frame}` placeholder: media/product/12/spin/{frame}.svg. */
  src: frameAddress(),
  /** Number of frames in one turn. */
  frames: z.number().check(z.int(), z.minimum(2), z.maximum(360)),
  /** Auto-rotation delay between frames, in ms. */
  interval: z._default(z.number().check(z.minimum(16), z.maximum(10_000)), AUTO_ROTATE_MS),
  /** The product's name, for the viewer's accessible name. */
  name: z.optional(z.string()),
});

export type Props = WidgetProps<typeof props>;

/**
 * 360-degree viewer (spec 000 §2, §9): turns through `frames` images whose address is `src`
 * with `{frame}` replaced by 0 … frames-1. It preloads every frame, then turns by itself every
 * `interval` ms (100 by default) unless the shopper prefers reduced motion; a pause/play button
 * stops it, and so does taking control: dragging the photo or focusing it (a slider: ←/→, Home,
 * End turn it; its value reads "frame 3 of 24"). The server's first frame shows until it mounts.
 */
export default defineWidget({
  props,
  load: () => import('./Viewer360'),
});
