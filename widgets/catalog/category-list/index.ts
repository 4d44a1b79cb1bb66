import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** The toggle's accessible name, translated by the CMS; {{name}} is the category. */
  toggleLabel: z._default(z.string(), '{{name}}'),
});

export type Props = WidgetProps<typeof props>;

/**
 * Category list (spec 000 §2): enhances the server's nested list of category links. Each
 * category with subcategories gets a disclosure button (collapsed, except the branch of the
 * current page), and the link of the current page is marked `aria-current="page"` — again
 * after every page swap, since the list may sit outside the swapped region.
 */
export default defineBehavior({
  props,
  load: () => import('./categoryList'),
});
