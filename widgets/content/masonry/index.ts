import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The narrowest a column may be, in CSS pixels: as many columns as fit. */
  columnWidth: z._default(z.number().check(z.int(), z.minimum(120), z.maximum(800)), 240),
  /** Space between the items, in CSS pixels. */
  gap: z._default(z.number().check(z.int(), z.nonnegative(), z.maximum(64)), 16),
});

export type Props = WidgetProps<typeof props>;

/**
 * Masonry list (spec 001 §2): the placeholder's children (a list's items) in columns of
 * different heights, in reading order (rows, left to right: the tab order). CSS grid masonry
 * where the browser has it (`grid-template-rows: masonry`); elsewhere each item spans as many
 * small grid rows as its height needs, measured again when it resizes. Images carry their
 * width and height from the server, so nothing moves while they load.
 */
export default defineBehavior({
  props,
  load: () => import('./masonry'),
});
