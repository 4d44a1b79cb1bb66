import * as z from 'zod/mini';
import { defineWidget, type WidgetProps } from '../../../src/core/widget';

/** The widest inner window: 21 links around the current page already fill a desktop row. */
const MAX_WINDOW = 10;

const props = z.object({
  /** The current page, 1-based. */
  page: z.number().check(z.int(), z.positive()),
  /** How many pages the list has. */
  pages: z.number().check(z.int(), z.nonnegative()),
  /** Pages shown on each side of the current one (at most 10: a row of links, not the list). */
  innerWindow: z._default(z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_WINDOW)), 2),
  /** The inner window on small screens. */
  smallInnerWindow: z._default(
    z.number().check(z.int(), z.nonnegative(), z.maximum(MAX_WINDOW)),
    0,
  ),
  /** Width in px below which the screen counts as small, at most 10000. */
  smallBelow: z._default(z.number().check(z.positive(), z.maximum(10_000)), 576),
});

export type Props = WidgetProps<typeof props>;

/**
 * Pagination (spec 000 §9): first and last page, the current page with an inner window of 2
 * pages on each side (0 on small screens), previous and next; hidden when there is one page or
 * none. Links are canonical list addresses; the page shell loads them and keeps focus on the
 * link followed (data-keep-focus, decision 019).
 */
export default defineWidget({
  props,
  load: () => import('./Pagination'),
});
