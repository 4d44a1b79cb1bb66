import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** How the arrow is drawn: a chevron or a small triangle. */
  arrow: z._default(z.enum(['chevron', 'triangle']), 'chevron'),
});

export type Props = WidgetProps<typeof props>;

/**
 * Fake selects (spec 000 §2): the native `<select>`s inside the element (or the element
 * itself), styled: the shop's arrow, a visible focus ring, the chosen option's label as the
 * browser shows it. Not a re-implementation: the phone's own picker, the keyboard, autofill
 * and the validation rules (data-val-*) keep working as they do on any select.
 */
export default defineBehavior({
  props,
  load: () => import('./fakeSelect'),
});
