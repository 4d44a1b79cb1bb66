import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /**
   * Space kept above a post brought into view, in CSS pixels (spec 000 §9: anchor offset 32),
   * added to the theme's `scroll-padding-top`.
   */
  offset: z._default(z.number().check(z.int(), z.nonnegative(), z.maximum(400)), 32),
});

export type Props = WidgetProps<typeof props>;

/**
 * Blog list with up/down scrolling between posts (spec 001 §2): the previous/next buttons the
 * server wrote (`[data-blog-step="-1"]`, `[data-blog-step="1"]` in a `[data-blog-controls]`
 * block hidden until this mounts), J/K and Page Up/Page Down while focus is in the list, move
 * to the previous or next post (`article[id]`): it scrolls into view (smoothly unless motion is
 * reduced), focus goes to its heading, it is marked `aria-current`, and the address takes its
 * anchor with `history.replaceState` (one entry for the page, however many steps). Without
 * JavaScript: a plain list whose posts are anchors.
 */
export default defineBehavior({
  props,
  load: () => import('./blogScroller'),
});
