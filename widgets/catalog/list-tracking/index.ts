import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The list's name in reports, e.g. the category name. */
  listName: z._default(z.string(), ''),
  /** The list's id in reports, e.g. category-12. */
  listId: z._default(z.string(), ''),
});

export type Props = WidgetProps<typeof props>;

/**
 * GA4 list tracking (issue 4, spec 000 §3 tracking item): `view_item_list` once when the list
 * shows, `select_item` when a product of it is opened. Items come from the server in a
 * `<script type="application/json" data-list-items>` inside the element; an item's `url`
 * (not sent) ties it to its links.
 */
export default defineBehavior({
  props,
  load: () => import('./listTracking'),
});
