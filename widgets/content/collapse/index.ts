import * as z from 'zod/mini';
import { defineBehavior, type WidgetProps } from '../../../src/core/widget';

const props = z.object({
  /** Collapses of one group name show one panel at a time (an FAQ): opening one closes the others. */
  group: z._default(z.string(), ''),
  /** The panel is open when the page loads. */
  open: z._default(z.boolean(), false),
});

export type Props = WidgetProps<typeof props>;

/**
 * A custom collapse (spec 001 §2, issue 15 "custom collapses"): the disclosure pattern over
 * server markup. The server writes a title (`[data-collapse-title]`) and a panel
 * (`[data-collapse-panel]` with an id), readable without JavaScript; the behaviour puts the
 * title's text in a real `<button aria-expanded aria-controls>`, animates the panel's height
 * (none under reduced motion) and opens the panel the address's hash points into.
 */
export default defineBehavior({
  props,
  load: () => import('./collapse'),
});
