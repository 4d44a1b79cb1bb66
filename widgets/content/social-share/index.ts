import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Show the networks' names beside their icons. */
  showLabels: z._default(z.boolean(), false),
  /** Query parameters kept in the shared address; the others (and the anchor) are dropped. */
  keepParams: z._default(z.array(z.string()), ['variant']),
  /** Size of the share popup window, in CSS pixels. */
  popupWidth: z._default(z.number().check(z.int(), z.minimum(200), z.maximum(1600)), 600),
  popupHeight: z._default(z.number().check(z.int(), z.minimum(200), z.maximum(1200)), 540),
});

export type Props = WidgetProps<typeof props>;

/**
 * Social-share buttons (spec 000 §2, §4, §9): the server's share links (`a[data-share]` with a
 * `data-share-template` holding `{url}`) open a popup window on the page's current address at
 * click time (a variant choice may have changed it since); `mailto:` links open the mail
 * program. The `[data-share-copy]` button (hidden until this mounts) copies the address and a
 * toast in the `role="status"` region says so: it opens at 100 ms, hides at 2 s and is removed
 * at 2.5 s. Labels are visually hidden unless `data-show-labels` is set.
 */
export default defineBehavior({
  props,
  load: () => import('./socialShare'),
});
