import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The categories whose posts are shown: [1,2]. */
  categoryIds: z.array(z.number().check(z.int(), z.positive())).check(z.minLength(1)),
  /** Also show the posts of their child categories (spec 001 §9: not by default). */
  displayChildren: z._default(z.boolean(), false),
  /** Posts in a day's list (spec 001 §9: 3). */
  postsPerPage: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(50)), 3),
  /** The month to start on, 1-12, when the server wrote no month or another one; today's by default. */
  month: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(12))),
  year: z.optional(z.number().check(z.int(), z.minimum(2000), z.maximum(2100))),
  /** The id of the element a day's list is loaded into; without it, a day is a plain link. */
  listId: z.optional(z.string().check(z.minLength(1))),
});

export type Props = WidgetProps<typeof props>;

/**
 * News calendar (spec 001 §2, §7, §8, §9): enhances the server's month, a table with links to
 * the days that have posts and to the previous and next months. The month links reload the
 * calendar fragment, a day loads its list into `#listId`; the table becomes a grid with one
 * focusable day (arrows, Home/End, Page Up/Down; Enter or Space opens a day); each load is
 * announced, `aria-busy` while it runs; a failure keeps what was shown and says the generic
 * error text in an inline danger alert.
 */
export default defineBehavior({
  props,
  load: () => import('./newsCalendar'),
});
